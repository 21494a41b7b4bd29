import Domain

/// A device that gets notifications, as the Settings page lists it.
public struct PushDeviceRow: Sendable, Equatable {
    /// The subscription's id, which the Remove button sends.
    public var id: PushSubscription.ID
    /// "Firefox on Linux", or "Unknown browser" when its user agent said nothing.
    public var name: String
    /// "Added 21 Nov 2026 at 09:30", in the person's time zone.
    public var addedText: String
    /// The Remove button's accessible name: "Remove “Firefox on Linux”".
    public var removeLabel: String
    /// "Disabled: failed since 18 Nov 2026 at 09:30" once it failed for days and is sent nothing;
    /// nil while it is enabled.
    public var disabledText: String?

    /// Creates a row.
    public init(id: PushSubscription.ID, name: String, addedText: String, removeLabel: String, disabledText: String? = nil) {
        self.id = id
        self.name = name
        self.addedText = addedText
        self.removeLabel = removeLabel
        self.disabledText = disabledText
    }
}
