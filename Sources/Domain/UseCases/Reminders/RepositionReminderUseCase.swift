import Entities

/// Moves a reminder within its list's manual order: up, down, or next to another reminder of
/// the same list.
public protocol RepositionReminderUseCase: Sendable {
    func execute(id: Reminder.ID, to placement: ReminderPlacement) async throws(DomainError) -> Reminder
}

public protocol HasRepositionReminderUseCase {
    var repositionReminderUseCase: any RepositionReminderUseCase { get }
}

/// Moves a reminder only while its list is in manual order: in another order its place follows
/// from its fields, so a move (from a page left open while the order changed, say) is refused
/// as a broken rule of the list's order (`sortOrder`, `needsManualOrder`) and nothing changes,
/// rather than switching the list to manual behind the person's back. A missing reminder, or
/// one of another list to put it next to, is `notFound`.
public struct RepositionReminderInteractor: RepositionReminderUseCase {
    private let lists: any ReminderListRepository
    private let reminders: any ReminderRepository
    private let access: ListAccessPolicy

    public init(lists: any ReminderListRepository, reminders: any ReminderRepository, access: ListAccessPolicy) {
        self.lists = lists
        self.reminders = reminders
        self.access = access
    }

    public func execute(id: Reminder.ID, to placement: ReminderPlacement) async throws(DomainError) -> Reminder {
        try await access.require(.change, on: .reminder(id))
        let list: ReminderList
        do {
            let reminder = try await reminders.reminder(id: id)
            list = try await lists.list(id: reminder.listID)
        } catch { throw DomainError(error) }
        guard list.sortOrder.allowsMoving else { throw .invalid(ValidationErrors([.sortOrder: .needsManualOrder])) }
        do { return try await reminders.reposition(id: id, to: placement) } catch { throw DomainError(error) }
    }
}
