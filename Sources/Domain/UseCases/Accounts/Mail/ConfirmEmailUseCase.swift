import Entities

/// Confirms a person's address through the link mailed to it: the link works once, for 7 days
/// (`AccountMail.confirmationLifetime`). Opening the link only asks (no change on a GET); the
/// page's button confirms.
public protocol ConfirmEmailUseCase: Sendable {
    /// The account the link of `token` is for, when it can be used now (its page speaks that
    /// person's language, whoever opens it); else why not.
    func holder(of token: String) async throws(DomainError) -> Result<User, AccountLinkRefusal>
    /// Confirms the address of the link of `token`: the account, or why the link cannot be used.
    func execute(token: String) async throws(DomainError) -> Result<User, AccountLinkRefusal>
}

extension ConfirmEmailUseCase {
    /// Whether the link of `token` can be used now: nil if it can, else why not.
    public func refusal(of token: String) async throws(DomainError) -> AccountLinkRefusal? {
        if case .failure(let refusal) = try await holder(of: token) { return refusal }
        return nil
    }
}

public protocol HasConfirmEmailUseCase {
    var confirmEmailUseCase: any ConfirmEmailUseCase { get }
}

/// Redeems the confirmation token: token used and address confirmed in one transaction.
public struct ConfirmEmailInteractor: ConfirmEmailUseCase {
    private let tokens: (any AccountTokenRepository)?
    private let clock: any CalendarClock

    /// The use case over the links' `tokens` (nil: no link works), at `clock`'s time.
    public init(tokens: (any AccountTokenRepository)?, clock: any CalendarClock) {
        self.tokens = tokens
        self.clock = clock
    }

    public func holder(of token: String) async throws(DomainError) -> Result<User, AccountLinkRefusal> {
        guard RandomToken.isPlausible(token), let tokens else { return .failure(.unknown) }
        do {
            return try await tokens.check(token, purpose: .confirm, at: clock.now())
        } catch {
            throw DomainError(error)
        }
    }

    public func execute(token: String) async throws(DomainError) -> Result<User, AccountLinkRefusal> {
        guard RandomToken.isPlausible(token), let tokens else { return .failure(.unknown) }
        do { return try await tokens.redeemConfirmation(token, at: clock.now()) } catch { throw DomainError(error) }
    }
}
