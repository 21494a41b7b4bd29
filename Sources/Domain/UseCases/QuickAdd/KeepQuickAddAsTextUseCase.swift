import Entities

/// Takes back quick add's reading of a reminder just added ("Keep as text"): the text as typed
/// is added to the destination as its title alone (with the destination's own rules: due today
/// on Today, flagged on Flagged), then the read reminder is deleted (restorable as any deleted
/// one). Adding comes first, so a text that breaks a rule leaves the read reminder as it was.
public protocol KeepQuickAddAsTextUseCase: Sendable {
    func execute(id: Reminder.ID, text: String, destination: QuickAddDestination) async throws(DomainError) -> Reminder
}

public protocol HasKeepQuickAddAsTextUseCase {
    var keepQuickAddAsTextUseCase: any KeepQuickAddAsTextUseCase { get }
}

/// Asks whether the person may change the read reminder, adds the text as typed, then deletes
/// the read reminder.
public struct KeepQuickAddAsTextInteractor: KeepQuickAddAsTextUseCase {
    private let adder: QuickAddAdder
    private let delete: any DeleteReminderUseCase
    private let access: ListAccessPolicy

    public init(
        add: any AddReminderUseCase, addFromSmartList: any AddReminderFromSmartListUseCase, delete: any DeleteReminderUseCase,
        access: ListAccessPolicy
    ) {
        adder = QuickAddAdder(add: add, addFromSmartList: addFromSmartList)
        self.delete = delete
        self.access = access
    }

    public func execute(id: Reminder.ID, text: String, destination: QuickAddDestination) async throws(DomainError) -> Reminder {
        // Before adding anything: a stranger's id is not found, and nothing is added.
        try await access.require(.change, on: .reminder(id))
        let kept = try await adder.add(QuickAddReading(title: text).draft, to: destination, namedList: nil)
        try await delete.execute(id: id)
        return kept
    }
}
