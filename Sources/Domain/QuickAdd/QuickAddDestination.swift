import Entities

/// Where a reminder added by quick add goes when its text names no list: a list, or a smart
/// list (Today, Scheduled, Flagged), which adds to the person's default list as
/// `AddReminderFromSmartListUseCase` does.
public enum QuickAddDestination: Sendable, Hashable {
    case list(ReminderList.ID)
    case smartList(SmartList)
}

/// Adds a draft to a destination, or to a list a text named, with the rules of adding.
struct QuickAddAdder: Sendable {
    let add: any AddReminderUseCase
    let addFromSmartList: any AddReminderFromSmartListUseCase

    /// Adds `draft` to `listID` when a text named that list, else to `destination`.
    func add(_ draft: ReminderDraft, to destination: QuickAddDestination, namedList listID: ReminderList.ID?) async throws(DomainError)
        -> Reminder
    {
        if let listID { return try await add.execute(draft, listID: listID) }
        switch destination {
        case .list(let listID): return try await add.execute(draft, listID: listID)
        case .smartList(let smartList): return try await addFromSmartList.execute(draft, from: smartList)
        }
    }
}
