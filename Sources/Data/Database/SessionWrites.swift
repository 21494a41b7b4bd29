import GRDB
import Synchronization

/// Counts the writer's transactions that may have changed a session or a user, so that a
/// session read lately can be used again until one of them (`RecentSessions`): writing
/// reminders and lists, what a page's rows do, leaves sessions read before it good.
///
/// Which tables a statement writes is told by SQLite as it prepares it, triggers and foreign
/// key actions included (GRDB asks its transaction observers with `observes(eventsOfKind:)`
/// before each statement runs), so no repository has to declare what it writes; `session` is a
/// `WITHOUT ROWID` table, whose row changes SQLite reports to no hook, so the statement is
/// what counts. A transaction with such a statement counts once it has ended, committed or
/// rolled back, before the write returns to its caller.
final class SessionWrites: Sendable {
    private let ended = Atomic<UInt64>(0)

    /// The tables whose rows a session read is made of.
    static let tables: Set<String> = ["session", "user"]

    /// How many such transactions have ended.
    var count: UInt64 { ended.load(ordering: .acquiring) }

    /// The observer on the writer connection that counts them.
    final class Observer: TransactionObserver {
        private let writes: SessionWrites
        /// Whether the transaction under way has run (or prepared) a statement that writes one
        /// of `tables`; touched on the writer's queue only.
        private var mayHaveWritten = false

        init(_ writes: SessionWrites) {
            self.writes = writes
        }

        func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
            if SessionWrites.tables.contains(eventKind.tableName) { mayHaveWritten = true }
            // The events themselves are not needed: the statement is enough.
            return false
        }

        func databaseDidChange(with event: DatabaseEvent) {}

        func databaseDidCommit(_ db: Database) { countIfWritten() }

        func databaseDidRollback(_ db: Database) { countIfWritten() }

        private func countIfWritten() {
            guard mayHaveWritten else { return }
            mayHaveWritten = false
            writes.ended.add(1, ordering: .releasing)
        }
    }
}
