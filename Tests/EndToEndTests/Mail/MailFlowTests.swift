import Data
import Domain
import Foundation
import HTMLTestKit
import Presentation
import Testing
import Web

/// Account mail end to end: the real server hands its mail to msmtp, which sends it to a local
/// SMTP sink; the mail is parsed as a client would, and its links followed with `HTMLTestKit`.
@Suite(.enabled(if: Msmtp.isInstalled, "msmtp is not installed (apt-get install msmtp; .ci/run does)"))
struct MailFlowTests {
    /// Runs `body` on an app whose mail arrives in a fresh inbox.
    private func withMailingApp(_ body: (RunningApp, MailInbox) async throws -> Void) async throws {
        let inbox = try MailInbox()
        defer { inbox.close() }
        try await RunningApp.with(arguments: inbox.arguments) { app in try await body(app, inbox) }
    }

    @Test func signingUp_mailsAConfirmationLink_thatConfirmsOnce() async throws {
        try await withMailingApp { app, inbox in
            let account = app.newAccount()
            let browser = app.browser()
            try await browser.signUp(account)

            let mail = try await inbox.nextMail()
            #expect(mail.envelopeRecipients == [account.email])
            #expect(mail.headers["to"] == account.email)
            #expect(mail.headers["from"] == "Reminders <reminders@localhost>")
            #expect(mail.headers["subject"] == "Confirm your address for Reminders")
            #expect(mail.headers["auto-submitted"] == "auto-generated")
            #expect(mail.headers["mime-version"] == "1.0")
            #expect(mail.headers["message-id"]?.hasSuffix("@localhost>") == true)
            #expect(mail.headers["date"].map { $0.hasSuffix("+0000") } == true)
            #expect(mail.headers["list-unsubscribe"] == nil)
            #expect(mail.text.hasPrefix("Hello \(account.displayName),"))
            let link = try #require(mail.textLinks.first { $0.contains("/confirm-email?token=") })
            #expect(mail.html.contains("href=\"\(link)\""))
            #expect(link.hasPrefix("http://127.0.0.1:\(app.server.port)/"))

            try await browser.visit(Route.account.path)
            #expect(try await browser.texts("#email-status") == ["Your address is not confirmed yet: follow the link we mailed you. Alerts and summaries wait for it."])

            try await browser.visit(ReceivedMail.localPath(of: link))
            #expect(await browser.status == 200)
            try await browser.press("Confirm my address")
            #expect(await browser.url == Route.account.path)
            #expect(try await browser.flash() == "Your address \(account.email) is confirmed.")
            #expect(try await browser.texts("#email-status") == ["Your address is confirmed."])

            try await browser.visit(ReceivedMail.localPath(of: link))
            #expect(await browser.status == 410)
            #expect(try await browser.texts("#link-problem") == ["The link was used already: each link works once."])
        }
    }

    @Test func aForgottenPassword_isResetThroughTheMailedLink_once() async throws {
        try await withMailingApp { app, inbox in
            let account = app.newAccount()
            let elsewhere = app.browser()
            try await elsewhere.signUp(account)
            _ = try await inbox.nextMail() // the confirmation

            let browser = app.browser()
            try await browser.visit(Route.signIn().path)
            try await browser.clickLink("Forgot your password?")
            try await browser.fillIn("Email", with: account.email)
            try await browser.press("Send the link")
            #expect(await browser.status == 200)
            let answer = try await browser.texts("#forgot-sent")
            #expect(answer == ["If an account has the address \(account.email), we sent a link to it to choose a new password. It works for one hour."])

            let mail = try await inbox.nextMail()
            #expect(mail.headers["subject"] == "Reset your Reminders password")
            #expect(mail.envelopeRecipients == [account.email])
            let link = try #require(mail.textLinks.first { $0.contains("/reset-password?token=") })
            #expect(mail.html.contains("href=\"\(link)\""))

            try await browser.visit(ReceivedMail.localPath(of: link))
            try await browser.fillIn("New password", with: "short")
            try await browser.press("Set the new password")
            #expect(await browser.status == 422)
            try await browser.fillIn("New password", with: "a brand new river stone")
            try await browser.press("Set the new password")
            #expect(await browser.url == Route.lists.path)
            #expect(try await browser.flash() == "Your new password is set, and you're signed in. Every other device was signed out.")

            try await elsewhere.visit(Route.lists.path)
            #expect(await elsewhere.url == Route.signIn().path)
            var old = account
            try await elsewhere.fillIn("Email", with: old.email)
            try await elsewhere.fillIn("Password", with: old.password)
            try await elsewhere.press("Sign in")
            #expect(await elsewhere.status == 422)
            old.password = "a brand new river stone"
            try await app.browser().signIn(old)

            try await app.browser().visit(ReceivedMail.localPath(of: link))
            let reused = app.browser()
            try await reused.visit(ReceivedMail.localPath(of: link))
            #expect(await reused.status == 410)
            #expect(try await reused.texts("#link-problem") == ["The link was used already: each link works once."])
            try await reused.clickLink("Ask for a new link")
            #expect(await reused.url == Route.forgotPassword.path)
        }
    }

