import Entities
import Foundation

/// Adds the reminders of a file (in the app's reminder file format, iCalendar) to a list, all or
/// nothing: a file that cannot be read, or one reminder in it that breaks a rule, refuses the
/// whole file, saying the line (`invalid`, on `Field.file`), and nothing is added. A file of more
/// than 10,000 reminders (`ImportRemindersInteractor.maximumReminders`) is refused whole
/// (`tooMany` on `Field.file`).
///
/// Subtasks keep their parents when the parent is in the file; deeper levels (which other apps
/// allow) hang under their topmost ancestor, as subtasks go one level deep here; a parent the
/// file does not hold leaves its subtask a reminder of its own. A repeat starts its series at
/// the reminder's due date.
///
/// The file's colour and icon are taken by a list that still has the default ones, if the person
/// may change the list's details (`ListAppearance.details(importedInto:)`); a list whose look
/// someone chose keeps it.
///
/// A file imported again updates the reminders it made instead of adding them twice: each
/// reminder is matched by its uid (`ReminderUID`) among the person's own reminders
/// (`ImportRemindersInteractor.target(of:)` has the rule). A reminder found is edited with what the
/// file says and keeps its place (its list, parent and position); any other is added to the list,
/// keeping the file's uid unless someone else's reminder has it.
public protocol ImportRemindersUseCase: Sendable {
    /// How many reminders were added and how many updated; `notFound` if the person has no such list.
    func execute(listID: ReminderList.ID, file: Data) async throws(DomainError) -> ImportCount
}

/// What an import did: how many reminders of the file were added, how many updated.
public struct ImportCount: Sendable, Equatable {
    public var added: Int
    public var updated: Int

    /// Creates a count.
    public init(added: Int, updated: Int) {
        self.added = added
        self.updated = updated
    }
}

/// Where one reminder of a file goes (`ImportRemindersInteractor.target(of:)`).
enum ImportTarget: Equatable {
    /// Over the person's own reminder that has its uid.
    case update(Reminder)
    /// Into the list as a new reminder, with this uid (nil: the store gives a new one).
    case add(uid: ReminderUID?)
}

public protocol HasImportRemindersUseCase {
    var importRemindersUseCase: any ImportRemindersUseCase { get }
}

/// Reads and checks the whole file first, on the import queue (one file at a time, off the
/// threads that serve requests), then adds every reminder in one unit of work.
public struct ImportRemindersInteractor: ImportRemindersUseCase {
    /// The most reminders one file may hold (see `ImportPlan.maximumReminders`).
    public static let maximumReminders = ImportPlan.maximumReminders

    private let unitOfWork: any UnitOfWork
    private let access: ListAccessPolicy
    private let format: any ReminderFileFormat
    private let clock: any CalendarClock
    private let queue: ImportQueue

    /// An interactor reading files on `queue`: the app passes the one queue all imports share;
    /// by default the interactor has a queue of its own.
    public init(
        unitOfWork: any UnitOfWork, access: ListAccessPolicy, format: any ReminderFileFormat, clock: any CalendarClock, queue: ImportQueue = ImportQueue()
    ) {
        self.unitOfWork = unitOfWork
        self.access = access
        self.format = format
        self.clock = clock
        self.queue = queue
    }

    public func execute(listID: ReminderList.ID, file: Data) async throws(DomainError) -> ImportCount {
        // Asked first: a stranger's upload is not read at all.
        try await access.require(.change, on: .list(listID))
        let (format, timeZone, now) = (format, clock.timeZone, clock.now())
        let (plan, appearance) = try await queue.run { () throws(DomainError) -> (ImportPlan, ListAppearance) in
            let decoded: ReminderFile
            do throws(ReminderFileError) {
                decoded = try format.decode(file, timeZone: timeZone)
            } catch {
                throw .invalid(ValidationErrors([.file: Self.issue(error)]))
            }
            return (try ImportPlan(decoded.reminders, listID: listID, now: now), decoded.appearance)
        }
        // A list's look is its details, which only who may administer it changes.
        let takesAppearance = try await access.permits(.administer, on: .list(listID))
        do throws(RepositoryError) {
            return try await unitOfWork.run { transaction throws(RepositoryError) in
                let list = try transaction.list(id: listID)
                if takesAppearance, let details = appearance.details(importedInto: list) {
                    _ = try transaction.updateList(id: listID, with: details)
                }
                // The reminders placed so far, by the file's uid; the uids taken by this file.
                var placed: [String: Reminder] = [:]
                var taken: Set<ReminderUID> = []
                var count = ImportCount(added: 0, updated: 0)
                for item in plan.items {
                    let target = try Self.target(of: item.uid, seen: taken, transaction)
                    let reminder: Reminder
                    switch target {
                    case .update(var existing):
                        existing.edit(with: item.draft)
                        existing.completedAt = item.reminder.completedAt
                        reminder = try transaction.save(existing)
                        count.updated += 1
                    case .add(let uid):
                        var new = item.reminder
                        new.uid = uid
                        // A subtask goes under its parent when the parent is in this list (one the file updated may be elsewhere).
                        new.parentID = item.parentUID.flatMap { placed[$0] }.flatMap { $0.listID == listID ? $0.id : nil }
                        reminder = try transaction.insert(new)
                        count.added += 1
                    }
                    reminder.uid.map { _ = taken.insert($0) }
                    placed[item.uid] = reminder
                }
                return count
            }
        } catch {
            throw DomainError(error)
        }
    }

    /// Where the file's reminder of uid `text` goes: over the person's own reminder of that uid;
    /// else added keeping the uid when nobody's reminder has it; else (someone else's, a deleted
    /// one, one this file already placed, or a text that is no `ReminderUID`) added with a new uid.
    static func target(of text: String, seen: Set<ReminderUID>, _ transaction: any StoreTransaction) throws(RepositoryError) -> ImportTarget {
        guard let uid = ReminderUID(text), !seen.contains(uid) else { return .add(uid: nil) }
        switch try transaction.use(of: uid) {
        case .own(let reminder): return .update(reminder)
        case .free: return .add(uid: uid)
        case .taken: return .add(uid: nil)
        }
    }

    /// The issue a file that cannot be read has.
    static func issue(_ error: ReminderFileError) -> ValidationIssue {
        switch error {
        case .malformed(let line, _), .unsupported(let line, _): .unreadableFile(line: line, reason: error.description)
        case .notUTF8: .unreadableFile(line: nil, reason: error.description)
        case .noReminders: .emptyFile
        }
    }
}
