import Foundation

/// When an alert or summary counts as late, when it is too late to send, and when a failing
/// device is given up.
public struct AlertPolicy: Sendable, Equatable {
    /// How long after its moment an alert still goes out as on time: a scheduler round's usual delay.
    public var lateAfter: TimeInterval
    /// How long after its moment an alert or summary is dropped (and logged) instead of sent:
    /// a reminder of yesterday's is noise. A message not handed over this long after it was
    /// queued is given up too.
    public var dropAfter: TimeInterval
    /// How long a push subscription fails (each attempt, for the same reason or another) before
    /// it is disabled: sent nothing more, and shown disabled in Settings until the browser
    /// subscribes again or the person removes it.
    public var disableDeviceAfter: TimeInterval

    /// Late after 2 minutes, dropped after 24 hours; a device disabled after 3 days of failures.
    public init(lateAfter: TimeInterval = 2 * 60, dropAfter: TimeInterval = 24 * 60 * 60, disableDeviceAfter: TimeInterval = 3 * 24 * 60 * 60) {
        self.lateAfter = lateAfter
        self.dropAfter = dropAfter
        self.disableDeviceAfter = disableDeviceAfter
    }
}
