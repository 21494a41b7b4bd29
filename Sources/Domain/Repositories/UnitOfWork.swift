import Entities
import Foundation

/// Several writes to one person's data that take effect together or not at all: completing a
/// parent with its subtasks, a repeat's advance with the completion it records, an import, a new
/// password with the end of the other sessions. A store implements it with its transaction.
///
/// The work is synchronous: it runs inside the store's transaction, which holds the store's
/// single writer, so it must only read and write through the transaction it is given and must
/// not wait for anything else (the use case gathers what it needs first). A store whose client
/// is asynchronous (PostgreSQL over PostgresNIO) would run the same work against rows it reads
/// first inside its transaction: the protocol then gains an `async` twin of `run`.
public protocol UnitOfWork: Sendable {
    /// Runs `work` in one transaction and answers what it returns once the transaction has
    /// committed; if `work` throws, nothing it wrote stays and its error is thrown.
    func run<T: Sendable>(_ work: @escaping @Sendable (any StoreTransaction) throws(RepositoryError) -> T) async throws(RepositoryError) -> T
}

/// What a unit of work can read and write: one person's reminders and lists, and their account.
/// Every method answers as the repositories do (a reminder or list of someone else, or deleted,
/// is `notFound`).
public protocol StoreTransaction {
    /// The reminder `id`.
    func reminder(id: Reminder.ID) throws(RepositoryError) -> Reminder
    /// The list `id`.
    func list(id: ReminderList.ID) throws(RepositoryError) -> ReminderList
    /// Whose reminder has uid `uid`: the person's own (not deleted) one, someone else's (or a
    /// deleted one waiting for its purge), or nobody's.
    func use(of uid: ReminderUID) throws(RepositoryError) -> ReminderUIDUse
    /// The subtasks of reminder `parentID`, open and completed, in the order they were added.
    func subtasks(of parentID: Reminder.ID) throws(RepositoryError) -> [Reminder]
    /// Stores `reminder` as a new one (its `id` is ignored) and answers it with its new id and its
    /// uid (`reminder.uid`, or a new one when it has none); `notFound` if its list, or its parent,
    /// is not the person's; `conflict` if its uid is already a reminder's.
    func insert(_ reminder: Reminder) throws(RepositoryError) -> Reminder
    /// Replaces every field of the stored reminder `reminder.id` but its creation date with
    /// `reminder`'s; `notFound` if there is no such reminder, or its new list is not the person's.
    func save(_ reminder: Reminder) throws(RepositoryError) -> Reminder
    /// Removes reminder `id` for good, with its subtasks, unlike a deletion, which only marks it
    /// for a while (an occurrence recorded by a completion that is taken back never was);
    /// `notFound` if there is no such reminder.
    func remove(id: Reminder.ID) throws(RepositoryError)
    /// Gives list `id` the details of `draft` (already validated), as `ReminderListRepository.update(id:with:)`.
    func updateList(id: ReminderList.ID, with draft: ReminderListDraft) throws(RepositoryError) -> ReminderList
    /// Gives the person's account a new password hash, and ends its reset links not used yet
    /// (whoever holds one must not set another password over the new one).
    func setPasswordHash(_ passwordHash: String) throws(RepositoryError)
    /// Ends every session of the person but the one with `token`; answers how many ended.
    func endSessions(except token: String?) throws(RepositoryError) -> Int
}

/// The unit of work the use cases get injected.
public protocol HasUnitOfWork {
    var unitOfWork: any UnitOfWork { get }
}

/// Whose reminder a uid is (`StoreTransaction.use(of:)`).
public enum ReminderUIDUse: Sendable, Equatable {
    /// No reminder has it.
    case free
    /// The person's own reminder has it.
    case own(Reminder)
    /// Someone else's reminder has it, or a deleted one waiting for its purge.
    case taken
}
