import Entities

/// Writes the emails about an account — the address confirmation, the password reset, and an
/// invitation to a shared list — in the person's language, with absolute links. The web front implements it from its templates.
public protocol AccountMailComposer: Sendable {
    /// The mail asking `user` to confirm their address by following a link carrying `token`.
    func confirmationMail(to user: User, token: String) -> MailMessage
    /// The mail with the link carrying `token` that sets a new password for `user`.
    func passwordResetMail(to user: User, token: String) -> MailMessage
    /// The mail telling address `email` that `inviter` invites it to list `listName` as `role`,
    /// in the inviter's language, with a link to the invitations page (which asks a visitor
    /// without a session to sign in or make an account with that address first).
    func invitationMail(to email: String, from inviter: User, listName: String, role: ListRole) -> MailMessage
}
