import HTMLTestKit
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
            #expect(try await browser.texts("#push-subscription-error") == ["This browser's subscription could not be used. Reload the page and try again."])
            #expect(try await browser.texts("#push-devices .device-name") == [])
        }
    }
}
