import Crypto
import Data
import Domain
import Foundation
import HTMLTestKit
import HTTPServer
import Logging
import Presentation
import Synchronization
import Testing
import TimingTestSupport
import Web

/// A person who sets a due time gets an email and a push notification at that minute, once, and
/// the daily summary at its time: the real server's scheduler and outbox, mail through msmtp to a
/// local SMTP sink, push to a push service standing in on our `HTTPServer` that decrypts what it
/// gets; the mail's links followed with `HTMLTestKit`.
@Suite(.enabled(if: Msmtp.isInstalled, "msmtp is not installed (apt-get install msmtp; .ci/run does)"))
struct AlertDeliveryFlowTests {
    /// Runs `body` on an app whose mail arrives in a fresh inbox, with a push service on loopback;
    /// `body` is told the app's next minute (`HH:MM`) still at least 15 seconds away.
    func withAlertingApp(_ body: (RunningApp, MailInbox, PushService, _ nextMinute: () -> String) async throws -> Void) async throws {
        let inbox = try MailInbox()
        defer { inbox.close() }
        try await PushService.with { pushService in
            // The app's clock starts at `RunningApp.clockStart` once the server is up, so it reads
            // at most the time passed since here: the minute chosen is still to come for the app.
            let started = ContinuousClock.now
            let nextMinute = {
                let latest = ISO8601DateFormatter().date(from: RunningApp.clockStart)!.addingTimeInterval(Double((ContinuousClock.now - started).components.seconds) + 16)
                let minute = Int((latest.timeIntervalSince1970 / 60).rounded(.up))
                return String(format: "%02d:%02d", minute / 60 % 24, minute % 60)
            }
            try await RunningApp.with(arguments: inbox.arguments + ["--insecure-push-loopback"]) { app in
                try await body(app, inbox, pushService, nextMinute)
            }
        }
    }

