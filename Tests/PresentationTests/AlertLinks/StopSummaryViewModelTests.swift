import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

/// The page the daily summary's stop link opens: it asks, then turns only the summary off for
/// the link's person; a mail client's one-click does so at once; a link naming nobody is not found.
struct StopSummaryViewModelTests {
    private let token = "4.signed"

    private var ada: User {
        User.fixture(id: 4, settings: UserSettings(timeZone: "Europe/Berlin", notifications: NotificationSettings(
            emailAlerts: true, dailySummary: true, summaryTime: .fixture("07:30"), dateOnlyAlertTime: .fixture("08:00")
        )))
    }

    private func viewModel(user: User?, update: MockUpdateSettingsUseCase = MockUpdateSettingsUseCase()) -> StopSummaryViewModel {
        StopSummaryViewModel(
            useCases: AccountsContainer.mock(resolveAlertLink: MockResolveAlertLinkUseCase(stopSummary: user)),
            person: { _ in DIContainer.mock(updateSettings: update) },
            strings: strings
        )
    }

    /// Ada's settings with the summary off and everything else as it was.
    private var stopped: UserSettings {
        var settings = ada.settings
        settings.notifications.dailySummary = false
        return settings
    }

    /// Issue 28 item 7: the stop link's page speaks its holder's language, whoever opens it.
    @Test func theLinksPage_speaksTheLanguageOfThePersonItIsFor() async throws {
        let anna = User.fixture(settings: UserSettings(language: "de"))
        let viewModel = StopSummaryViewModel(
            useCases: AccountsContainer.mock(resolveAlertLink: MockResolveAlertLinkUseCase(stopSummary: anna)),
            person: { _ in DIContainer.mock() }, strings: strings, catalogs: StringCatalogs(try StringCatalog.bundledInEveryLanguage())
        )

        await viewModel.send(.onAppear(token: token, stopped: false))

        #expect(viewModel.state == StopSummaryViewModel.State(
            title: try StringCatalog.bundled(language: "de")[.stopSummaryTitle], token: token, language: "de"
        ))
    }

    @Test func opening_asks_andChangesNothing() async {
        let update = MockUpdateSettingsUseCase()
        let viewModel = viewModel(user: ada, update: update)

        await viewModel.send(.onAppear(token: token, stopped: false))

        #expect(viewModel.state == StopSummaryViewModel.State(title: "Daily summary", token: token))
        #expect(update.stub.calls.isEmpty)
    }

    @Test func stopping_turnsOnlyTheSummaryOff_andComesBackStopped() async {
        let update = MockUpdateSettingsUseCase(returning: ada.with { $0.settings = stopped })
        let viewModel = viewModel(user: ada, update: update)

        await viewModel.send(.stopTapped(token: token))

        #expect(viewModel.state == StopSummaryViewModel.State(
            title: "Daily summary", token: token, outcome: .redirect(.stopSummary(token: token, stopped: true), flash: nil)
        ))
        #expect(update.stub.calls == [.init(userID: 4, settings: stopped)])
    }

    @Test func comingBackStopped_saysSo() async {
        let viewModel = viewModel(user: ada)

        await viewModel.send(.onAppear(token: token, stopped: true))

        #expect(viewModel.state == StopSummaryViewModel.State(title: "Daily summary", token: token, isStopped: true))
    }

    @Test func aOneClickUnsubscribe_stopsIt_andAnswersWithThePage() async {
        let update = MockUpdateSettingsUseCase(returning: ada.with { $0.settings = stopped })
        let viewModel = viewModel(user: ada, update: update)

        await viewModel.send(.oneClickUnsubscribed(token: token))

        #expect(viewModel.state == StopSummaryViewModel.State(title: "Daily summary", token: token, isStopped: true))
        #expect(update.stub.calls == [.init(userID: 4, settings: stopped)])
    }

    @Test(arguments: [
        StopSummaryViewModel.Action.onAppear(token: "forged", stopped: false), .stopTapped(token: "forged"), .oneClickUnsubscribed(token: "forged"),
    ])
    func aLinkThatNamesNobody_isNotFound_andChangesNothing(action: StopSummaryViewModel.Action) async {
        let update = MockUpdateSettingsUseCase()
        let viewModel = viewModel(user: nil, update: update)

        await viewModel.send(action)

        #expect(viewModel.state == StopSummaryViewModel.State(title: "Daily summary", token: "forged", outcome: .notFound))
        #expect(update.stub.calls.isEmpty)
    }

    @Test func storageFailing_isTheErrorPage() async {
        let viewModel = viewModel(user: ada, update: MockUpdateSettingsUseCase(failing: .unavailable("disk I/O error")))

        await viewModel.send(.stopTapped(token: token))

        #expect(viewModel.state == StopSummaryViewModel.State(
            title: "Daily summary", token: token, outcome: .failed(strings[.unavailable], cause: "disk I/O error")
        ))
    }
}
