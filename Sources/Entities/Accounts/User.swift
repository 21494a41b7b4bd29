import Foundation

/// A person with an account: everything they keep belongs to them alone.
public struct User: Sendable, Equatable, Hashable, Identifiable {
    /// The storage's identifier.
    public typealias ID = Int64

    public let id: ID
    /// The address they sign in with, normalized by `EmailRule` (trimmed, lowercased); unique.
    public var email: String
    /// The name the app greets them with: 1–50 characters after trimming.
    public var displayName: String
    public var createdAt: Date
    /// Their language, time zone, week, default list and notifications.
    public var settings: UserSettings
    /// When they confirmed `email` by following the link sent to it; nil until then. Email goes
    /// only to a confirmed address (a password reset link aside: following it proves the address).
    public var emailConfirmedAt: Date?

    /// Creates a user.
    public init(id: ID, email: String, displayName: String, createdAt: Date, settings: UserSettings = UserSettings(), emailConfirmedAt: Date? = nil) {
        self.id = id
        self.email = email
        self.displayName = displayName
        self.createdAt = createdAt
        self.settings = settings
        self.emailConfirmedAt = emailConfirmedAt
    }

    /// Whether email may be sent to them: their address is confirmed.
    public var isEmailConfirmed: Bool { emailConfirmedAt != nil }
}
