import Domain
import Entities
import Foundation
import Presentation

/// Writes the alerts and daily summaries (`ReminderNotificationComposer`): the texts from
/// Presentation's `NotificationTexts`, in the person's language and time zone, put in the mail
/// templates `mail/alert` and `mail/summary` by `MailComposer`, with the links of
/// `NotificationLinks` — the reminder, "Mark done", and the summary's one-click stop.
public struct ReminderNotificationMails: ReminderNotificationComposer {
    private let mails: MailComposer
    private let links: @Sendable () -> NotificationLinks
    private let defaultTimeZone: TimeZone

    /// Mails written by `mails`, with links from `links` (read when a mail is written: a server
    /// started on port 0 learns its address after this is made), days and times in each person's
    /// time zone, or `defaultTimeZone` for people who chose none.
    public init(mails: MailComposer, links: @escaping @Sendable () -> NotificationLinks, defaultTimeZone: TimeZone) {
        self.mails = mails
        self.links = links
        self.defaultTimeZone = defaultTimeZone
    }

    public func alertMail(_ occasion: AlertOccasion) -> MailMessage {
        let texts = texts(for: occasion.owner).alert(occasion)
        let body = AlertMail(texts: texts, links: alertLinks(occasion))
        return render("mail/alert", body, subject: texts.subject, to: occasion.owner, fallback: [texts.title, texts.due, body.links.reminder])
    }

    public func alertPush(_ occasion: AlertOccasion) -> PushMessage {
        let texts = texts(for: occasion.owner).alert(occasion)
        let links = alertLinks(occasion)
        return PushMessage(
            title: texts.pushTitle, body: texts.pushBody, url: links.reminder, markDoneURL: links.markDone,
            markDoneLabel: links.markDone == nil ? nil : texts.markDone,
            tag: "reminder-\(occasion.reminder.reminder.id)"
        )
    }

    public func summaryMail(_ summary: DailySummary) -> MailMessage {
        let texts = texts(for: summary.owner).summary(summary)
        let links = links()
        let body = SummaryMail(
            intro: texts.intro, stop: texts.stop, why: texts.why, stopLink: links.stopSummary(userID: summary.owner.id),
            sections: texts.sections.map { section in
                SummaryMail.Section(heading: section.heading, items: section.items.map { item in
                    SummaryMail.Item(title: item.title, detail: item.detail, link: links.reminder(item.reminderID))
                })
            }
        )
        return render(
            "mail/summary", body, subject: texts.subject, to: summary.owner, unsubscribeURL: body.stopLink,
            fallback: texts.sections.flatMap { $0.items.map(\.title) } + [body.stopLink]
        )
    }

    private func texts(for owner: User) -> NotificationTexts {
        NotificationTexts(
            strings: mails.catalog(for: owner.settings.language),
            timeZone: owner.settings.resolvedTimeZone(server: defaultTimeZone)
        )
    }

    private func alertLinks(_ occasion: AlertOccasion) -> AlertMail.Links {
        let links = links()
        let reminder = occasion.reminder.reminder
        let occurrence = AlertLinkOccurrence(due: reminder.due, alertAt: occasion.alertAt)
        return AlertMail.Links(
            reminder: links.reminder(reminder.id),
            markDone: occasion.offersMarkDone ? links.markDone(userID: occasion.owner.id, reminderID: reminder.id, occurrence: occurrence) : nil
        )
    }

    /// The mail from `template`; should the templates (compiled at start-up) fail to render, a
    /// plain one with `fallback`'s lines still goes out.
    private func render<Body: Encodable>(
        _ template: String, _ body: Body, subject: String, to owner: User, unsubscribeURL: String? = nil, fallback: [String]
    ) -> MailMessage {
        do {
            return try mails.render(
                template: template, body: body, subject: subject, to: owner.email, name: owner.displayName,
                language: owner.settings.language, unsubscribeURL: unsubscribeURL
            )
        } catch {
            let text = fallback.joined(separator: "\n\n")
            return MailMessage(to: owner.email, subject: subject, text: text, html: "", unsubscribeURL: unsubscribeURL)
        }
    }
}

/// The body the alert templates read.
struct AlertMail: Encodable {
    struct Links: Encodable {
        let reminder: String
        /// None for a viewer of the reminder's list (`AlertOccasion.offersMarkDone`).
        let markDone: String?
    }

    let texts: AlertTexts
    let links: Links
}

/// The body the summary templates read.
struct SummaryMail: Encodable {
    struct Item: Encodable {
        let title: String
        let detail: String
        let link: String
    }

    struct Section: Encodable {
        let heading: String
        let items: [Item]
    }

    let intro: String
    let stop: String
    let why: String
    let stopLink: String
    let sections: [Section]
}
