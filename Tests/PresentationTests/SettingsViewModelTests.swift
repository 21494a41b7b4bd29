import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

extension SettingsViewModel.State {
    /// The page with the sample lists, `chosen` as its values, in English.
    static func fixture(
        language: String = "en", timeZone: String = "UTC", weekStart: WeekStart = .monday, defaultListID: ReminderList.ID? = nil,
        feedbackKind: FeedbackKind = .problem, feedbackMessage: String = "", feedbackMayReply: Bool = false,
        pushDevices: [PushDeviceRow] = [], errors: FieldErrors = .none, outcome: Outcome = .none
    ) -> Self {
        Self(
            title: "Settings",
            languages: [Choice(value: "en", label: "English", isSelected: language == "en")],
            timeZones: TimeZoneChoices.groups(selected: timeZone, now: fixtureDate, strings: strings),
            weekStarts: [
                Choice(value: "monday", label: "Monday", isSelected: weekStart == .monday),
                Choice(value: "sunday", label: "Sunday", isSelected: weekStart == .sunday),
            ],
            defaultLists: [
                Choice(value: "", label: "The first list", isSelected: defaultListID == nil),
                Choice(value: "1", label: "Groceries", isSelected: defaultListID == 1),
                Choice(value: "2", label: "Work", isSelected: defaultListID == 2),
            ],
            feedbackKinds: [
                Choice(value: "problem", label: "A problem", isSelected: feedbackKind == .problem),
                Choice(value: "idea", label: "An idea", isSelected: feedbackKind == .idea),
                Choice(value: "other", label: "Something else", isSelected: feedbackKind == .other),
            ],
            feedbackMessage: feedbackMessage, feedbackMayReply: feedbackMayReply, feedbackReplyLabel: "The operator may reply to ada@example.com",
            pushDevices: pushDevices, pushApplicationServerKey: PushPolicy.fixture.applicationServerKey, errors: errors, outcome: outcome
        )
    }

    /// The page before anything was loaded: what a redirect or an error page keeps.
    static func bare(_ outcome: Outcome) -> Self {
        Self(title: "Settings", feedbackReplyLabel: "The operator may reply to ada@example.com", outcome: outcome)
    }
}

struct SettingsViewModelTests {
    private let summaries = [ReminderListSummary.fixture(list: .fixture(id: 1, name: "Groceries")), .fixture(list: .fixture(id: 2, name: "Work"))]

