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
        errors: FieldErrors = .none, outcome: Outcome = .none
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
            errors: errors, outcome: outcome
        )
    }
}

struct SettingsViewModelTests {
    private let summaries = [ReminderListSummary.fixture(list: .fixture(id: 1, name: "Groceries")), .fixture(list: .fixture(id: 2, name: "Work"))]

    private func viewModel(settings: UserSettings = UserSettings(), update: MockUpdateSettingsUseCase = MockUpdateSettingsUseCase()) -> SettingsViewModel {
        let session = AuthenticatedSession.fixture(user: .fixture(id: 7, settings: settings))
        let container = DIContainer.mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: summaries), updateSettings: update)
        return SettingsViewModel(session: session, useCases: container, strings: strings, catalogs: [strings])
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

        #expect(viewModel.state == SettingsViewModel.State(title: "Settings", outcome: .redirect(.settings, flash: "Settings saved.")))
        #expect(update.stub.calls == [.init(userID: 7, settings: saved)])
    }

    @Test func savingAnotherLanguage_saysSoInThatLanguage() async throws {
        // A catalog of one key, in German: the flash must come from it, not from the page's.
        let german = try StringCatalog(data: Data(#"{"sourceLanguage":"en","strings":{"Settings.Flash.saved":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Gespeichert."}}}}}}"#.utf8), language: "de")
        let update = MockUpdateSettingsUseCase(returning: .fixture(id: 7, settings: UserSettings(language: "de")))
        let session = AuthenticatedSession.fixture(user: .fixture(id: 7))
        let viewModel = SettingsViewModel(session: session, useCases: DIContainer.mock(updateSettings: update), strings: strings, catalogs: [strings, german])

        await viewModel.send(.saveSettingsTapped(language: "de", timeZone: "UTC", weekStart: .monday, defaultListID: nil))

        #expect(viewModel.state.outcome == .redirect(.settings, flash: "Gespeichert."))
    }

    @Test func brokenRules_showTheMessagesBesideTheFields_withTheValuesSent() async {
        let update = MockUpdateSettingsUseCase(failing: .invalid(ValidationErrors([.language: .malformed, .timeZone: .malformed, .list: .malformed])))
        let viewModel = viewModel(update: update)

        await viewModel.send(.saveSettingsTapped(language: "tlh", timeZone: "Mars/Olympus_Mons", weekStart: .sunday, defaultListID: 99))

        var errors = FieldErrors.none
        errors.language = "Choose one of the languages in the list."
        errors.timeZone = "Choose one of the time zones in the list."
        errors.list = "Choose one of your lists."
        #expect(viewModel.state == .fixture(language: "tlh", timeZone: "Mars/Olympus_Mons", weekStart: .sunday, defaultListID: 99, errors: errors, outcome: .invalid))
    }

    @Test func storageFailing_isTheErrorPage() async {
        let update = MockUpdateSettingsUseCase(failing: .unavailable("disk I/O error"))
        let viewModel = viewModel(update: update)
        await viewModel.send(.saveSettingsTapped(language: "en", timeZone: "UTC", weekStart: .monday, defaultListID: nil))
        #expect(viewModel.state == SettingsViewModel.State(title: "Settings", outcome: .failed(strings[.unavailable], cause: "disk I/O error")))
    }

    @Test func listsFailingToLoad_isTheErrorPage() async {
        let session = AuthenticatedSession.fixture(user: .fixture(id: 7))
        let container = DIContainer.mock(fetchListSummaries: MockFetchListSummariesUseCase(failing: .unavailable("disk I/O error")))
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
