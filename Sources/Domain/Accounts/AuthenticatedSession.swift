import Entities
import Foundation

/// A signed-in session: whose it is, the secret the browser holds, and the secret its forms carry.
public struct AuthenticatedSession: Sendable, Equatable {
    /// The secret the browser sends back (its cookie): 256 random bits, base64url-encoded. The
    /// store keeps only a digest of it, so a copy of the database holds no live session.
    public let token: String
    /// The person signed in.
    public var user: User
    /// The per-session secret every form of this session sends back, against cross-site forgery.
    public let csrfToken: String
    /// When it started (at sign-in or sign-up); it ends `SessionPolicy.absoluteTimeout` later.
    public let createdAt: Date
    /// When it was last used, to within `SessionPolicy.touchInterval`.
    public var lastSeenAt: Date

    /// Creates a session.
    public init(token: String, user: User, csrfToken: String, createdAt: Date, lastSeenAt: Date) {
        self.token = token
        self.user = user
        self.csrfToken = csrfToken
        self.createdAt = createdAt
        self.lastSeenAt = lastSeenAt
    }
}
