import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

/// The devices with notifications on the Settings page.
struct SettingsViewModelPushTests {
    private let summaries = [ReminderListSummary.fixture(list: .fixture(id: 1, name: "Groceries")), .fixture(list: .fixture(id: 2, name: "Work"))]
    private let firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"

    private func viewModel(
        devices: MockFetchPushDevicesUseCase = MockFetchPushDevicesUseCase(returning: []),
        subscribe: MockSubscribePushUseCase = MockSubscribePushUseCase(), remove: MockRemovePushDeviceUseCase = MockRemovePushDeviceUseCase()
    ) -> SettingsViewModel {
        let session = AuthenticatedSession.fixture(user: .fixture(id: 7, settings: UserSettings(timeZone: "UTC")))
        let container = DIContainer.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: summaries), subscribePush: subscribe, fetchPushDevices: devices,
            removePushDevice: remove
        )
        return SettingsViewModel(session: session, useCases: container, strings: strings, catalogs: [strings], userAgent: firefox)
    }

    @Test func onAppear_listsTheDevices_withTheirDatesInThePersonsZone() async {
        let devices = MockFetchPushDevicesUseCase(returning: [
            .fixture(id: 3, deviceName: "Firefox on Linux", createdAt: fixtureDate), .fixture(id: 5, deviceName: "", createdAt: fixtureDate.addingTimeInterval(3600)),
        ])
        let viewModel = viewModel(devices: devices)

        await viewModel.send(.onAppear)

        #expect(viewModel.state == .fixture(pushDevices: [
            PushDeviceRow(id: 3, name: "Firefox on Linux", addedText: "Added 21 Nov 2026 at 12:00", removeLabel: "Remove “Firefox on Linux”"),
            PushDeviceRow(id: 5, name: "Unknown browser", addedText: "Added 21 Nov 2026 at 13:00", removeLabel: "Remove “Unknown browser”"),
        ]))
        #expect(devices.stub.calls == [7])
    }

    @Test func onAppear_saysWhichDevicesAreDisabled_andSinceWhenTheyFailed() async {
        let devices = MockFetchPushDevicesUseCase(returning: [
            .fixture(id: 3, deviceName: "Safari on iPadOS", createdAt: fixtureDate, failingSince: fixtureDate.addingTimeInterval(3600), disabledAt: fixtureDate.addingTimeInterval(4 * 86_400)),
            .fixture(id: 5, deviceName: "Firefox on Linux", createdAt: fixtureDate, failingSince: fixtureDate.addingTimeInterval(3600)),
        ])
        let viewModel = viewModel(devices: devices)

        await viewModel.send(.onAppear)

        #expect(viewModel.state == .fixture(pushDevices: [
            PushDeviceRow(
                id: 3, name: "Safari on iPadOS", addedText: "Added 21 Nov 2026 at 12:00", removeLabel: "Remove “Safari on iPadOS”",
                disabledText: "Disabled: failed since 21 Nov 2026 at 13:00"
            ),
            PushDeviceRow(id: 5, name: "Firefox on Linux", addedText: "Added 21 Nov 2026 at 12:00", removeLabel: "Remove “Firefox on Linux”"),
        ]))
    }

    @Test func aPostedSubscription_isStoredForThisBrowser_andGoesBackSayingSo() async {
        let subscribe = MockSubscribePushUseCase(returning: .fixture())
        let viewModel = viewModel(subscribe: subscribe)

        await viewModel.send(.pushSubscriptionPosted(endpoint: "https://push.example/a", p256dh: pushKeyFixture, auth: pushAuthFixture))

        #expect(viewModel.state == .bare(.redirect(.settings, flash: FlashText(.pushSubscribed))))
        #expect(subscribe.stub.calls == [.init(userID: 7, endpoint: "https://push.example/a", p256dh: pushKeyFixture, auth: pushAuthFixture, userAgent: firefox)])
    }

    @Test func aRefusedSubscription_showsThePageWithItsMessageBesideTheDevices() async {
        let subscribe = MockSubscribePushUseCase(failing: .invalid(ValidationErrors([.pushSubscription: .malformed])))
        let viewModel = viewModel(devices: MockFetchPushDevicesUseCase(returning: [.fixture(id: 3)]), subscribe: subscribe)

        await viewModel.send(.pushSubscriptionPosted(endpoint: "http://push.example/a", p256dh: pushKeyFixture, auth: pushAuthFixture))

        var errors = FieldErrors.none
        errors[.pushSubscription] = "This browser's subscription could not be used. Reload the page and try again."
        #expect(viewModel.state == .fixture(
            pushDevices: [PushDeviceRow(id: 3, name: "Firefox on Linux", addedText: "Added 21 Nov 2026 at 12:00", removeLabel: "Remove “Firefox on Linux”")],
            errors: errors, outcome: .invalid
        ))
    }

    @Test func removingADevice_removesIt_andGoesBackSayingSo() async {
        let remove = MockRemovePushDeviceUseCase(returning: ())
        let viewModel = viewModel(remove: remove)

        await viewModel.send(.removePushDeviceTapped(id: 3))

        #expect(viewModel.state == .bare(.redirect(.settings, flash: FlashText(.pushDeviceRemoved))))
        #expect(remove.stub.calls == [.init(userID: 7, id: 3)])
    }

    @Test func removingSomeoneElsesDevice_isNotFound() async {
        let viewModel = viewModel(remove: MockRemovePushDeviceUseCase(failing: .notFound))
        await viewModel.send(.removePushDeviceTapped(id: 99))
        #expect(viewModel.state == .bare(.notFound))
    }

    @Test func devicesFailingToLoad_isTheErrorPage() async {
        let viewModel = viewModel(devices: MockFetchPushDevicesUseCase(failing: .unavailable("disk I/O error")))
        await viewModel.send(.onAppear)
        #expect(viewModel.state.outcome == .failed(strings[.unavailable], cause: "disk I/O error"))
    }
}
