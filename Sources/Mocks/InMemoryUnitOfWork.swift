import Domain
import Entities
import Foundation

/// A `UnitOfWork` over data held in memory, with a real transaction's all-or-nothing: each run
/// works on a copy and keeps it only if the work returns. Seed it with lists and reminders, run a
/// use case, then read what was committed; `failingWrite` makes a chosen write fail, to show that
/// the writes before it were undone.
public final class InMemoryUnitOfWork: UnitOfWork, @unchecked Sendable {
    /// What the store holds.
    public struct Contents: Sendable, Equatable {
        public var lists: [ReminderList.ID: ReminderList] = [:]
        public var reminders: [Reminder.ID: Reminder] = [:]
        /// The account's password hash, once set.
        public var passwordHash: String?
        /// The sessions' tokens, nil standing for any session but the current.
        public var sessions: [String] = []
        /// The uids of other people's reminders, which the person's own may not take.
        public var othersUIDs: Set<ReminderUID> = []

        /// Empty contents.
        public init() {}
    }

    private let lock = NSLock()
    private var stored: Contents
    private var nextID: Reminder.ID
    /// How many runs have committed.
    public private(set) var commits = 0
    /// The number (from 1) of the write, over all runs, that fails with `.unavailable("write N failed")`; nil for none.
    public var failingWrite: Int?
    private var writes = 0

    /// A store holding `lists` and `reminders`, and sessions with `sessions` tokens; other people
    /// hold reminders of `othersUIDs`.
    public init(lists: [ReminderList] = [], reminders: [Reminder] = [], sessions: [String] = [], othersUIDs: Set<ReminderUID> = []) {
        var contents = Contents()
        for list in lists { contents.lists[list.id] = list }
        for reminder in reminders { contents.reminders[reminder.id] = reminder }
        contents.sessions = sessions
        contents.othersUIDs = othersUIDs
        stored = contents
        nextID = (reminders.map(\.id).max() ?? 0) + 1
    }

    /// What the store holds now (what the runs so far committed).
    public var contents: Contents { lock.withLock { stored } }

    /// The stored reminder `id`, if any.
    public func reminder(_ id: Reminder.ID) -> Reminder? { contents.reminders[id] }

    public func run<T: Sendable>(
        _ work: @escaping @Sendable (any StoreTransaction) throws(RepositoryError) -> T
    ) async throws(RepositoryError) -> T {
        try runLocked(work)
    }

    /// Runs `work` on a copy under the lock, keeping the copy if it returns.
    private func runLocked<T>(_ work: (any StoreTransaction) throws(RepositoryError) -> T) throws(RepositoryError) -> T {
        lock.lock()
        defer { lock.unlock() }
        let transaction = Transaction(owner: self, contents: stored, nextID: nextID)
        let value = try work(transaction)
        stored = transaction.contents
        nextID = transaction.nextID
        commits += 1
        return value
    }

    /// Counts a write, failing the one `failingWrite` names. Called under the lock.
    fileprivate func countWrite() throws(RepositoryError) {
        writes += 1
        if writes == failingWrite { throw .unavailable("write \(writes) failed") }
    }

    /// One run's copy of the contents.
    private final class Transaction: StoreTransaction {
        unowned let owner: InMemoryUnitOfWork
        var contents: Contents
        var nextID: Reminder.ID

        init(owner: InMemoryUnitOfWork, contents: Contents, nextID: Reminder.ID) {
            self.owner = owner
            self.contents = contents
            self.nextID = nextID
        }

        func reminder(id: Reminder.ID) throws(RepositoryError) -> Reminder {
            guard let reminder = contents.reminders[id] else { throw .notFound }
            return reminder
        }

        func list(id: ReminderList.ID) throws(RepositoryError) -> ReminderList {
            guard let list = contents.lists[id] else { throw .notFound }
            return list
        }

        func use(of uid: ReminderUID) throws(RepositoryError) -> ReminderUIDUse {
            if contents.othersUIDs.contains(uid) { return .taken }
            return contents.reminders.values.first { $0.uid == uid }.map(ReminderUIDUse.own) ?? .free
        }

        func subtasks(of parentID: Reminder.ID) throws(RepositoryError) -> [Reminder] {
            contents.reminders.values.filter { $0.parentID == parentID }.sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
        }

        func insert(_ reminder: Reminder) throws(RepositoryError) -> Reminder {
            try owner.countWrite()
            try checkReferences(of: reminder)
            var inserted = reminder
            if let uid = reminder.uid, try use(of: uid) != .free { throw .conflict }
            inserted.id = nextID
            // A reminder inserted without a uid keeps none: the real store gives it a new one, which
            // a test cannot know; nil shows that the use case asked for a new one.
            nextID += 1
            contents.reminders[inserted.id] = inserted
            return inserted
        }

        func save(_ reminder: Reminder) throws(RepositoryError) -> Reminder {
            try owner.countWrite()
            guard let stored = contents.reminders[reminder.id] else { throw .notFound }
            try checkReferences(of: reminder)
            var saved = reminder
            saved.createdAt = stored.createdAt
            contents.reminders[reminder.id] = saved
            return saved
        }

        func remove(id: Reminder.ID) throws(RepositoryError) {
            try owner.countWrite()
            guard contents.reminders.removeValue(forKey: id) != nil else { throw .notFound }
            contents.reminders = contents.reminders.filter { $0.value.parentID != id }
        }

        func updateList(id: ReminderList.ID, with draft: ReminderListDraft) throws(RepositoryError) -> ReminderList {
            try owner.countWrite()
            guard var list = contents.lists[id] else { throw .notFound }
            list.name = draft.name
            list.color = draft.color
            list.icon = draft.icon
            contents.lists[id] = list
            return list
        }

        func setPasswordHash(_ passwordHash: String) throws(RepositoryError) {
            try owner.countWrite()
            contents.passwordHash = passwordHash
        }

        func endSessions(except token: String?) throws(RepositoryError) -> Int {
            try owner.countWrite()
            let before = contents.sessions.count
            contents.sessions.removeAll { $0 != token }
            return before - contents.sessions.count
        }

        private func checkReferences(of reminder: Reminder) throws(RepositoryError) {
            guard contents.lists[reminder.listID] != nil else { throw .notFound }
            if let parentID = reminder.parentID, contents.reminders[parentID] == nil { throw .notFound }
        }
    }
}
