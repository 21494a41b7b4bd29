import Domain
import Entities

/// Writes account mail the tests can read back: the subject names the kind, the text is the
/// token, so a test takes the token from the mail as a person takes the link.
public struct FakeAccountMailComposer: AccountMailComposer {
    /// A composer.
    public init() {}

    public func confirmationMail(to user: User, token: String) -> MailMessage {
        MailMessage(to: user.email, subject: "confirm", text: token, html: "<p>\(token)</p>")
    }

    public func passwordResetMail(to user: User, token: String) -> MailMessage {
        MailMessage(to: user.email, subject: "reset", text: token, html: "<p>\(token)</p>")
    }

    public func invitationMail(to email: String, from inviter: User, listName: String, role: ListRole) -> MailMessage {
        let text = "\(inviter.displayName) invites to \(listName) as \(role.rawValue)"
        return MailMessage(to: email, subject: "invitation", text: text, html: "<p>\(text)</p>")
    }
}
