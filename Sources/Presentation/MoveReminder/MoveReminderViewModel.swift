import Domain
import Entities

/// Where a reminder can move to: the person's other lists, one button each, reached from a row's
/// "Move to…". A move is the row feature's (`ReminderRowsViewModel`), so it says the same flash
/// and offers the same Undo as anywhere, and it goes back to the page the person came from.
public final class MoveReminderViewModel {
    /// The use cases the screen needs.
    public typealias UseCases = HasFetchReminderUseCase & HasFetchListSummariesUseCase & ReminderRowsViewModel.UseCases

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Opened the page of reminder `id`, from the page `back` (nil: none given, or not one of this app's).
        case onAppear(id: Reminder.ID, back: Route?)
        /// Chose list `toListID` for reminder `id`.
        case listChosen(id: Reminder.ID, toListID: ReminderList.ID, back: Route?)
    }

    /// The page's current state.
    public internal(set) var state = State()
    let useCases: any UseCases
    let strings: StringCatalog

    /// A ViewModel for one request.
    public init(useCases: any UseCases, strings: StringCatalog) {
        self.useCases = useCases
        self.strings = strings
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        switch action {
        case let .onAppear(id, back):
            await load(id: id, back: back)
        case let .listChosen(id, toListID, back):
            // The way back is the reminder's list when no page was given: read it first.
            guard let reminder = await load(id: id, back: back) else { return }
            let rows = ReminderRowsViewModel(returningTo: back ?? .list(reminder.listID), useCases: useCases, strings: strings)
            await rows.send(.moved(id: id, toListID: toListID)) {
                await load(id: id, back: back)
                return state.outcome
            }
            state.outcome = rows.state.outcome
        }
    }

    /// Loads the reminder and the lists it can move to; answers the reminder, or nil when it
    /// could not be read (the outcome says why: someone else's is not found).
    @discardableResult
    private func load(id: Reminder.ID, back: Route?) async -> Reminder? {
        do throws(DomainError) {
            let reminder = try await useCases.fetchReminderUseCase.execute(id: id)
            let summaries = try await useCases.fetchListSummariesUseCase.execute()
            state = State(
                reminderID: id, title: strings.string(.moveReminderTitle, reminder.title), returnTo: back ?? .list(reminder.listID),
                targets: summaries.filter { $0.id != reminder.listID && !$0.isReadOnly }.map { MoveTarget(id: $0.id, name: $0.list.name, look: ListLook($0.list)) },
                emptyMessage: strings[.moveReminderEmpty]
            )
            return reminder
        } catch {
            state.outcome = Outcome(error, strings: strings)
            return nil
        }
    }
}
