import Entities

/// Adds a reminder from a smart list, as Apple Reminders does: to the person's default list (one
/// they chose and still have, else their first list by name), due today when added on Today or
/// Scheduled without a day of its own, flagged when added on Flagged, as it is on All. The draft's rules are
/// `AddReminderUseCase`'s. A person without lists cannot add one here (`list` is empty), and
/// nothing is added from Completed (`list` is malformed).
public protocol AddReminderFromSmartListUseCase: Sendable {
    func execute(_ draft: ReminderDraft, from smartList: SmartList) async throws(DomainError) -> Reminder
}

public protocol HasAddReminderFromSmartListUseCase {
    var addReminderFromSmartListUseCase: any AddReminderFromSmartListUseCase { get }
}

/// Finds the list, completes the draft for the smart list, then adds it as `AddReminderInteractor` does.
public struct AddReminderFromSmartListInteractor: AddReminderFromSmartListUseCase {
    private let lists: any ReminderListRepository
    private let access: ListAccessPolicy
    private let add: any AddReminderUseCase
    private let defaultListID: ReminderList.ID?
    private let clock: any CalendarClock

    /// - Parameters:
    ///   - lists: the person's lists only.
    ///   - access: whether the person may still add to the default list.
    ///   - defaultListID: the person's setting.
    public init(
        lists: any ReminderListRepository, access: ListAccessPolicy, add: any AddReminderUseCase, defaultListID: ReminderList.ID?,
        clock: any CalendarClock
    ) {
        self.lists = lists
        self.access = access
        self.add = add
        self.defaultListID = defaultListID
        self.clock = clock
    }

    public func execute(_ draft: ReminderDraft, from smartList: SmartList) async throws(DomainError) -> Reminder {
        // Nothing from Completed: what `SmartList.takesNewReminders` says to the pages, which offer no field there.
        guard let draft = smartList.completing(draft, today: clock.localNow().date) else {
            throw .invalid(ValidationErrors([.list: .malformed]))
        }
        return try await add.execute(draft, listID: try await listID())
    }

    /// The default list while the person may add to it, else the first by name they may add to.
    private func listID() async throws(DomainError) -> ReminderList.ID {
        if let defaultListID, try await access.permits(.change, on: .list(defaultListID)) { return defaultListID }
        let summaries: [ReminderListSummary]
        do { summaries = try await lists.summaries() } catch { throw DomainError(error) }
        guard let first = summaries.first(where: { !$0.isReadOnly }) else { throw .invalid(ValidationErrors([.list: .empty])) }
        return first.id
    }
}

extension SmartList {
    /// `draft` as added on this smart list, to whichever list: due `today` on Today and Scheduled
    /// without a day of its own, flagged on Flagged, as typed on All; nil on Completed and Assigned
    /// to Me, which take none.
    func completing(_ draft: ReminderDraft, today: LocalDate) -> ReminderDraft? {
        var draft = draft
        switch self {
        case .today, .scheduled: if draft.dueDate == nil { draft.dueDate = today }
        case .flagged: draft.isFlagged = true
        case .all: break
        case .completed, .assigned: return nil
        }
        return draft
    }
}
