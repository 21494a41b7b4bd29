import Entities

/// The person a sealed link of an alert or of the daily summary acts for (and the reminder and
/// occurrence a "Mark done" link names): nil when the token was not sealed by this server for
/// that link, or the account is gone. Whether the reminder still exists, and whether the link
/// still stands for it (`AlertLinkOccurrence.standing`), is the person's container's to say.
public protocol ResolveAlertLinkUseCase: Sendable {
    /// The person and reminder of a "Mark done" link's token.
    func markDone(token: String) async throws(DomainError) -> AlertLinkTarget?
    /// The person of a "Stop the daily summary" link's token.
    func stopSummary(token: String) async throws(DomainError) -> User?
}

public protocol HasResolveAlertLinkUseCase {
    var resolveAlertLinkUseCase: any ResolveAlertLinkUseCase { get }
}

/// Who a "Mark done" link acts for, on which reminder, and for which of its occurrences.
public struct AlertLinkTarget: Sendable, Equatable {
    /// The person, as stored now (their settings, their language).
    public var user: User
    /// The reminder the alert was for.
    public var reminderID: Reminder.ID
    /// The occurrence the alert was for.
    public var occurrence: AlertLinkOccurrence

    /// Creates a target.
    public init(user: User, reminderID: Reminder.ID, occurrence: AlertLinkOccurrence) {
        self.user = user
        self.reminderID = reminderID
        self.occurrence = occurrence
    }
}

/// Opens the seal, then reads the account.
public struct ResolveAlertLinkInteractor: ResolveAlertLinkUseCase {
    private let users: any UserRepository
    private let seal: TextSeal

    public init(users: any UserRepository, seal: TextSeal) {
        self.users = users
        self.seal = seal
    }

    public func markDone(token: String) async throws(DomainError) -> AlertLinkTarget? {
        guard let named = seal.openMarkDoneToken(token), let user = try await user(named.userID) else { return nil }
        return AlertLinkTarget(user: user, reminderID: named.reminderID, occurrence: named.occurrence)
    }

    public func stopSummary(token: String) async throws(DomainError) -> User? {
        guard let userID = seal.openStopSummaryToken(token) else { return nil }
        return try await user(userID)
    }

    private func user(_ id: User.ID) async throws(DomainError) -> User? {
        do { return try await users.credentials(id: id).user } catch .notFound { return nil } catch { throw DomainError(error) }
    }
}
