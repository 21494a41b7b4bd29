import Foundation

/// A process delivering the outbox: every process serving a database has its own id, which its
/// leases carry, and a heartbeat the others read to tell whether it is alive.
///
/// The guarantee: a message is sent at least once, and twice only if the process sending it
/// died (or lost its database) mid-send: another process takes over the dead one's leases once
/// its heartbeat is `ownerPresumedDeadAfter` old — never a live process's — so the messages
/// sent twice are at most those that were in flight when it died.
public enum DeliveryProcess {
    /// A process's id (`make()`).
    public typealias ID = String

    /// How often a process holding leases records that it is alive: 10 seconds.
    public static let heartbeatInterval: Duration = .seconds(10)
    /// How old a heartbeat is when its process counts as dead and its leases are taken over:
    /// 30 seconds, three missed heartbeats.
    public static let ownerPresumedDeadAfter: TimeInterval = 30

    /// A new id, unique to this process.
    public static func make() -> ID {
        UUID().uuidString.lowercased()
    }
}