    private func viewModel(
        settings: UserSettings = UserSettings(), update: MockUpdateSettingsUseCase = MockUpdateSettingsUseCase(),
        send: MockSendFeedbackUseCase = MockSendFeedbackUseCase(), devices: MockFetchPushDevicesUseCase = MockFetchPushDevicesUseCase(returning: []),
        subscribe: MockSubscribePushUseCase = MockSubscribePushUseCase(), remove: MockRemovePushDeviceUseCase = MockRemovePushDeviceUseCase(),
        userAgent: String = "", origin: String = ""
    ) -> SettingsViewModel {
        let session = AuthenticatedSession.fixture(user: .fixture(id: 7, settings: settings))
        let container = DIContainer.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: summaries), updateSettings: update, sendFeedback: send,
            subscribePush: subscribe, fetchPushDevices: devices, removePushDevice: remove
        )
        return SettingsViewModel(session: session, useCases: container, strings: strings, catalogs: [strings], userAgent: userAgent, origin: origin)
    }

    @Test func onAppear_showsTheStoredSettingsChosen() async {
        let viewModel = viewModel(settings: UserSettings(timeZone: "Asia/Tokyo", weekStart: .sunday, defaultListID: 2))
        await viewModel.send(.onAppear)
        #expect(viewModel.state == .fixture(timeZone: "Asia/Tokyo", weekStart: .sunday, defaultListID: 2))
    }

    @Test func onAppear_withoutAZone_choosesTheServersZone() async {
        let viewModel = viewModel()
        await viewModel.send(.onAppear)
        // The mock container's clock is in UTC, as the server's would be (Foundation names it GMT).
        #expect(viewModel.state == .fixture(timeZone: "GMT"))
    }

    @Test func saving_storesTheSettings_andGoesBackSayingSo() async {
        let saved = UserSettings(language: "en", timeZone: "Europe/Lisbon", weekStart: .sunday, defaultListID: 1)
        let update = MockUpdateSettingsUseCase(returning: .fixture(id: 7, settings: saved))
        let viewModel = viewModel(update: update)

        await viewModel.send(.saveSettingsTapped(language: "en", timeZone: "Europe/Lisbon", weekStart: .sunday, defaultListID: 1))

        #expect(viewModel.state == .bare(.redirect(.settings, flash: FlashText(.settingsSaved))))
        #expect(update.stub.calls == [.init(userID: 7, settings: saved)])
    }

    @Test func brokenRules_showTheMessagesBesideTheFields_withTheValuesSent() async {
        let update = MockUpdateSettingsUseCase(failing: .invalid(ValidationErrors([.language: .malformed, .timeZone: .malformed, .list: .malformed])))
        let viewModel = viewModel(update: update)

        await viewModel.send(.saveSettingsTapped(language: "tlh", timeZone: "Mars/Olympus_Mons", weekStart: .sunday, defaultListID: 99))

        var errors = FieldErrors.none
        errors[.language] = "Choose one of the languages in the list."
        errors[.timeZone] = "Choose one of the time zones in the list."
        errors[.list] = "Choose one of your lists."
        #expect(viewModel.state == .fixture(language: "tlh", timeZone: "Mars/Olympus_Mons", weekStart: .sunday, defaultListID: 99, errors: errors, outcome: .invalid))
    }

    @Test func storageFailing_isTheErrorPage() async {
        let update = MockUpdateSettingsUseCase(failing: .unavailable("disk I/O error"))
        let viewModel = viewModel(update: update)
        await viewModel.send(.saveSettingsTapped(language: "en", timeZone: "UTC", weekStart: .monday, defaultListID: nil))
        #expect(viewModel.state == .bare(.failed(strings[.unavailable], cause: "disk I/O error")))
    }

    @Test func sendingFeedback_storesIt_andThanksOnlyThen() async {
        let send = MockSendFeedbackUseCase(returning: .fixture())
        let viewModel = viewModel(send: send)

        await viewModel.send(.sendFeedbackTapped(kind: .idea, message: "A dark mode, please", mayReply: true))

        #expect(viewModel.state == .bare(.redirect(.settings, flash: FlashText(.feedbackSent))))
        #expect(send.stub.calls == [.init(userID: 7, draft: FeedbackDraft(kind: .idea, message: "A dark mode, please", mayReply: true))])
    }

    @Test func aFeedbackMessageTooShort_showsItsMessage_withWhatWasTyped_andTheSettingsAsStored() async {
        let send = MockSendFeedbackUseCase(failing: .invalid(ValidationErrors([.message: .tooShort(minimum: 10)])))
        let viewModel = viewModel(settings: UserSettings(timeZone: "Asia/Tokyo"), send: send)

        await viewModel.send(.sendFeedbackTapped(kind: .other, message: "hi", mayReply: true))

        var errors = FieldErrors.none
        errors[.message] = "Write at least 10 characters."
        #expect(viewModel.state == .fixture(
            timeZone: "Asia/Tokyo", feedbackKind: .other, feedbackMessage: "hi", feedbackMayReply: true, errors: errors, outcome: .invalid
        ))
    }

    @Test func feedbackMessages_sayWhatIsWrong() {
        #expect(strings.message(for: .empty, of: .message) == "Write a message.")
        #expect(strings.message(for: .tooLong(maximum: 2000), of: .message) == "Keep it to 2000 characters.")
    }

    @Test func feedback_isSentFromTheClientsAddress() async {
        let send = MockSendFeedbackUseCase(returning: .fixture(id: 9, userID: 7))
        let viewModel = viewModel(send: send, origin: "203.0.113.9")

        await viewModel.send(.sendFeedbackTapped(kind: .idea, message: "A dark mode, please", mayReply: true))

        #expect(send.stub.calls.map(\.origin) == ["203.0.113.9"])
    }

    /// Issue 26 item 11: feedback is limited per account and address; the 429 says so.
    @Test func tooMuchFeedback_isThe429_sayingHowLongToWait() async {
        let viewModel = viewModel(send: MockSendFeedbackUseCase(failing: .tooManyAttempts(retryAfter: 3000)))

        await viewModel.send(.sendFeedbackTapped(kind: .idea, message: "A dark mode, please", mayReply: true))

        #expect(viewModel.state == .bare(.tooManyAttempts("You sent a lot of feedback in a short time. Wait 50 minutes, then send more.", retryAfter: 3000)))
    }

    @Test func feedbackFailingToBeStored_isTheErrorPage_andSaysNoThanks() async {
        let viewModel = viewModel(send: MockSendFeedbackUseCase(failing: .unavailable("disk I/O error")))
        await viewModel.send(.sendFeedbackTapped(kind: .problem, message: "The page is slow", mayReply: false))
        #expect(viewModel.state == .bare(.failed(strings[.unavailable], cause: "disk I/O error")))
    }

    @Test func listsFailingToLoad_isTheErrorPage() async {
        let session = AuthenticatedSession.fixture(user: .fixture(id: 7))
        let container = DIContainer.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(failing: .unavailable("disk I/O error")), fetchPushDevices: MockFetchPushDevicesUseCase(returning: [])
        )
        let viewModel = SettingsViewModel(session: session, useCases: container, strings: strings, catalogs: [strings])
        await viewModel.send(.onAppear)
        #expect(viewModel.state.outcome == .failed(strings[.unavailable], cause: "disk I/O error"))
    }
}