    /// Issue 28 item 7: a mailed link knows whose it is, so its page speaks that person's
    /// language — here German, opened without a session in a browser asking for English — and
    /// so does the reset flow to its end; the signed-out forgot-password page follows the browser.
    @Test func aGermanPersonsMailedLinks_openInGerman_inAnEnglishBrowserWithoutASession() async throws {
        try await withMailingApp { app, inbox in
            let german = try StringCatalog.bundled(language: "de")
            let anna = TestAccount(email: "anna@example.com", displayName: "Anna", password: "Kirschbaum am Fluss 7")
            let signUp = app.browser(headers: [("Accept-Language", "de")])
            try await signUp.visit(Route.signUp().path)
            try await signUp.fillIn("E-Mail-Adresse", with: anna.email)
            try await signUp.fillIn("Anzeigename", with: anna.displayName)
            try await signUp.fillIn("Passwort", with: anna.password)
            try await signUp.press("Konto erstellen")
            let confirmation = try #require(try await inbox.nextMail().textLinks.first { $0.contains("/confirm-email?token=") })

            // The confirmation link, in an English browser that nobody is signed in to.
            let english = app.browser(headers: [("Accept-Language", "en")])
            try await english.visit(ReceivedMail.localPath(of: confirmation))
            #expect(await english.status == 200)
            #expect(try await english.document.select("html").first?["lang"] == "de")
            #expect(try await english.texts("h1") == ["Adresse bestätigen"])
            try await english.press("Meine Adresse bestätigen")
            #expect(await english.status == 200)

            // The reset flow: asked for in English (signed out, the browser's language) ...
            let browser = app.browser(headers: [("Accept-Language", "en")])
            try await browser.visit(Route.forgotPassword.path)
            #expect(try await browser.document.select("html").first?["lang"] == "en")
            try await browser.fillIn("Email", with: anna.email)
            try await browser.press("Send the link")
            let reset = try #require(try await inbox.nextMail().textLinks.first { $0.contains("/reset-password?token=") })

            // ... its link's page in Anna's German, refusals beside the field too, and the flash after.
            try await browser.visit(ReceivedMail.localPath(of: reset))
            #expect(try await browser.document.select("html").first?["lang"] == "de")
            #expect(try await browser.texts("h1") == ["Neues Passwort wählen"])
            try await browser.fillIn("Neues Passwort", with: "kurz")
            try await browser.press("Neues Passwort speichern")
            #expect(await browser.status == 422)
            #expect(try await browser.document.select("html").first?["lang"] == "de")
            #expect(try await browser.texts("p.error") == [german.string("Account.Password.tooShort", 8)])
            try await browser.fillIn("Neues Passwort", with: "ein ganz neuer Flussstein")
            try await browser.press("Neues Passwort speichern")
            #expect(await browser.url == Route.lists.path)
            #expect(try await browser.flash() == "Dein neues Passwort gilt, und du bist angemeldet. Alle anderen Geräte wurden abgemeldet.")
            #expect(try await browser.texts("ul.lists a") == ["Erinnerungen"])
        }
    }

    /// That no mail follows is `RequestPasswordResetInteractorTests`' to show: there the work done
    /// after the answer is run by the test, so its end is known rather than waited for.
    @Test func anAddressWithoutAccount_getsTheSameAnswer() async throws {
        try await withMailingApp { app, inbox in
            let browser = app.browser()
            try await browser.visit(Route.forgotPassword.path)
            try await browser.fillIn("Email", with: "nobody@example.com")
            try await browser.press("Send the link")

            #expect(await browser.status == 200)
            #expect(try await browser.texts("#forgot-sent") == ["If an account has the address nobody@example.com, we sent a link to it to choose a new password. It works for one hour."])
        }
    }
}

/// The transport alone over msmtp, for what the flows above do not show: a subject in German.
@Suite(.enabled(if: Msmtp.isInstalled, "msmtp is not installed (apt-get install msmtp; .ci/run does)"))
struct MsmtpTransportTests {
    @Test func aMessageWithNonASCII_arrivesWhole() async throws {
        let inbox = try MailInbox()
        defer { inbox.close() }
        let transport = SendmailTransport(arguments: inbox.msmtp.arguments, writer: MailMessageWriter(fromAddress: "reminders@localhost"))

        try await transport.send(MailMessage(to: "ada@example.com", subject: "Setze dein Passwort zurück – „jetzt“", text: "Grüße\n.\nEnde", html: "<p>Grüße</p>", unsubscribeURL: "http://127.0.0.1/stop"))

        // `send` returns once msmtp has exited, which it does after the sink took the message.
        let message = try #require(inbox.sink.received.first)
        let mail = try #require(ReceivedMail(message))
        #expect(message.recipients == ["ada@example.com"])
        #expect(mail.headers["subject"] == "Setze dein Passwort zurück – „jetzt“")
        #expect(mail.text == "Grüße\r\n.\r\nEnde")
        #expect(mail.html == "<p>Grüße</p>")
        #expect(mail.headers["list-unsubscribe"] == "<http://127.0.0.1/stop>")
        #expect(mail.headers["list-unsubscribe-post"] == "List-Unsubscribe=One-Click")
    }

    /// Issue 26 item 4: `root,vic@example.com` in `To:` for `sendmail -t` mailed two people. The
    /// recipient goes on msmtp's command line as one argument, and an address stored before the
    /// rule is refused by the transport, never handed over.
    @Test func aMailGoesToExactlyItsOneRecipient_andAnAddressBreakingTheRuleIsNeverHandedOver() async throws {
        let inbox = try MailInbox()
        defer { inbox.close() }
        let transport = SendmailTransport(arguments: inbox.msmtp.arguments, writer: MailMessageWriter(fromAddress: "reminders@localhost"))

        await #expect(throws: DeliveryFailure.permanent("the address \"root,vic@example.com\" breaks the address rule: not mailed")) {
            try await transport.send(MailMessage(to: "root,vic@example.com", subject: "Hi", text: "Hi", html: "<p>Hi</p>"))
        }
        try await transport.send(MailMessage(to: "ada@example.com", subject: "Hi", text: "Hi", html: "<p>Hi</p>"))

        // `send` returns once msmtp has exited, which it does after the sink took the message:
        // what the sink holds now is all that was handed over.
        #expect(inbox.sink.received.map(\.recipients) == [["ada@example.com"]])
    }
}
