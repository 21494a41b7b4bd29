import Domain
import Entities
import Foundation
import HTMLTestKit
import Mocks
import Presentation
import Templating
import Testing
@testable import Web

@Suite struct MailComposerTests {
    private let token = "link-token-0123456789abcdefghij"

    private func composer(publicURL: String = "https://reminders.example/") throws -> MailComposer {
        try MailComposer(localizations: appLocalizations.get(), publicURL: { publicURL })
    }

    @Test func theResetMail_carriesItsAbsoluteLink_inBothParts() throws {
        let mail = try composer().passwordResetMail(to: .fixture(email: "ada@example.com", displayName: "Ada <3"), token: token)

        let link = "https://reminders.example/reset-password?token=\(token)"
        #expect(mail.to == "ada@example.com")
        #expect(mail.subject == "Reset your Reminders password")
        #expect(mail.unsubscribeURL == nil)
        #expect(mail.text.hasPrefix("Hello Ada <3,\n"))
        #expect(mail.text.contains("\nChoose a new password:\n\(link)\n"))
        #expect(mail.text.contains("The link works once, for one hour."))
        let html = HTMLDocument(html: mail.html)
        #expect(try html.select("a[href='\(link)']").map(\.text) == ["Choose a new password"])
        #expect(try html.select("html").first?["lang"] == "en")
        #expect(mail.html.contains("Hello Ada &lt;3,"))
        #expect(!mail.html.contains("<img") && !mail.html.contains("<link") && !mail.html.contains("<script"))
    }

    @Test func theInvitationMail_saysWhoSharesWhichListAsWhat_andLinksToTheInvitations_inTheInvitersLanguage() throws {
        let mail = try composer().invitationMail(to: "sam@example.com", from: .fixture(displayName: "Ada <3"), listName: "Groceries & Co", role: .editor)

        let link = "https://reminders.example/invitations"
        #expect(mail.to == "sam@example.com")
        #expect(mail.subject == "Ada <3 invites you to “Groceries & Co”")
        #expect(mail.text.hasPrefix("Hello sam@example.com,\n"))
        #expect(mail.text.contains("Ada <3 shares the list “Groceries & Co” with you in Reminders, as Editor."))
        #expect(mail.text.contains("\nOpen the invitation:\n\(link)\n"))
        #expect(mail.text.contains("Sign in with sam@example.com, or make an account with it, to accept."))
        #expect(try HTMLDocument(html: mail.html).select("a[href='\(link)']").map(\.text) == ["Open the invitation"])
        #expect(mail.html.contains("Ada &lt;3 shares the list “Groceries &amp; Co”"))

        var settings = UserSettings()
        settings.language = "de"
        let german = try composer().invitationMail(to: "sam@example.com", from: .fixture(displayName: "Ada", settings: settings), listName: "Einkauf", role: .viewer)
        #expect(german.subject == "Ada lädt dich zu „Einkauf“ ein")
        #expect(german.text.contains("als Betrachter."))
    }

    @Test func theConfirmationMail_isInThePersonsLanguage() throws {
        var settings = UserSettings()
        settings.language = "de"
        let mail = try composer().confirmationMail(to: .fixture(settings: settings), token: token)

        #expect(mail.subject == "Bestätige deine Adresse für Reminders")
        #expect(mail.text.hasPrefix("Hallo Ada,\n"))
        #expect(mail.text.contains("https://reminders.example/confirm-email?token=\(token)"))
        #expect(try HTMLDocument(html: mail.html).select("html").first?["lang"] == "de")
    }

    /// Asked for from an English page, signed out: the mail is in the person's language still.
    @Test func theResetMail_isInThePersonsLanguage() throws {
        var settings = UserSettings()
        settings.language = "de"
        let mail = try composer().passwordResetMail(to: .fixture(settings: settings), token: token)

        #expect(mail.subject == "Setze dein Reminders-Passwort zurück")
        #expect(mail.text.hasPrefix("Hallo Ada,\n"))
        #expect(mail.text.contains("\nNeues Passwort wählen:\nhttps://reminders.example/reset-password?token=\(token)\n"))
        #expect(try HTMLDocument(html: mail.html).select("html").first?["lang"] == "de")
    }

    @Test func render_writesAnyTemplatePair_forOtherMail() throws {
        struct Body: Encodable { let intro, button, expiry, link: String }
        let mail = try composer(publicURL: "http://127.0.0.1:8080").render(
            template: "mail/account-link", body: Body(intro: "Intro", button: "Open", expiry: "Soon", link: "http://127.0.0.1:8080/x"),
            subject: "Subject", to: "b@example.com", name: "Bo", language: "en", unsubscribeURL: "http://127.0.0.1:8080/stop"
        )

        #expect(mail == MailMessage(to: "b@example.com", subject: "Subject", text: mail.text, html: mail.html, unsubscribeURL: "http://127.0.0.1:8080/stop"))
        #expect(mail.text.contains("Open:\nhttp://127.0.0.1:8080/x"))
        #expect(mail.text.hasSuffix("-- \nSent by Reminders at http://127.0.0.1:8080.\n"))
    }
}

/// The alert's messages as the scheduler has them composed: a viewer of the reminder's list is
/// alerted, but offered only to open it.
@Suite struct ReminderNotificationMailsTests {
    private func occasion(offersMarkDone: Bool) -> AlertOccasion {
        AlertOccasion(
            reminder: ListedReminder(reminder: Reminder(id: 17, listID: 1, title: "Bins", createdAt: fixtureDate), listName: "Home"),
            owner: .fixture(email: "bea@example.com", displayName: "Bea"), alertAt: fixtureDate, isLate: false, offersMarkDone: offersMarkDone
        )
    }

    private func mails() throws -> ReminderNotificationMails {
        let composer = try MailComposer(localizations: appLocalizations.get(), publicURL: { "https://reminders.example/" })
        let seal = TextSeal(signer: FakeMessageSigner())
        return ReminderNotificationMails(
            mails: composer, links: { NotificationLinks(baseURL: "https://reminders.example/", seal: seal) }, defaultTimeZone: .gmt
        )
    }

    @Test(arguments: [true, false])
    func anAlert_offersMarkDone_inTheMailAndThePush_onlyWhenItsRecipientMayChangeIt(_ offersMarkDone: Bool) throws {
        let mail = try mails().alertMail(occasion(offersMarkDone: offersMarkDone))
        let push = try mails().alertPush(occasion(offersMarkDone: offersMarkDone))

        #expect(mail.text.contains("/alerts/done?token=") == offersMarkDone)
        let hrefs = try HTMLDocument(html: mail.html).select("a").compactMap { $0["href"] }
        #expect(hrefs.filter { $0.contains("/alerts/done?token=") }.count == (offersMarkDone ? 1 : 0))
        #expect(mail.text.contains("https://reminders.example/reminders/17/edit"))
        #expect((push.markDoneURL != nil) == offersMarkDone)
        #expect((push.markDoneLabel != nil) == offersMarkDone)
    }
}
