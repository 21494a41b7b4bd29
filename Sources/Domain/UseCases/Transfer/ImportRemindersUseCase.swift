import Entities
import Foundation

/// Adds the reminders of a file (in the app's reminder file format, iCalendar) to a list, all or
/// nothing: a file that cannot be read, or one reminder in it that breaks a rule, refuses the
/// whole file, saying the line (`invalid`, on `Field.file`), and nothing is added.
///
/// Subtasks keep their parents when the parent is in the file; deeper levels (which other apps
/// allow) hang under their topmost ancestor, as subtasks go one level deep here; a parent the
/// file does not hold leaves its subtask a reminder of its own. A repeat starts its series at
/// the reminder's due date.
public protocol ImportRemindersUseCase: Sendable {
    /// How many reminders were added; `notFound` if the person has no such list.
    func execute(listID: ReminderList.ID, file: Data) async throws(DomainError) -> Int
}

public protocol HasImportRemindersUseCase {
    var importRemindersUseCase: any ImportRemindersUseCase { get }
}

/// Reads and checks the whole file first, then adds every reminder in one unit of work.
public struct ImportRemindersInteractor: ImportRemindersUseCase {
    private let unitOfWork: any UnitOfWork
    private let format: any ReminderFileFormat
    private let clock: any CalendarClock

    public init(unitOfWork: any UnitOfWork, format: any ReminderFileFormat, clock: any CalendarClock) {
        self.unitOfWork = unitOfWork
        self.format = format
        self.clock = clock
    }

    public func execute(listID: ReminderList.ID, file: Data) async throws(DomainError) -> Int {
        let transfers: [ReminderTransfer]
        do { transfers = try format.decode(file, timeZone: clock.timeZone) } catch { throw .invalid(ValidationErrors([.file: Self.issue(error)])) }
        let now = clock.now()
        let plan = try ImportPlan(transfers, listID: listID, now: now)
        do {
            return try await unitOfWork.run { transaction throws(RepositoryError) in
                _ = try transaction.list(id: listID)
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

/// The reminders of a file, checked by the reminder rules, in the order they can be added: every
/// parent before its subtasks.
struct ImportPlan {
    struct Item {
        var uid: String
        /// The uid of the reminder it hangs under: its topmost ancestor in the file.
        var parentUID: String?
        /// The reminder to add, without its parent's id (known once the parent is added).
        var reminder: Reminder
    }

    var items: [Item] = []

    /// The plan for `transfers` into list `listID`; `invalid` with the line of the first
    /// reminder (in file order) that breaks a rule.
    init(_ transfers: [ReminderTransfer], listID: ReminderList.ID, now: Date) throws(DomainError) {
        let byUID = Dictionary(transfers.map { ($0.uid, $0) }, uniquingKeysWith: { first, _ in first })
        var roots: [Item] = []
        var subtasks: [Item] = []
        for transfer in transfers {
            let draft: ReminderDraft
            switch transfer.draft.validated() {
            case .success(let valid): draft = valid
            case .failure(let errors):
                let (field, issue) = Field.allCases.lazy.compactMap { field in errors.issues[field].map { (field, $0) } }.first!
                throw .invalid(ValidationErrors([.file: .inFile(line: transfer.line, field: field, issue: issue)]))
            }
            let reminder = Reminder(
                id: 0, listID: listID, title: draft.title, notes: draft.notes, due: draft.due, priority: draft.priority,
                isFlagged: draft.isFlagged, completedAt: transfer.completedAt, createdAt: transfer.createdAt ?? now,
                repetition: draft.repeatRule.flatMap { rule in draft.dueDate.map { Repetition(rule: rule, firstDate: $0) } },
                tags: draft.tags, alert: draft.alert
            )
            let root = Self.topmostAncestor(of: transfer, in: byUID)
            let item = Item(uid: transfer.uid, parentUID: root, reminder: reminder)
            if root == nil { roots.append(item) } else { subtasks.append(item) }
        }
        items = roots + subtasks
    }

    /// The uid of `transfer`'s topmost ancestor in the file, nil when its parent is not there;
    /// a loop of parents stops where it comes back.
    private static func topmostAncestor(of transfer: ReminderTransfer, in byUID: [String: ReminderTransfer]) -> String? {
        var seen: Set<String> = [transfer.uid]
        var root: String?
        var next = transfer.parentUID
        while let uid = next, let parent = byUID[uid], seen.insert(uid).inserted {
            root = uid
            next = parent.parentUID
        }
        return root
    }
}