    @Test func anAlert_arrivesByMailAndPush_atItsMinute_once_andItsMarkDoneLinkWorks() async throws {
        try await withAlertingApp { app, inbox, pushService, nextMinute in
            // given: a confirmed address, a device
            let account = app.newAccount()
            let browser = app.browser()
            try await browser.signUp(account)
            let confirmation = try await inbox.nextMail()
            try await browser.visit(ReceivedMail.localPath(of: try #require(confirmation.textLinks.first { $0.contains("/confirm-email") })))
            try await browser.press("Confirm my address")
            try await browser.post(Route.settings.path, body: pushService.subscriptionForm)
            #expect(try await browser.texts("#push-devices .device-name").count == 1)
            try await browser.createList("Calls")

            // when: the daily summary, and a reminder due today alerting at the time, at the next minute
            let minute = nextMinute()
            try await browser.visit(Route.settings.path)
            try await browser.check("Email me a summary of the day (due today and overdue)")
            try await browser.fillIn("Time of the daily summary", with: minute)
            try await browser.press("Save notifications")
            try await browser.visit(Route.lists.path)
            try await browser.clickLink("Calls")
            try await browser.addReminder("Call the bank", dueDate: "2026-06-15", dueTime: minute)

            // then: the alert's mail and the summary, at that minute (in either order: the
            // scheduler may claim them in one round or two)
            let mails = [try await inbox.nextMail(within: 120), try await inbox.nextMail()]
            let alert = try #require(mails.first { $0.headers["subject"]?.hasPrefix("Reminder:") == true })
            let summary = try #require(mails.first { $0.headers["subject"]?.hasPrefix("Your reminders") == true })
            #expect(alert.headers["subject"] == "Reminder: Call the bank")
            #expect(alert.headers["auto-submitted"] == "auto-generated")
            #expect(alert.headers["list-unsubscribe"] == nil)
            #expect(alert.text.contains("Due Today, \(minute)"))
            #expect(alert.text.contains("In Calls"))
            let markDone = try #require(alert.textLinks.first { $0.contains("/alerts/done?token=") })
            #expect(alert.html.contains("href=\"\(markDone.replacingOccurrences(of: "&", with: "&amp;"))\"") || alert.html.contains("href=\"\(markDone)\""))
            #expect(alert.textLinks.contains { $0.hasSuffix("/edit") })

            // and the summary, with its one-click stop
            #expect(summary.headers["subject"] == "Your reminders for Mon 15 Jun")
            #expect(summary.text.contains("Call the bank (Calls · \(minute))"))
            let stop = try #require(summary.headers["list-unsubscribe"]).trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
            #expect(summary.headers["list-unsubscribe-post"] == "List-Unsubscribe=One-Click")

            // and the push, decrypted by the push service, with the same Mark done link
            try await waitUntil(within: .serverBackgroundWork) { pushService.messages.count == 1 }
            let push = try #require(pushService.messages.first)
            #expect(push.title == "Call the bank")
            #expect(push.body == "Due Today, \(minute) · Calls")
            #expect(push.markDoneURL == markDone)
            #expect(push.markDoneLabel == "Mark done")

            // when: Mark done is followed from the mail, signed out
            let phone = app.browser()
            try await phone.visit(ReceivedMail.localPath(of: markDone))
            #expect(try await phone.texts("h1") == ["Mark “Call the bank” done?"])
            try await phone.press("Mark done")
            #expect(try await phone.texts("h1") == ["“Call the bank” is done."])

            // and the summary is stopped with the mail client's one click (no form token)
            let client = app.browser()
            try await client.post(ReceivedMail.localPath(of: stop), body: "List-Unsubscribe=One-Click", withFormToken: false)
            #expect(await client.status == 200)
            try await browser.visit(Route.settings.path)
            #expect(try await browser.document.select("#notifications-daily-summary[checked]").isEmpty)

            // then: nothing more is sent. Two reset links asked for one after the other are the
            // next two mails: the first goes out in a later round of the worker than the alert,
            // so a scheduler round (which starts each) has run after the alert's before the
            // second is asked for; whatever it claimed again (the alert, the summary) would be
            // queued before the second link, and the account's mail goes out in the order queued.
            for _ in 0..<2 {
                let marker = app.browser()
                try await marker.visit(Route.forgotPassword.path)
                try await marker.fillIn("Email", with: account.email)
                try await marker.press("Send the link")
                let next = try await inbox.nextMail(within: 60)
                #expect(next.headers["subject"] == "Reset your Reminders password")
            }
            #expect(inbox.sink.received.count == 5)
            #expect(pushService.messages.count == 1)
        }
    }
}

/// A push service on 127.0.0.1 holding one browser's subscription: it decrypts each message it
/// gets with the browser's key (RFC 8291) and answers 201.
struct PushService: Sendable {
    private let browserKey: P256.KeyAgreement.PrivateKey
    private let auth: Data
    private let received: PushInbox
    private let server: HTTPServer

    /// Runs `body` with a push service listening, and stops it afterwards.
    static func with(_ body: (PushService) async throws -> Void) async throws {
        let service = try PushService()
        try service.server.start()
        do {
            try await body(service)
        } catch {
            await service.server.shutdown()
            throw error
        }
        await service.server.shutdown()
    }

    private init() throws {
        let browserKey = P256.KeyAgreement.PrivateKey()
        let auth = Data((0..<16).map { _ in UInt8.random(in: 0...255) })
        let received = PushInbox()
        var logger = Logger(label: "push-service")
        logger.logLevel = .critical
        var configuration = HTTPServer.Configuration(host: "127.0.0.1", port: 0)
        configuration.accessLog = false
        server = try HTTPServer(configuration: configuration, responder: ClosureResponder { request in
            guard let plaintext = try? WebPushEncryption.decrypt(Data(request.body), privateKey: browserKey, authSecret: auth),
                  let message = try? JSONDecoder().decode(PushMessage.self, from: plaintext)
            else { return HTTPResponse(status: .badRequest) }
            received.append(message)
            return HTTPResponse(status: .created)
        }, logger: logger)
        self.browserKey = browserKey
        self.auth = auth
        self.received = received
    }

    /// The messages that arrived, decrypted, oldest first.
    var messages: [PushMessage] { received.values }

    /// The form `push.js` posts for this subscription.
    var subscriptionForm: String {
        let endpoint = "http://127.0.0.1:\(server.port)/push/device-1"
        let key = Base64URL.encode(browserKey.publicKey.x963Representation)
        return "action=subscribePush&endpoint=\(endpoint.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)&p256dh=\(key)&auth=\(Base64URL.encode(auth))"
    }
}

/// The messages a `PushService` got, shared with its handler.
private final class PushInbox: Sendable {
    private let messages = Mutex<[PushMessage]>([])

    func append(_ message: PushMessage) { messages.withLock { $0.append(message) } }

    var values: [PushMessage] { messages.withLock { $0 } }
}
