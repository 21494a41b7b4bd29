import Entities

/// Sets a new password through a reset link: the link works once, for an hour (`AccountMail.resetLifetime`);
/// the new password follows the rules of sign-up; the reset ends every session of the account,
/// confirms its address (the link proved it) and signs the person in with a new session.
public protocol ResetPasswordUseCase: Sendable {
    /// The account the link of `token` is for, when it can be used now (its page speaks that
    /// person's language, whoever opens it); else why not.
    func holder(of token: String) async throws(DomainError) -> Result<User, AccountLinkRefusal>
    /// Sets `newPassword` through the link of `token` and starts a session; `.failure` with why
    /// when the link cannot be used; `invalid` (`.newPassword`) when the password breaks a rule.
    func execute(token: String, newPassword: String) async throws(DomainError) -> Result<AuthenticatedSession, AccountLinkRefusal>
}

extension ResetPasswordUseCase {
    /// Whether the link of `token` can be used now: nil if it can, else why not.
    public func refusal(of token: String) async throws(DomainError) -> AccountLinkRefusal? {
        if case .failure(let refusal) = try await holder(of: token) { return refusal }
        return nil
    }
}

public protocol HasResetPasswordUseCase {
    var resetPasswordUseCase: any ResetPasswordUseCase { get }
}

/// Checks the password's rules, hashes it, then redeems the token with the hash in one
/// transaction (token used, hash set, sessions ended), then starts the new session.
public struct ResetPasswordInteractor: ResetPasswordUseCase {
    private let dependencies: AccountDependencies
    private let tokens: (any AccountTokenRepository)?

    /// The use case over `dependencies` and the links' `tokens` (nil: no link works).
    public init(dependencies: AccountDependencies, tokens: (any AccountTokenRepository)?) {
        self.dependencies = dependencies
        self.tokens = tokens
    }

    public func holder(of token: String) async throws(DomainError) -> Result<User, AccountLinkRefusal> {
        guard RandomToken.isPlausible(token), let tokens else { return .failure(.unknown) }
        return try await holder(of: token, in: tokens)
    }

    public func execute(token: String, newPassword: String) async throws(DomainError) -> Result<AuthenticatedSession, AccountLinkRefusal> {
        guard RandomToken.isPlausible(token), let tokens else { return .failure(.unknown) }
        // A dead link is said before the password's rules: there is no point choosing one.
        if case .failure(let refusal) = try await holder(of: token, in: tokens) { return .failure(refusal) }
        let new = try PasswordRule.validate(newPassword).get { DomainError.invalid(ValidationErrors([.newPassword: $0])) }
        if dependencies.commonPasswords.contains(new) { throw .invalid(ValidationErrors([.newPassword: .commonPassword])) }
        let hash: String
        do { hash = try await dependencies.hasher.hash(new) } catch { throw .unavailable(error.message) }
        do {
            switch try await tokens.redeemReset(token, passwordHash: hash, at: dependencies.clock.now()) {
            case .failure(let refusal):
                // Used or expired while the password was hashed.
                return .failure(refusal)
            case .success(let user):
                return .success(try await SessionStarter(sessions: dependencies.sessions, clock: dependencies.clock).start(for: user))
            }
        } catch {
            throw DomainError(error)
        }
    }

    private func holder(of token: String, in tokens: any AccountTokenRepository) async throws(DomainError) -> Result<User, AccountLinkRefusal> {
        do {
            return try await tokens.check(token, purpose: .reset, at: dependencies.clock.now())
        } catch {
            throw DomainError(error)
        }
    }
}
