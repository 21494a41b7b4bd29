/// What a sign-up did: made the account, or found it made already with the very password typed
/// (the form sent twice, say) and signed in to it.
public enum SignUpOutcome: Sendable, Equatable {
    /// A new account, and its first session.
    case accountCreated(AuthenticatedSession)
    /// The account that had the email and password, and a new session of it, as signing in gives.
    case signedIn(AuthenticatedSession)

    /// The session started, either way.
    public var session: AuthenticatedSession {
        switch self {
        case .accountCreated(let session), .signedIn(let session): session
        }
    }
}
