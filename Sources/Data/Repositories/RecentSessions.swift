import Domain
import Foundation
import Synchronization

/// Sessions read from the file in the last few seconds, so that a signed-in person's requests do
/// not each read their session again: in the server's profile under load on the list page, that
/// read was 7% of the CPU.
///
/// An entry is used only while no session or user has been written through the same
/// `AppDatabase` since it was read (`AppDatabase.sessionWriteCount`): signing out, ending other
/// sessions, a new password, a new display name or a deleted account take effect on the very
/// next request, as without the cache, while a page's row actions (reminders and lists) keep it.
/// Changes made to the file by another process are seen once the entry is `lifetime` old.
/// Unknown tokens are not remembered, so random tokens cannot fill it; at `capacity` entries it
/// starts again empty.
final class RecentSessions: Sendable {
    private struct Entry {
        let session: AuthenticatedSession
        let writeCount: UInt64
        let readAt: ContinuousClock.Instant
    }

    /// How long an entry may be used at most.
    let lifetime: Duration
    /// How many sessions are remembered at most.
    let capacity: Int
    private let entries = Mutex<[Foundation.Data: Entry]>([:])

    init(lifetime: Duration = .seconds(5), capacity: Int = 10_000) {
        self.lifetime = lifetime
        self.capacity = capacity
    }

    /// The session remembered under `digest`, if it was read after the `writeCount`-th write and
    /// less than `lifetime` ago.
    func session(for digest: Foundation.Data, writeCount: UInt64, now: ContinuousClock.Instant = .now) -> AuthenticatedSession? {
        entries.withLock { entries in
            guard let entry = entries[digest] else { return nil }
            guard entry.writeCount == writeCount, now - entry.readAt < lifetime else {
                entries[digest] = nil
                return nil
            }
            return entry.session
        }
    }

    /// Remembers `session`, read from a snapshot taken after the `writeCount`-th write.
    func remember(_ session: AuthenticatedSession, for digest: Foundation.Data, writeCount: UInt64, now: ContinuousClock.Instant = .now) {
        entries.withLock { entries in
            if entries.count >= capacity, entries[digest] == nil { entries.removeAll(keepingCapacity: true) }
            entries[digest] = Entry(session: session, writeCount: writeCount, readAt: now)
        }
    }

    /// How many sessions are remembered, for tests.
    var count: Int { entries.withLock { $0.count } }
}
