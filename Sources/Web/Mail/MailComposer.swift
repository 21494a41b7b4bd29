import Domain
import Entities
import Foundation
import Presentation
import Templating

/// Writes the app's emails from the Mustache templates under `Templates/mail/`, in the person's
/// language, with absolute links to `publicURL`: each mail is a template pair, `NAME-text` (plain
/// text; `{{{…}}}` so nothing is escaped) and `NAME-html` (inline styles, no external resources,
/// usually filling the `mail/layout-html` layout's `content` block). Both read `subject`,
/// `greeting`, `footer` and the mail's own `body`, and every catalog string as `{{t.…}}`.
public struct MailComposer: AccountMailComposer {
    private let localizations: Localizations
    private let address: @Sendable () -> String

    /// A composer rendering with `localizations` (the app's templates, the mail ones under `mail/`).
    /// - Parameter publicURL: the app's address; links in mail are made absolute with it. Read
    ///   when a mail is written: a server started on port 0 learns its port after this is made.
    public init(localizations: Localizations, publicURL: @escaping @Sendable () -> String) {
        self.localizations = localizations
        address = publicURL
    }

    /// The address people reach the app at, without a trailing slash (`https://reminders.example`).
    public var publicURL: String {
        let url = address()
        return url.hasSuffix("/") ? String(url.dropLast()) : url
    }

    /// The catalog of `language` (the default language's when the app has not that one).
    public func catalog(for language: String) -> StringCatalog {
        localizations.localization(for: language).catalog
    }

    /// The absolute address of `route`.
    public func url(_ route: Route) -> String {
        publicURL + route.path
    }

    /// A mail from the template pair `template` (`mail/account-link` renders
    /// `mail/account-link-text` and `mail/account-link-html`), with `body` as the templates' `body`.
    /// - Parameters:
    ///   - subject: the subject, already in `language`.
    ///   - to: the recipient, greeted as `name`.
    ///   - unsubscribeURL: where one click stops mail of this kind, for mail that can be stopped.
    public func render<Body: Encodable>(
        template: String, body: Body, subject: String, to: String, name: String, language: String, unsubscribeURL: String? = nil
    ) throws -> MailMessage {
        let localization = localizations.localization(for: language)
        let content = MailContent(
            subject: subject, greeting: localization.catalog.string("Mail.Common.greeting", name),
            footer: localization.catalog.string("Mail.Common.footer", publicURL), body: body
        )
        return MailMessage(
            to: to, subject: subject, text: try localization.templates.renderString(template + "-text", content),
            html: try localization.templates.renderString(template + "-html", content), unsubscribeURL: unsubscribeURL
        )
    }

    public func confirmationMail(to user: User, token: String) -> MailMessage {
        linkMail(to: user, kind: "Confirm", link: url(.confirmEmail(token: token)))
    }

    public func passwordResetMail(to user: User, token: String) -> MailMessage {
        linkMail(to: user, kind: "Reset", link: url(.resetPassword(token: token)))
    }

    public func invitationMail(to email: String, from inviter: User, listName: String, role: ListRole) -> MailMessage {
        let language = inviter.settings.language
        let catalog = catalog(for: language)
        let roleName = catalog.string(role.nameKey.rawValue)
        let subject = catalog.string("Mail.Invitation.subject", inviter.displayName, listName)
        let body = AccountLinkMail(
            intro: catalog.string("Mail.Invitation.intro", inviter.displayName, listName, roleName), button: catalog.string("Mail.Invitation.button"),
            expiry: catalog.string("Mail.Invitation.expiry", email, inviter.displayName), link: url(.invitations)
        )
        do {
            return try render(template: "mail/account-link", body: body, subject: subject, to: email, name: email, language: language)
        } catch {
            let text = [body.intro, body.link, body.expiry].joined(separator: "\n\n")
            return MailMessage(to: email, subject: subject, text: text, html: "<p>\(body.link)</p>")
        }
    }

    /// The confirmation or reset mail (`kind` names its keys, `Mail.Confirm.…` or `Mail.Reset.…`).
    private func linkMail(to user: User, kind: String, link: String) -> MailMessage {
        let catalog = catalog(for: user.settings.language)
        let subject = catalog.string("Mail.\(kind).subject")
        let body = AccountLinkMail(
            intro: catalog.string("Mail.\(kind).intro", user.email), button: catalog.string("Mail.\(kind).button"),
            expiry: catalog.string("Mail.\(kind).expiry"), link: link
        )
        do {
            return try render(template: "mail/account-link", body: body, subject: subject, to: user.email, name: user.displayName, language: user.settings.language)
        } catch {
            // The templates were compiled at start-up; should one fail to render, the link still goes out.
            let text = [body.intro, body.link, body.expiry].joined(separator: "\n\n")
            return MailMessage(to: user.email, subject: subject, text: text, html: "<p>\(body.link)</p>")
        }
    }
}

/// What every mail template reads.
struct MailContent<Body: Encodable>: Encodable {
    let subject: String
    let greeting: String
    let footer: String
    let body: Body
}

/// The body of a mail carrying one link: the confirmation and the reset.
struct AccountLinkMail: Encodable {
    let intro: String
    let button: String
    let expiry: String
    let link: String
}
