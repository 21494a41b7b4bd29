import Domain
import Entities

/// The page an alert's "Mark done" link opens, signed in or not (an email read on a phone): it
/// asks before anything changes, then completes the reminder as its row would — a repeat moves
/// on, subtasks follow — for the person the link's sealed token names.
public final class MarkDoneViewModel {
    /// The use case that finds the link's person (the accounts' container).
    public typealias UseCases = HasResolveAlertLinkUseCase
    /// The use cases of the person the link acts for, scoped to their reminders, on their clock.
    public typealias PersonUseCases = HasCalendarClock & HasFetchReminderUseCase & HasFetchListUseCase & HasSetReminderCompletedUseCase

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Opened the link (`done`: came back after completing it).
        case onAppear(token: String, done: Bool)
        /// Pressed "Mark done".
        case confirmTapped(token: String)
    }

    /// Where the page is.
    public enum Step: String, Sendable, Equatable {
        /// Asking whether to complete the reminder.
        case asking
        /// Completed from this link.
        case done
        /// It was completed before the link was opened: nothing to do.
        case alreadyDone
    }

    /// What the page shows.
    public struct State: Sendable, Equatable {
        /// The page title: "Mark done".
        public var title: String
        /// The link's token, which the form posts back.
        public var token: String
        /// Asking, done, or done already.
        public var step: Step = .asking
        /// "Mark “Buy milk” done?", "“Buy milk” is done.", "“Buy milk” was already done."
        public var message = ""
        /// The reminder's list, linked from the page; nil until read.
        public var listID: ReminderList.ID?
        /// The list's name.
        public var listName = ""
        /// "Today, 14:30"; nil without a due date.
        public var dueText: String?
        /// What the page answers: itself, a redirect after completing, or not found.
        public var outcome: Outcome = .none
    }

    /// The page's current state.
    public private(set) var state: State
    private let useCases: any UseCases
    private let person: @Sendable (User) -> any PersonUseCases
    private let strings: StringCatalog

    /// A ViewModel for one request.
    /// - Parameters:
    ///   - person: the use cases of the person a link names (`AccountsContainer.container(for:)`).
    public init(useCases: any UseCases, person: @escaping @Sendable (User) -> any PersonUseCases, strings: StringCatalog) {
        self.useCases = useCases
        self.person = person
        self.strings = strings
        state = State(title: strings[.markDoneTitle], token: "")
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        switch action {
        case .onAppear(let token, _), .confirmTapped(let token): state.token = token
        }
        switch action {
        case let .onAppear(token, done):
            guard let loaded = await load(token) else { return }
            await show(loaded.reminder, loaded.useCases, step: done ? .done : loaded.reminder.isCompleted ? .alreadyDone : .asking)
        case .confirmTapped(let token):
            guard let loaded = await load(token) else { return }
            guard !loaded.reminder.isCompleted else { return await show(loaded.reminder, loaded.useCases, step: .alreadyDone) }
            do {
                _ = try await loaded.useCases.setReminderCompletedUseCase.execute(id: loaded.reminder.id, isCompleted: true)
                state.outcome = .redirect(.markDone(token: token, done: true), flash: "")
            } catch {
                state.outcome = Outcome(error, strings: strings)
            }
        }
    }

    /// The reminder the token names, with its person's use cases; nil (the outcome set) when the
    /// token is no link of this server's, or the person or reminder is gone.
    private func load(_ token: String) async -> (reminder: Reminder, useCases: any PersonUseCases)? {
        do {
            guard let target = try await useCases.resolveAlertLinkUseCase.markDone(token: token) else {
                state.outcome = .notFound
                return nil
            }
            let useCases = person(target.user)
            return (try await useCases.fetchReminderUseCase.execute(id: target.reminderID), useCases)
        } catch {
            state.outcome = Outcome(error, strings: strings)
            return nil
        }
    }

    /// The page about `reminder` at `step`.
    private func show(_ reminder: Reminder, _ useCases: any PersonUseCases, step: Step) async {
        state.step = step
        state.message = switch step {
        case .asking: strings.string(.markDoneQuestion, reminder.title)
        case .done: strings.string(.markDoneDone, reminder.title)
        case .alreadyDone: strings.string(.markDoneAlready, reminder.title)
        }
        state.listID = reminder.listID
        if let due = reminder.due, step == .asking { state.dueText = DateTexts(strings: strings, clock: useCases.calendarClock).due(due) }
        do {
            state.listName = try await useCases.fetchListUseCase.execute(id: reminder.listID).name
        } catch {
            state.outcome = Outcome(error, strings: strings)
        }
    }
}