struct TimeZoneChoicesTests {
    @Test func zones_areGroupedByRegion_labelledByPlaceAndOffset() throws {
        let groups = TimeZoneChoices.groups(selected: "America/Argentina/Buenos_Aires", now: fixtureDate, strings: strings)
        #expect(groups.map(\.label) == ["Africa", "Americas", "Antarctica", "Arctic", "Asia", "Atlantic", "Australia", "Europe", "Indian Ocean", "Pacific", "Other"])
        let americas = try #require(groups.first { $0.label == "Americas" })
        #expect(americas.choices.contains(Choice(value: "America/Argentina/Buenos_Aires", label: "Argentina – Buenos Aires (UTC−03:00)", isSelected: true)))
        let asia = try #require(groups.first { $0.label == "Asia" })
        #expect(asia.choices.first { $0.value == "Asia/Tokyo" } == Choice(value: "Asia/Tokyo", label: "Tokyo (UTC+09:00)", isSelected: false))
        let other = try #require(groups.last)
        #expect(other.choices.contains(Choice(value: "UTC", label: "UTC (UTC+00:00)", isSelected: false)))
        #expect(groups.flatMap(\.choices).filter(\.isSelected).count == 1)
        #expect(groups.flatMap(\.choices).count == SettingsPolicy.timeZones.count)
    }

    @Test func aKnownZoneTheListLacks_isAddedInItsPlace_chosen() throws {
        let groups = TimeZoneChoices.groups(selected: "Asia/Kolkata", now: fixtureDate, strings: strings)
        let asia = try #require(groups.first { $0.label == "Asia" })
        let index = try #require(asia.choices.firstIndex { $0.value == "Asia/Kolkata" })
        #expect(asia.choices[index] == Choice(value: "Asia/Kolkata", label: "Kolkata (UTC+05:30)", isSelected: true))
        #expect(asia.choices[index - 1].value < "Asia/Kolkata" && asia.choices[index + 1].value > "Asia/Kolkata")
        #expect(groups.flatMap(\.choices).count == SettingsPolicy.timeZones.count + 1)
    }

    @Test func anUnknownZone_isNotAdded_andNothingIsChosen() {
        let groups = TimeZoneChoices.groups(selected: "Mars/Olympus_Mons", now: fixtureDate, strings: strings)
        #expect(groups.flatMap(\.choices).count == SettingsPolicy.timeZones.count)
        #expect(!groups.flatMap(\.choices).contains { $0.isSelected })
    }

    @Test func offsets_followDaylightSavingTime() {
        // 2026-11-21 is winter in Lisbon and summer in Sydney.
        #expect(TimeZoneChoices.offset(of: "Europe/Lisbon", at: fixtureDate) == "UTC+00:00")
        #expect(TimeZoneChoices.offset(of: "Australia/Sydney", at: fixtureDate) == "UTC+11:00")
        #expect(TimeZoneChoices.offset(of: "Europe/Lisbon", at: fixtureDate.addingTimeInterval(180 * 86_400)) == "UTC+01:00")
    }
}
