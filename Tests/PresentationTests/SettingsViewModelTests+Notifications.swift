import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

/// The Notifications form of the settings page: its values as stored, saved apart from the other
/// settings (and leaving them as stored), and the note while the address is unconfirmed.
struct SettingsNotificationsTests {
    private let summaries = [ReminderListSummary.fixture(list: .fixture(id: 1, name: "Groceries")), .fixture(list: .fixture(id: 2, name: "Work"))]
    private let chosen = NotificationSettings(emailAlerts: false, dailySummary: true, summaryTime: .fixture("07:15"), dateOnlyAlertTime: .fixture("08:30"))

    private func viewModel(user: User, update: MockUpdateSettingsUseCase = MockUpdateSettingsUseCase()) -> SettingsViewModel {
        let container = DIContainer.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: summaries), updateSettings: update,
            fetchPushDevices: MockFetchPushDevicesUseCase(returning: [])
        )
        return SettingsViewModel(session: .fixture(user: user), useCases: container, strings: strings, catalogs: [strings])
    }

    @Test func onAppear_showsTheStoredNotifications_andWhetherTheAddressIsConfirmed() async {
        var user = User.fixture(id: 7, settings: UserSettings(timeZone: "UTC", notifications: chosen))
        user.emailConfirmedAt = fixtureDate
        let viewModel = viewModel(user: user)

        await viewModel.send(.onAppear)

        var expected = SettingsViewModel.State.fixture()
        expected.notifications = NotificationSettingsDraft(chosen)
        expected.isEmailConfirmed = true
        #expect(viewModel.state == expected)
    }

    @Test func onAppear_withAnUnconfirmedAddress_saysEmailWaits() async {
        let viewModel = viewModel(user: .fixture(id: 7, settings: UserSettings(timeZone: "UTC")))

        await viewModel.send(.onAppear)

        #expect(viewModel.state == .fixture())
        #expect(viewModel.state.isEmailConfirmed == false)
        #expect(viewModel.state.notifications == NotificationSettingsDraft(NotificationSettings()))
    }

    @Test func savingNotifications_keepsTheOtherSettingsAsStored_andGoesBackSayingSo() async {
        let stored = UserSettings(language: "en", timeZone: "Asia/Tokyo", weekStart: .sunday, defaultListID: 2)
        var saved = stored
        saved.notifications = chosen
        let update = MockUpdateSettingsUseCase(returning: .fixture(id: 7, settings: saved))
        let viewModel = viewModel(user: .fixture(id: 7, settings: stored), update: update)

        await viewModel.send(.saveNotificationsTapped(NotificationSettingsDraft(chosen)))

        var expected = SettingsViewModel.State.bare(.redirect(.settings, flash: FlashText(.notificationsSaved)))
        expected.notifications = NotificationSettingsDraft(stored.notifications)
        #expect(viewModel.state == expected)
        #expect(update.stub.calls == [.init(userID: 7, settings: saved)])
    }

    @Test func savingTheOtherSettings_keepsTheNotificationsAsStored() async {
        let stored = UserSettings(timeZone: "UTC", notifications: chosen)
        var saved = UserSettings(language: "en", timeZone: "Europe/Lisbon", weekStart: .monday, defaultListID: nil)
        saved.notifications = chosen
        let update = MockUpdateSettingsUseCase(returning: .fixture(id: 7, settings: saved))
        let viewModel = viewModel(user: .fixture(id: 7, settings: stored), update: update)

        await viewModel.send(.saveSettingsTapped(language: "en", timeZone: "Europe/Lisbon", weekStart: .monday, defaultListID: nil))

        #expect(update.stub.calls == [.init(userID: 7, settings: saved)])
        #expect(viewModel.state.outcome == .redirect(.settings, flash: FlashText(.settingsSaved)))
    }

    @Test func aStoredChoiceBreakingARule_showsItsMessage_withTheNotificationsSent() async {
        let update = MockUpdateSettingsUseCase(failing: .invalid(ValidationErrors([.list: .malformed])))
        let viewModel = viewModel(user: .fixture(id: 7, settings: UserSettings(timeZone: "UTC", defaultListID: 2)), update: update)

        await viewModel.send(.saveNotificationsTapped(NotificationSettingsDraft(chosen)))

        var errors = FieldErrors.none
        errors[.list] = "Choose one of your lists."
        var expected = SettingsViewModel.State.fixture(defaultListID: 2, errors: errors, outcome: .invalid)
        expected.notifications = NotificationSettingsDraft(chosen)
        #expect(viewModel.state == expected)
    }

    @Test func aTimeLeftEmpty_isRefusedBesideIt_withEverythingAsSent_andNothingSaved() async {
        let update = MockUpdateSettingsUseCase()
        let viewModel = viewModel(user: .fixture(id: 7, settings: UserSettings(timeZone: "UTC")), update: update)
        let sent = NotificationSettingsDraft(emailAlerts: false, dailySummary: true, summaryTime: nil, dateOnlyAlertTime: .fixture("08:30"))

        await viewModel.send(.saveNotificationsTapped(sent))

        var errors = FieldErrors.none
        errors[.summaryTime] = "Choose a time."
        var expected = SettingsViewModel.State.fixture(errors: errors, outcome: .invalid)
        expected.notifications = sent
        #expect(viewModel.state == expected)
        #expect(update.stub.calls.isEmpty)
    }

    @Test func storageFailing_isTheErrorPage() async {
        let update = MockUpdateSettingsUseCase(failing: .unavailable("disk I/O error"))
        let viewModel = viewModel(user: .fixture(id: 7), update: update)

        await viewModel.send(.saveNotificationsTapped(NotificationSettingsDraft(chosen)))

        #expect(viewModel.state == .bare(.failed(strings[.unavailable], cause: "disk I/O error")))
    }
}
