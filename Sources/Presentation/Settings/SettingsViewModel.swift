import Domain
import Entities

/// The settings of the person signed in — their language, time zone, first day of the week and
/// default list; how they are reminded (email alerts, the daily summary, the time of date-only
/// alerts) — and the form that sends the operator feedback.
public final class SettingsViewModel {
    /// The use cases the screen needs.
    public typealias UseCases = HasCalendarClock & HasUpdateSettingsUseCase & HasFetchListSummariesUseCase & HasSendFeedbackUseCase

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Opened the page.
        case onAppear
        /// Submitted the settings form; `defaultListID` nil for "the first list".
        case saveSettingsTapped(language: String, timeZone: String, weekStart: WeekStart, defaultListID: ReminderList.ID?)
        /// Submitted the Notifications form (a time left empty is nil).
        case saveNotificationsTapped(NotificationSettingsDraft)
        /// Submitted the Send feedback form.
        case sendFeedbackTapped(kind: FeedbackKind, message: String, mayReply: Bool)
    }

    /// What the page shows.
    public struct State: Sendable, Equatable {
        /// The page title: "Settings".
        public var title: String
        /// Every language the app speaks, each named in itself ("Deutsch").
        public var languages: [Choice] = []
        /// The time zones by region.
        public var timeZones: [ChoiceGroup] = []
        /// Monday and Sunday.
        public var weekStarts: [Choice] = []
        /// "The first list", then each list by name.
        public var defaultLists: [Choice] = []
        /// How the person is reminded: as stored, or as sent back with a message.
        public var notifications = NotificationSettingsDraft(NotificationSettings())
        /// Whether their address is confirmed: until it is, no email is sent (the page says so).
        public var isEmailConfirmed = false
        /// The kinds of feedback: a problem, an idea, something else.
        public var feedbackKinds: [Choice] = []
        /// The feedback's message as typed, when it broke a rule.
        public var feedbackMessage = ""
        /// Whether the operator may reply, as ticked.
        public var feedbackMayReply = false
        /// "The operator may reply to ada@example.com".
        public var feedbackReplyLabel = ""
        /// The message beside each field that broke a rule.
        public var errors = FieldErrors.none
        /// What the web layer answers: the page, a redirect, or an error.
        public var outcome: Outcome = .none
    }

    /// The page's current state.
    public private(set) var state: State
    private let session: AuthenticatedSession
    private let useCases: any UseCases
    private let strings: StringCatalog
    private let catalogs: [StringCatalog]

    /// A ViewModel for one request of the signed-in `session`.
    /// - Parameters:
    ///   - strings: the catalog of the page's language.
    ///   - catalogs: the catalog of every language the app speaks: each names its language, and
    ///     says "Settings saved" in it once chosen.
    public init(session: AuthenticatedSession, useCases: any UseCases, strings: StringCatalog, catalogs: [StringCatalog]) {
        self.session = session
        self.useCases = useCases
        self.strings = strings
        self.catalogs = catalogs
        state = State(title: strings[.settingsTitle])
        state.feedbackReplyLabel = strings.string(.feedbackReplyLabel, session.user.email)
        state.notifications = NotificationSettingsDraft(session.user.settings.notifications)
        state.isEmailConfirmed = session.user.isEmailConfirmed
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        switch action {
        case .onAppear:
            await showStoredChoices()
            showFeedback()
        case let .sendFeedbackTapped(kind, message, mayReply):
            do {
                _ = try await useCases.sendFeedbackUseCase.execute(userID: session.user.id, draft: FeedbackDraft(kind: kind, message: message, mayReply: mayReply))
                state.outcome = .redirect(.settings, flash: strings[.feedbackSent])
            } catch .invalid(let errors) {
                await showStoredChoices()
                showFeedback(kind: kind, message: message, mayReply: mayReply)
                showRefused(errors)
            } catch {
                state.outcome = Outcome(error, strings: strings)
            }
        case let .saveSettingsTapped(language, timeZone, weekStart, defaultListID):
            // The notifications are the other form's: kept as stored.
            var settings = session.user.settings
            settings.language = language
            settings.timeZone = timeZone
            settings.weekStart = weekStart
            settings.defaultListID = defaultListID
            do {
                let user = try await useCases.updateSettingsUseCase.execute(userID: session.user.id, settings: settings)
                // Said in the language just chosen: the next page is in it.
                let saidIn = catalogs.first { $0.language == user.settings.language } ?? strings
                state.outcome = .redirect(.settings, flash: saidIn[.settingsSaved])
            } catch .invalid(let errors) {
                await showChoices(language, timeZone, weekStart, defaultListID)
                showFeedback()
                showRefused(errors)
            } catch {
                state.outcome = Outcome(error, strings: strings)
            }
        case .saveNotificationsTapped(let draft):
            var settings = session.user.settings
            switch draft.validated() {
            case .success(let notifications): settings.notifications = notifications
            case .failure(let errors): return await showRefused(draft, errors)
            }
            do {
                _ = try await useCases.updateSettingsUseCase.execute(userID: session.user.id, settings: settings)
                state.outcome = .redirect(.settings, flash: strings[.notificationsSaved])
            } catch .invalid(let errors) {
                await showRefused(draft, errors)
            } catch {
                state.outcome = Outcome(error, strings: strings)
            }
        }
    }

    /// The settings form as stored (a person who chose no zone sees the server's, their clock's, chosen).
    private func showStoredChoices() async {
        let stored = session.user.settings
        await showChoices(stored.language, stored.timeZone ?? useCases.calendarClock.timeZone.identifier, stored.weekStart, stored.defaultListID)
    }

    /// The messages of a refused form beside its fields, answered 422 (unless the lists failed
    /// to load meanwhile: then that error's page).
    private func showRefused(_ errors: ValidationErrors) {
        state.errors = FieldErrors(errors, strings: strings)
        if state.outcome == .none { state.outcome = .invalid }
    }

    /// The Notifications form as sent, with its messages (or a stored choice's), the other
    /// forms as stored.
    private func showRefused(_ notifications: NotificationSettingsDraft, _ errors: ValidationErrors) async {
        await showStoredChoices()
        showFeedback()
        state.notifications = notifications
        showRefused(errors)
    }

    /// The feedback form with these values (empty, a problem, no reply, as it opens).
    private func showFeedback(kind: FeedbackKind = .problem, message: String = "", mayReply: Bool = false) {
        state.feedbackKinds = [(FeedbackKind.problem, StringKey.feedbackKindProblem), (.idea, .feedbackKindIdea), (.other, .feedbackKindOther)]
            .map { value, key in Choice(value: value.rawValue, label: strings[key], isSelected: value == kind) }
        state.feedbackMessage = message
        state.feedbackMayReply = mayReply
    }

    /// The form's options with these values chosen (as stored, or as sent back with a message).
    private func showChoices(_ language: String, _ timeZone: String, _ weekStart: WeekStart, _ defaultListID: ReminderList.ID?) async {
        state.languages = catalogs.map { Choice(value: $0.language, label: $0[.languageName], isSelected: $0.language == language) }
        state.timeZones = TimeZoneChoices.groups(selected: timeZone, now: useCases.calendarClock.now(), strings: strings)
        state.weekStarts = [(WeekStart.monday, StringKey.weekStartMonday), (.sunday, .weekStartSunday)].map { start, key in
            Choice(value: start.rawValue, label: strings[key], isSelected: start == weekStart)
        }
        do {
            let lists = try await useCases.fetchListSummariesUseCase.execute()
            state.defaultLists = [Choice(value: "", label: strings[.defaultListFirst], isSelected: defaultListID == nil)]
                + lists.map { Choice(value: String($0.id), label: $0.list.name, isSelected: $0.id == defaultListID) }
        } catch {
            state.outcome = Outcome(error, strings: strings)
        }
    }
}
