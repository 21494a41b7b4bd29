import Foundation

/// When an alert or summary counts as late, and when it is too late to send.
public struct AlertPolicy: Sendable, Equatable {
    /// How long after its moment an alert still goes out as on time: a scheduler round's usual delay.
    public var lateAfter: TimeInterval
    /// How long after its moment an alert or summary is dropped (and logged) instead of sent:
    /// a reminder of yesterday's is noise. A message not handed over this long after it was
    /// queued is given up too.
    public var dropAfter: TimeInterval

    /// Late after 2 minutes, dropped after 24 hours.
    public init(lateAfter: TimeInterval = 2 * 60, dropAfter: TimeInterval = 24 * 60 * 60) {
        self.lateAfter = lateAfter
        self.dropAfter = dropAfter
    }
}
