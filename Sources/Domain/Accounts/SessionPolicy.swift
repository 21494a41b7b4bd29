import Foundation

/// How long sessions live.
///
/// A session ends after a week without use (idle timeout) and a month after sign-in whatever
/// happens (absolute timeout), as OWASP ASVS 5.0 (7.3) asks for an app of this kind: long enough
/// that a person who uses it every few days is not asked to sign in again and again, short enough
/// that a forgotten session on a shared computer dies. The last use is written at most once per
/// `touchInterval`, so browsing does not cost a database write per page.
public struct SessionPolicy: Sendable, Equatable {
    /// A session unused for this long has ended.
    public var idleTimeout: TimeInterval
    /// A session this old has ended, however recently it was used.
    public var absoluteTimeout: TimeInterval
    /// The last use is recorded again only once this much time has passed since the last record.
    public var touchInterval: TimeInterval

    /// A policy; by default 7 days idle, 30 days in all, last use recorded once a minute.
    public init(idleTimeout: TimeInterval = 7 * 86_400, absoluteTimeout: TimeInterval = 30 * 86_400, touchInterval: TimeInterval = 60) {
        self.idleTimeout = idleTimeout
        self.absoluteTimeout = absoluteTimeout
        self.touchInterval = touchInterval
    }

    /// Whether `session` has ended at `now`, by either timeout.
    public func hasExpired(_ session: AuthenticatedSession, at now: Date) -> Bool {
        now.timeIntervalSince(session.lastSeenAt) >= idleTimeout || now.timeIntervalSince(session.createdAt) >= absoluteTimeout
    }
}
