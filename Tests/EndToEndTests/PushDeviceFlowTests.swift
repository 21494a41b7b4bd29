import Foundation
import HTMLTestKit
import Presentation
import Testing
import Web

/// A device with notifications on the running app: the subscription posted as `push.js` posts
/// it, the device on Settings, and removing it; a broken subscription stores nothing.
@Suite struct PushDeviceFlowTests {
    /// RFC 8291's example browser key: a real point of P-256.
    private let p256dh = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4"
    private let auth = "BTBZMqHH6r4Tts7J_aSIgg"
    private let firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"

    @Test func aSubscribedDevice_isListedOnSettings_andCanBeRemoved() async throws {
        try await RunningApp.with { app in
            let browser = app.browser(headers: [("User-Agent", firefox)])
            try await browser.signUp(app.newAccount())
            try await browser.clickLink("Settings")
            #expect(try await browser.texts("#push-devices .empty-devices") == ["No device gets notifications yet."])

            try await browser.post(Route.settings.path, body: "action=subscribePush&endpoint=https%3A%2F%2Fpush.example%2Fwpush%2Fv2%2Fabc&p256dh=\(p256dh)&auth=\(auth)")

            #expect(await browser.url == Route.settings.path)
            #expect(try await browser.flash() == "Notifications are on for this device.")
            #expect(try await browser.texts("#push-devices .device-name") == ["Firefox on Linux"])

            // Someone else sees none of it, and cannot remove it.
            let other = try await app.signedInBrowser()
            try await other.clickLink("Settings")
            #expect(try await other.texts("#push-devices .device-name") == [])
            let id = try #require(try await browser.document.select("#push-devices input[name=id]").first?["value"])
            try await other.post(Route.settings.path, body: "action=removePushDevice&id=\(id)")
            #expect(await other.status == 404)

            try await browser.press("Remove “Firefox on Linux”")

            #expect(try await browser.flash() == "This device no longer gets notifications.")
            #expect(try await browser.texts("#push-devices .empty-devices") == ["No device gets notifications yet."])
        }
    }

    @Test func aBrokenSubscription_isRefused_andNothingIsStored() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser(checkingPages: false)
            try await browser.clickLink("Settings")

            // Not a key a browser sends: 400, saying what is wrong.
            try await browser.post(Route.settings.path, body: "action=subscribePush&endpoint=https%3A%2F%2Fpush.example%2Fa&p256dh=BBER&auth=\(auth)")
            #expect(await browser.status == 400)
            #expect(try await browser.texts("section.error-page p").contains("field “p256dh” must be 65 bytes, not 3"))

            // A push service that is not https://: refused beside the devices.
            try await browser.clickLink("Settings")
            try await browser.post(Route.settings.path, body: "action=subscribePush&endpoint=http%3A%2F%2Fpush.example%2Fa&p256dh=\(p256dh)&auth=\(auth)")
            #expect(await browser.status == 422)
            #expect(try await browser.texts("#push-subscription-error") == ["This server does not send notifications to this browser's push service."])
            #expect(try await browser.texts("#push-devices .device-name") == [])
        }
    }

    /// Issue 26 item 3: each of these was stored, and the server connected to it at alert time.
    @Test func aPushServiceOnAPrivateOrLocalAddress_isRefusedBesideTheDevices_andNothingIsStored() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser(checkingPages: false)
            for endpoint in [
                "https://127.0.0.1:8443/push", "https://localhost/push", "https://[::1]/push", "https://169.254.169.254/latest", "https://10.0.0.1/push",
                "https://0.0.0.0/push", "https://2130706433/push", "https://[::ffff:127.0.0.1]/push", "https://metadata.google.internal/v1",
            ] {
                try await browser.clickLink("Settings")
                try await browser.post(Route.settings.path, body: "action=subscribePush&endpoint=\(Self.formEncoded(endpoint))&p256dh=\(p256dh)&auth=\(auth)")
                #expect(await browser.status == 422, "\(endpoint)")
                #expect(try await browser.texts("#push-subscription-error") == ["This server does not send notifications to this browser's push service."])
                #expect(try await browser.texts("#push-devices .device-name") == [])
            }
        }
    }

    @Test func theEleventhDevice_isRefusedWithAMessage_andADeviceAlreadyThereSubscribesAgain() async throws {
        try await RunningApp.with { app in
            let browser = app.browser(headers: [("User-Agent", firefox)])
            try await browser.signUp(app.newAccount())
            for index in 1...10 {
                try await browser.clickLink("Settings")
                try await browser.post(Route.settings.path, body: "action=subscribePush&endpoint=https%3A%2F%2Fpush.example%2F\(index)&p256dh=\(p256dh)&auth=\(auth)")
                #expect(await browser.status == 200)
            }

            try await browser.post(Route.settings.path, body: "action=subscribePush&endpoint=https%3A%2F%2Fpush.example%2F11&p256dh=\(p256dh)&auth=\(auth)")

            #expect(await browser.status == 422)
            #expect(try await browser.texts("#push-subscription-error") == [
                "Notifications are on for 10 devices already, the most one account can have. Remove one below to add this browser.",
            ])
            #expect(try await browser.texts("#push-devices .device-name").count == 10)
            try await browser.clickLink("Settings")
            try await browser.post(Route.settings.path, body: "action=subscribePush&endpoint=https%3A%2F%2Fpush.example%2F4&p256dh=\(p256dh)&auth=\(auth)")
            #expect(try await browser.flash() == "Notifications are on for this device.")
            #expect(try await browser.texts("#push-devices .device-name").count == 10)
        }
    }

    /// Issue 26 item 9: the second account's post moved the first account's device to itself.
    @Test func anotherAccountPostingTheSameEndpoint_getsItsOwnDevice_andTheFirstKeepsTheirs() async throws {
        try await RunningApp.with { app in
            let endpoint = "https%3A%2F%2Fpush.example%2Fwpush%2Fv2%2Fshared"
            let first = app.browser(headers: [("User-Agent", firefox)])
            try await first.signUp(app.newAccount())
            try await first.clickLink("Settings")
            try await first.post(Route.settings.path, body: "action=subscribePush&endpoint=\(endpoint)&p256dh=\(p256dh)&auth=\(auth)")
            let second = try await app.signedInBrowser()
            try await second.clickLink("Settings")

            try await second.post(Route.settings.path, body: "action=subscribePush&endpoint=\(endpoint)&p256dh=\(p256dh)&auth=\(auth)")

            #expect(try await second.flash() == "Notifications are on for this device.")
            #expect(try await second.texts("#push-devices .device-name").count == 1)
            try await first.clickLink("Settings")
            #expect(try await first.texts("#push-devices .device-name") == ["Firefox on Linux"])
        }
    }

    private static func formEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}
