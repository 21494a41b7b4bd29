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
public protocol ImportRemindersUseCase: Sendable {
    /// How many reminders were added; `notFound` if the person has no such list.
    func execute(listID: ReminderList.ID, file: Data) async throws(DomainError) -> Int
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

    public func execute(listID: ReminderList.ID, file: Data) async throws(DomainError) -> Int {
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
                var ids: [String: Reminder.ID] = [:]
                for item in plan.items {
                    var reminder = item.reminder
                    reminder.parentID = item.parentUID.flatMap { ids[$0] }
                    ids[item.uid] = try transaction.insert(reminder).id
                }
                return plan.items.count
            }
        } catch {
            throw DomainError(error)
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
