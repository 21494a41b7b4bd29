import Domain
import Entities
import Foundation
import Mocks
import Presentation
import Web

extension Preview {
    /// The devices with notifications on the settings page, in each language: two devices, none,
    /// one disabled after failing for days, and a subscription refused beside them (unusable, a
    /// push service the server does not send to, one device too many).
    static let pushDevices: [Preview] = [("en", ""), ("de", ", in German")].flatMap { language, suffix in
        [
            Preview("Devices with notifications\(suffix)", .settings, language: language) { devicesPage(Samples.pushDevices) },
            Preview("No devices with notifications\(suffix)", .settings, language: language) { devicesPage([]) },
            Preview("A device disabled after failing for days\(suffix)", .settings, language: language) {
                devicesPage(Samples.pushDevices + [Samples.disabledPushDevice])
            },
            Preview("Subscription refused\(suffix)", .settings, sending: SettingsViewModel.Action.pushSubscriptionPosted(
                endpoint: "http://push.example/a", p256dh: pushKeyFixture, auth: pushAuthFixture
            ), status: .unprocessableContent, language: language) {
                devicesPage(Samples.pushDevices, subscribe: MockSubscribePushUseCase(failing: .invalid(ValidationErrors([.pushSubscription: .malformed]))))
            },
            Preview("Push service refused\(suffix)", .settings, sending: SettingsViewModel.Action.pushSubscriptionPosted(
                endpoint: "https://10.0.0.1/push", p256dh: pushKeyFixture, auth: pushAuthFixture
            ), status: .unprocessableContent, language: language) {
                devicesPage(Samples.pushDevices, subscribe: MockSubscribePushUseCase(failing: .invalid(ValidationErrors([.pushSubscription: .refusedDestination]))))
            },
            Preview("Too many devices\(suffix)", .settings, sending: SettingsViewModel.Action.pushSubscriptionPosted(
                endpoint: "https://fcm.googleapis.com/fcm/send/xyz", p256dh: pushKeyFixture, auth: pushAuthFixture
            ), status: .unprocessableContent, language: language) {
                devicesPage(Samples.pushDevices, subscribe: MockSubscribePushUseCase(failing: .invalid(ValidationErrors([.pushSubscription: .tooMany(maximum: 10)]))))
            },
        ]
    }

    /// The settings page's use cases with `devices`, subscribing as `subscribe` says.
    private static func devicesPage(_ devices: [PushSubscription], subscribe: MockSubscribePushUseCase = MockSubscribePushUseCase()) -> DIContainer {
        .mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: Samples.summaries), subscribePush: subscribe,
            fetchPushDevices: MockFetchPushDevicesUseCase(returning: devices)
        )
    }
}

extension Samples {
    /// A phone and a laptop that get notifications.
    static let pushDevices: [PushSubscription] = [
        .fixture(id: 1, endpoint: "https://fcm.googleapis.com/fcm/send/abc", deviceName: "Chrome on Android", createdAt: fixtureDate.addingTimeInterval(-86_400 * 12)),
        .fixture(id: 2, endpoint: "https://updates.push.services.mozilla.com/wpush/v2/def", deviceName: "Firefox on Linux", createdAt: fixtureDate),
    ]

    /// A tablet whose push service failed for three days: disabled.
    static let disabledPushDevice: PushSubscription = .fixture(
        id: 3, endpoint: "https://web.push.apple.com/ghi", deviceName: "Safari on iPadOS", createdAt: fixtureDate.addingTimeInterval(-86_400 * 30),
        failingSince: fixtureDate.addingTimeInterval(-86_400 * 3), disabledAt: fixtureDate
    )
}
