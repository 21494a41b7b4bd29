import Entities

/// Asks for a password reset link for an address: the same answer whether or not an account has
/// it (nobody learns which addresses have accounts), the mail sent only when one does — even to
/// an unconfirmed address, since following the link proves it. Requests are throttled per address
/// and per `origin` (the client address) with the sign-in's policy, counted apart from sign-ins.
public protocol RequestPasswordResetUseCase: Sendable {
    /// Sends the link if an account has `email`; `invalid` for an empty or implausible address,
    /// `tooManyAttempts` when asked too often.
    func execute(email: String, origin: String) async throws(DomainError)
}

public protocol HasRequestPasswordResetUseCase {
    var requestPasswordResetUseCase: any RequestPasswordResetUseCase { get }
}

/// Checks the address's form, counts the request, then looks the account up and queues its mail.
public struct RequestPasswordResetInteractor: RequestPasswordResetUseCase {
    private let dependencies: AccountDependencies

    public init(dependencies: AccountDependencies) { self.dependencies = dependencies }

    public func execute(email: String, origin: String) async throws(DomainError) {
        let normalized = try EmailRule.validate(email).get { DomainError.invalid(ValidationErrors([.email: $0])) }
        let throttle = dependencies.resetThrottle
        if let wait = throttle.retryAfter(account: normalized, origin: origin) { throw .tooManyAttempts(retryAfter: wait) }
        throttle.recordFailure(account: normalized, origin: origin)
        guard let mail = dependencies.mail, mail.sendsMail else { return }
        do {
            guard let account = try await dependencies.users.credentials(email: normalized) else { return }
            try await mail.send(.reset, to: account.user, now: dependencies.clock.now())
        } catch {
            throw DomainError(error)
        }
    }
}
