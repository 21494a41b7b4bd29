import Domain
import Entities
import Foundation

/// The settings of the person signed in — their language, time zone, first day of the week and
/// default list; how they are reminded (email alerts, the daily summary, the time of date-only
/// alerts); the devices that get notifications; and the form that sends the operator feedback.
public final class SettingsViewModel {
    /// The use cases the screen needs.
    public typealias UseCases = HasCalendarClock & HasUpdateSettingsUseCase & HasFetchListSummariesUseCase & HasSendFeedbackUseCase
        & HasPushPolicy & HasSubscribePushUseCase & HasFetchPushDevicesUseCase & HasRemovePushDeviceUseCase

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
        /// The page's script subscribed this browser to push and posted its subscription.
        case pushSubscriptionPosted(endpoint: String, p256dh: Data, auth: Data)
        /// Pressed Remove beside a device that gets notifications.
        case removePushDeviceTapped(id: PushSubscription.ID)
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
        /// Whether the server sends mail at all (without, the page says so).
        public var sendsMail = true
        /// The kinds of feedback: a problem, an idea, something else.
        public var feedbackKinds: [Choice] = []
        /// The feedback's message as typed, when it broke a rule.
        public var feedbackMessage = ""
        /// Whether the operator may reply, as ticked.
        public var feedbackMayReply = false
        /// "The operator may reply to ada@example.com".
        public var feedbackReplyLabel = ""
        /// The devices that get notifications, oldest first.
        public var pushDevices: [PushDeviceRow] = []
        /// The server's key the page's script subscribes this browser with.
        public var pushApplicationServerKey = ""
        /// The message beside each field that broke a rule (a refused push subscription's on
        /// `.pushSubscription`, beside the devices).
        public var errors = FieldErrors.none
        /// What the web layer answers: the page, a redirect, or an error.
        public var outcome: Outcome = .none
    }

    /// The page's current state.
    public internal(set) var state: State
    let session: AuthenticatedSession
    let useCases: any UseCases
    let strings: StringCatalog
    private let catalogs: [StringCatalog]
    /// The client address, which feedback's throttle counts.
    private let origin: String
    /// The browser's `User-Agent`, which names the device a subscription is posted from.
    let userAgent: String

    /// A ViewModel for one request of the signed-in `session`.
    /// - Parameters:
    ///   - strings: the catalog of the page's language.
    ///   - catalogs: the catalog of every language the app speaks: each names its language.
    ///   - userAgent: the request's `User-Agent`, naming the device a push subscription comes from.
    /// - Parameter sendsMail: whether the server sends mail.
    /// - Parameter origin: the client address, which feedback's throttle counts.
    public init(
        session: AuthenticatedSession, useCases: any UseCases, strings: StringCatalog, catalogs: [StringCatalog], userAgent: String = "",
        sendsMail: Bool = true, origin: String = ""
    ) {
        self.origin = origin
        self.userAgent = userAgent
        self.session = session
        self.useCases = useCases
        self.strings = strings
        self.catalogs = catalogs
        state = State(title: strings[.settingsTitle])
        state.feedbackReplyLabel = strings.string(.feedbackReplyLabel, session.user.email)
        state.notifications = NotificationSettingsDraft(session.user.settings.notifications)
        state.isEmailConfirmed = session.user.isEmailConfirmed
        state.sendsMail = sendsMail
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        switch action {
        case .onAppear:
            await showPage()
        case let .sendFeedbackTapped(kind, message, mayReply):
            do {
                _ = try await useCases.sendFeedbackUseCase.execute(
                    userID: session.user.id, draft: FeedbackDraft(kind: kind, message: message, mayReply: mayReply), origin: origin
                )
                state.outcome = .redirect(.settings, flash: FlashText(.feedbackSent))
            } catch .invalid(let errors) {
                await showStoredChoices()
                showFeedback(kind: kind, message: message, mayReply: mayReply)
                await showPushDevices()
                showRefused(errors)
            } catch .tooManyAttempts(let wait) {
                state.outcome = .tooManyAttempts(saying: .feedbackTooManyMessages, retryAfter: wait, strings: strings)
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
                _ = try await useCases.updateSettingsUseCase.execute(userID: session.user.id, settings: settings)
                // Written by the next page, which speaks the language just chosen.
                state.outcome = .redirect(.settings, flash: FlashText(.settingsSaved))
            } catch .invalid(let errors) {
                await showChoices(language, timeZone, weekStart, defaultListID)
                showFeedback()
                await showPushDevices()
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
                state.outcome = .redirect(.settings, flash: FlashText(.notificationsSaved))
            } catch .invalid(let errors) {
                await showRefused(draft, errors)
            } catch {
                state.outcome = Outcome(error, strings: strings)
            }
        case let .pushSubscriptionPosted(endpoint, p256dh, auth):
            await subscribe(endpoint: endpoint, p256dh: p256dh, auth: auth)
        case .removePushDeviceTapped(let id):
            await removeDevice(id: id)
        }
    }

    /// The page as stored: the settings, an empty feedback form, the devices.
    func showPage() async {
        await showStoredChoices()
        showFeedback()
        await showPushDevices()
    }

    /// The settings form as stored (a person who chose no zone sees the server's, their clock's, chosen).
    private func showStoredChoices() async {
        let stored = session.user.settings
        await showChoices(stored.language, stored.timeZone ?? useCases.calendarClock.timeZone.identifier, stored.weekStart, stored.defaultListID)
    }

    /// The messages of a refused form beside its fields, answered 422 (unless the lists failed
    /// to load meanwhile: then that error's page).
    func showRefused(_ errors: ValidationErrors) {
        state.errors = FieldErrors(errors, strings: strings)
        if state.outcome == .none { state.outcome = .invalid }
    }

    /// The Notifications form as sent, with its messages (or a stored choice's), the other
    /// forms as stored.
    private func showRefused(_ notifications: NotificationSettingsDraft, _ errors: ValidationErrors) async {
        await showPage()
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
                + lists.filter { !$0.isReadOnly || $0.id == defaultListID }.map { Choice(value: String($0.id), label: $0.list.name, isSelected: $0.id == defaultListID) }
        } catch {
            state.outcome = Outcome(error, strings: strings)
        }
    }
}
