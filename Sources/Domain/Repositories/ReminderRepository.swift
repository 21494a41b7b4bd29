import Entities
import Foundation

/// The smart lists: reminders gathered across lists by a rule.
public enum SmartList: String, Sendable, CaseIterable {
    /// Open reminders due on or before today.
    case today
    /// Open reminders with a due date.
    case scheduled
    /// Open flagged reminders.
    case flagged
    /// Every open reminder, of every list.
    case all
    /// Completed reminders, most recently completed first.
    case completed
    /// Open reminders of shared lists assigned to the person, in the order of the others.
    case assigned

    /// Whether a reminder can be added from the list (`AddReminderFromSmartListUseCase`): every
    /// one but Completed and Assigned to Me (whose reminder would need a shared list and an
    /// assignment, which the reminder's editor gives).
    public var takesNewReminders: Bool { self != .completed && self != .assigned }

    /// Whether the list is offered only to someone with a shared list (Assigned to Me): for
    /// anyone else it would always be empty.
    public var needsSharedList: Bool { self == .assigned }
}

/// Where reminders are kept.
///
/// A deleted reminder is as good as gone: every method but the one that restores it answers
/// as if it did not exist. Unless said otherwise, results are ordered open first, then by due date (none last; on the
/// same day, without a time first), then by creation.
public protocol ReminderRepository: Sendable {
    /// The reminder `id`; `notFound` if there is none.
    func reminder(id: Reminder.ID) async throws(RepositoryError) -> Reminder
    /// A page of the top-level reminders of list `listID` (open ones only unless
    /// `includeCompleted`; a subtask is not one), with the subtasks of those on the page (open and
    /// completed), the list and every list of its owner, and with a day `overviewOn` the person's
    /// `overview(today:)` of that day too, from one snapshot; `notFound` if the list does not exist.
    func listPage(
        _ listID: ReminderList.ID, includeCompleted: Bool, page: PageRequest, overviewOn today: LocalDate?
    ) async throws(RepositoryError) -> ReminderListPage
    /// The subtasks of reminder `parentID`, open and completed, in the order they were added;
    /// `notFound` if there is no such reminder.
    func subtasks(of parentID: Reminder.ID) async throws(RepositoryError) -> [Reminder]
    /// The titles of the reminders `ids` (a page's subtasks' parents), by id; one that is not the
    /// person's, or deleted, is left out.
    func titles(of ids: [Reminder.ID]) async throws(RepositoryError) -> [Reminder.ID: String]
    /// A page of a smart list; `today` is the user's current day.
    func reminders(in smartList: SmartList, today: LocalDate, page: PageRequest) async throws(RepositoryError) -> Page<Reminder>
    /// Every list with its open count (as `ReminderListRepository.summaries()`) and every smart
    /// list's count, `today` being the user's current day, from one snapshot: what a sidebar shows.
    func overview(today: LocalDate) async throws(RepositoryError) -> ReminderOverview
    /// A page of the reminders whose title or notes contain `text`, ignoring case.
    func reminders(matching text: String, page: PageRequest) async throws(RepositoryError) -> Page<Reminder>
    /// A page of the reminders tagged `tag` (open ones only unless `includeCompleted`).
    func reminders(taggedWith tag: Tag, includeCompleted: Bool, page: PageRequest) async throws(RepositoryError) -> Page<Reminder>
    /// Every tag an open reminder carries, with how many open reminders carry it, in the order
    /// of the tags (`Tag`'s: by key).
    func tagCounts() async throws(RepositoryError) -> [TagCount]
    /// Adds a reminder (draft already validated) to list `listID`; `notFound` if the list does not exist.
    func add(_ draft: ReminderDraft, toList listID: ReminderList.ID, createdAt: Date) async throws(RepositoryError) -> Reminder
    /// Replaces the fields of reminder `id` with the (validated) draft's and, with `listID`, moves it
    /// there, all or nothing; `notFound` (and nothing changed) if the reminder or that list does not exist.
    func update(id: Reminder.ID, with draft: ReminderDraft, movingTo listID: ReminderList.ID?) async throws(RepositoryError) -> Reminder
    /// Moves reminder `id` to list `listID` (`update` with a list too): its subtasks go with it, and
    /// a subtask moved to another list leaves its parent (`Reminder.moved(to:)`); `notFound` if
    /// either does not exist.
    func move(id: Reminder.ID, toList listID: ReminderList.ID) async throws(RepositoryError) -> Reminder
    /// Marks reminder `id` completed at `completedAt`, or open when nil; `notFound` if there is none.
    func setCompletion(id: Reminder.ID, completedAt: Date?) async throws(RepositoryError) -> Reminder
    /// Flags reminder `id`, or takes its flag off; `notFound` if there is none.
    func setFlag(id: Reminder.ID, isFlagged: Bool) async throws(RepositoryError) -> Reminder
    /// Deletes reminder `id` at `deletedAt`: from then on no read finds it, nor any count, and
    /// nothing changes it; it stays stored, restorable, until purged. Its subtasks go with it, at
    /// the same instant: answers how many. `notFound` if there is none (or it is deleted already).
    @discardableResult
    func delete(id: Reminder.ID, at deletedAt: Date) async throws(RepositoryError) -> Int
    /// Moves reminder `id` within its list's manual order: `up`/`down` change places with the
    /// nearest reminder above or below it in the same state (open or completed), and nothing
    /// changes when there is none; `before`/`after` put it next to that reminder, the ones between
    /// moving up or down one place. `notFound` if either reminder does not exist, or they are not
    /// in the same list.
    func reposition(id: Reminder.ID, to placement: ReminderPlacement) async throws(RepositoryError) -> Reminder
    /// Brings back reminder `id`, deleted at or after `deletedSince`, exactly as it was before its
    /// deletion, with the subtasks deleted with it; `notFound` if there is no such reminder deleted
    /// (never deleted, deleted before `deletedSince`, purged, gone with its list, or a subtask
    /// whose parent is deleted).
    func restore(id: Reminder.ID, deletedSince: Date) async throws(RepositoryError) -> Reminder
}

/// The repositories the use cases get injected.
public protocol HasReminderListRepository {
    var reminderListRepository: any ReminderListRepository { get }
}

/// The repositories the use cases get injected.
public protocol HasReminderRepository {
    var reminderRepository: any ReminderRepository { get }
}
