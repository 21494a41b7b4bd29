import Crypto
import Data
import Domain
import Foundation
import HTMLTestKit
import Presentation
import Testing
import TimingTestSupport
import Web

/// The case end to end: one account's push service drips its answer a byte every 3 s,
/// another's ten devices each answer after 8 s, and a third account's alert mail still leaves
/// within its minute — the real server's engine, mail through msmtp to the sink, the push
/// services on loopback.
@Suite(.enabled(if: Msmtp.isInstalled, "msmtp is not installed (apt-get install msmtp; .ci/run does)"))
struct SlowDestinationFlowTests {
    /// The form `push.js` posts for a browser subscribed at `endpoint`, with keys of its own.
    private static func subscriptionForm(endpoint: String) -> String {
        let key = Base64URL.encode(P256.KeyAgreement.PrivateKey().publicKey.x963Representation)
        let auth = Base64URL.encode(Data((0..<16).map { _ in UInt8.random(in: 0...255) }))
        return "action=subscribePush&endpoint=\(endpoint.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)&p256dh=\(key)&auth=\(auth)"
    }

    @Test func aDrippingPushServiceAndTenSlowOnes_doNotHoldAThirdAccountsAlertMail() async throws {
        let inbox = try MailInbox()
        defer { inbox.close() }
        let services = try SlowPushServices()
        defer { services.stop() }
        let started = ContinuousClock.now
        try await RunningApp.with(arguments: inbox.arguments + ["--insecure-push-loopback"]) { app in
            // given: Cleo, with a confirmed address; Dan, whose one device drips; Eve, whose ten devices are slow
            let cleo = app.browser()
            try await cleo.signUp(app.newAccount())
            let confirmation = try await inbox.nextMail()
            try await cleo.visit(ReceivedMail.localPath(of: try #require(confirmation.textLinks.first { $0.contains("/confirm-email") })))
            try await cleo.press("Confirm my address")
            let dan = app.browser()
            try await dan.signUp(app.newAccount())
            try await dan.visit(Route.settings.path)
            try await dan.post(Route.settings.path, body: Self.subscriptionForm(endpoint: "http://127.0.0.1:\(services.port)/drip/dan"))
            let eve = app.browser()
            try await eve.signUp(app.newAccount())
            for device in 1...10 {
                try await eve.visit(Route.settings.path)
                try await eve.post(Route.settings.path, body: Self.subscriptionForm(endpoint: "http://127.0.0.1:\(services.port)/slow/eve-\(device)"))
            }
            #expect(try await eve.texts("#push-devices .device-name").count == 10)

            // when: each has a reminder alerting at the app's next minute
            let latest = ISO8601DateFormatter().date(from: RunningApp.clockStart)!.addingTimeInterval(Double((ContinuousClock.now - started).components.seconds) + 16)
            let minuteNumber = Int((latest.timeIntervalSince1970 / 60).rounded(.up))
            let minute = String(format: "%02d:%02d", minuteNumber / 60 % 24, minuteNumber % 60)
            for browser in [dan, eve, cleo] {
                try await browser.createList("Calls")
                try await browser.addReminder("Call the bank", dueDate: "2026-06-15", dueTime: minute)
            }

            // then: Cleo's alert mail arrives, the push services still holding their callers
            var alert: ReceivedMail?
            while alert == nil {
                let mail = try await inbox.nextMail(within: 180)
                if mail.headers["subject"] == "Reminder: Call the bank" { alert = mail }
            }
            // The app's clock started after `started`: the minute began at this instant or later.
            let minuteBegan = started + .seconds(Double(minuteNumber * 60) - ISO8601DateFormatter().date(from: RunningApp.clockStart)!.timeIntervalSince1970)
            let waited = ContinuousClock.now - minuteBegan
            print("SlowDestinationFlowTests: the alert mail arrived at most \(waited) after its minute began")
            #expect(waited < .seconds(60))
            try await waitUntil(within: .serverBackgroundWork) { services.received.contains { $0.path == "/drip/dan" } && services.received.count >= 11 }
        }
    }
}
