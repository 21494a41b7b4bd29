import Entities

/// Writes the emails about an account — the address confirmation and the password reset — in
/// the person's language, with absolute links. The web front implements it from its templates.
public protocol AccountMailComposer: Sendable {
    /// The mail asking `user` to confirm their address by following a link carrying `token`.
    func confirmationMail(to user: User, token: String) -> MailMessage
    /// The mail with the link carrying `token` that sets a new password for `user`.
    func passwordResetMail(to user: User, token: String) -> MailMessage
}
