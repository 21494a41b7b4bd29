import Domain
import Entities

/// The page an alert's "Mark done" link opens, signed in or not (an email read on a phone): it
/// asks before anything changes, then completes the reminder as its row would — a repeat moves
/// on, subtasks follow — for the person the link's sealed token names. A link is for the one
/// occurrence its alert was for (`AlertLinkOccurrence`): once that is done or the reminder has
/// moved on, or a week after the alert, the page says so and nothing changes, however often the
/// form is posted; and `done` in the address only says "done" when it is.
public final class MarkDoneViewModel {
    /// The use case that finds the link's person (the accounts' container).
    public typealias UseCases = HasResolveAlertLinkUseCase
    /// The use cases of the person the link acts for, scoped to their reminders, on their clock.
    public typealias PersonUseCases = HasCalendarClock & HasFetchReminderUseCase & HasFetchListUseCase & HasSetReminderCompletedUseCase

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Opened the link (`done`: came back after completing it; believed only when the
        /// occurrence is no longer open).
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
        /// The reminder has moved on from the occurrence the link was for (a repeat completed,
        /// a due date changed): nothing to do.
        case movedOn
        /// The link is older than a week after its alert: nothing to do.
        case expired
    }

    /// What the page shows.
    public struct State: Sendable, Equatable, LinkPageState {
        /// The page title: "Mark done".
        public var title: String
        /// The link's token, which the form posts back.
        public var token: String
        /// Asking, done, or done already.
        public var step: Step = .asking
        /// "Mark “Buy milk” done?", "“Buy milk” is done.", "“Buy milk” was already done.", or why
        /// the link changes nothing.
        public var message = ""
        /// The reminder's list, linked from the page; nil until read.
        public var listID: ReminderList.ID?
        /// The list's name.
        public var listName = ""
        /// "Today, 14:30"; nil without a due date.
        public var dueText: String?
        /// What the page answers: itself, a redirect after completing, or not found.
        public var outcome: Outcome = .none
        /// The language of the person the link is for, which the page speaks once it knows
        /// whose the link is, whoever opens it (`StringCatalogs`, rule 1); nil: the request's.
        public var language: String?
    }

    /// The page's current state.
    public internal(set) var state: State
    private let useCases: any UseCases
    private let person: @Sendable (User) -> any PersonUseCases
    var strings: StringCatalog
    /// Every language's catalog; nil: the page speaks `strings` throughout.
    let catalogs: StringCatalogs?

    /// A ViewModel for one request.
    /// - Parameters:
    ///   - person: the use cases of the person a link names (`AccountsContainer.container(for:)`).
    ///   - strings: the request's language, spoken until the page knows whose the link is;
    ///     then that person's, among `catalogs`.
    public init(
        useCases: any UseCases, person: @escaping @Sendable (User) -> any PersonUseCases, strings: StringCatalog,
        catalogs: StringCatalogs? = nil
    ) {
        self.useCases = useCases
        self.person = person
        self.strings = strings
        self.catalogs = catalogs
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
            let step: Step = switch loaded.standing {
            case .open: .asking
            case .done: done ? .done : .alreadyDone
            // A repeat completed from this link has moved on to its next date.
            case .movedOn: done ? .done : .movedOn
            case .expired: .expired
            }
            await show(loaded.reminder, loaded.useCases, step: step)
        case .confirmTapped(let token):
            guard let loaded = await load(token) else { return }
            switch loaded.standing {
            case .open: break
            case .done: return await show(loaded.reminder, loaded.useCases, step: .alreadyDone)
            case .movedOn: return await show(loaded.reminder, loaded.useCases, step: .movedOn)
            case .expired: return await show(loaded.reminder, loaded.useCases, step: .expired)
            }
            do {
                _ = try await loaded.useCases.setReminderCompletedUseCase.execute(id: loaded.reminder.id, isCompleted: true)
                state.outcome = .redirect(.markDone(token: token, done: true), flash: nil)
            } catch {
                state.outcome = Outcome(error, strings: strings)
            }
        }
    }

    /// The reminder the token names, with its person's use cases and what the link may do to it
    /// now; nil (the outcome set) when the token is no link of this server's, or the person or
    /// reminder is gone.
    private func load(_ token: String) async -> (reminder: Reminder, useCases: any PersonUseCases, standing: AlertLinkStanding)? {
        do {
            guard let target = try await useCases.resolveAlertLinkUseCase.markDone(token: token) else {
                state.outcome = .notFound
                return nil
            }
            speak(to: target.user)
            let useCases = person(target.user)
            let reminder = try await useCases.fetchReminderUseCase.execute(id: target.reminderID)
            return (reminder, useCases, target.occurrence.standing(of: reminder, at: useCases.calendarClock.now()))
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
        case .movedOn: strings.string(.markDoneMovedOn, reminder.title)
        case .expired: strings.string(.markDoneExpired, reminder.title)
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

extension MarkDoneViewModel: LinkPageViewModel {
    static var titleKey: StringKey { .markDoneTitle }
}
