import Domain

/// What an account screen did to the browser's session, for the web layer to carry out on the
/// response: set the new session's cookie, or clear the old one.
public enum SessionChange: Sendable, Equatable {
    /// A session started (sign-up, sign-in): the browser must hold its token from now on.
    case started(AuthenticatedSession)
    /// The session ended (sign-out, account deleted): the browser must forget its token.
    case ended
}
