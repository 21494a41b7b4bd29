import Entities

/// Asks for a password reset link for an address: the same answer, in the same time, whether or
/// not an account has it (nobody learns which addresses have accounts), the mail sent only when
/// one does — even to an unconfirmed address, since following the link proves it. Requests are
/// throttled per address and per `origin` (the client address) with the sign-in's policy, counted
/// apart from sign-ins.
public protocol RequestPasswordResetUseCase: Sendable {
    /// Sends the link if an account has `email`; `invalid` for an empty or implausible address,
    /// `tooManyAttempts` when asked too often.
    func execute(email: String, origin: String) async throws(DomainError)
}

public protocol HasRequestPasswordResetUseCase {
    var requestPasswordResetUseCase: any RequestPasswordResetUseCase { get }
}

/// Checks the address's form and counts the request, then answers; the account is looked up and
/// its mail queued afterwards (`AccountMail.later`), so that neither the writes nor a storage
/// failure, which only an existing account meets, shows in the answer. A failure is reported.
public struct RequestPasswordResetInteractor: RequestPasswordResetUseCase {
    private let dependencies: AccountDependencies

    public init(dependencies: AccountDependencies) { self.dependencies = dependencies }

    public func execute(email: String, origin: String) async throws(DomainError) {
        let normalized = try EmailRule.validate(email).get { DomainError.invalid(ValidationErrors([.email: $0])) }
        let throttle = dependencies.resetThrottle
        if let wait = throttle.retryAfter(account: normalized, origin: origin) { throw .tooManyAttempts(retryAfter: wait) }
        throttle.recordFailure(account: normalized, origin: origin)
        guard let mail = dependencies.mail, mail.sendsMail else { return }
        let users = dependencies.users
        let clock = dependencies.clock
        mail.later {
            do {
                guard let account = try await users.credentials(email: normalized) else { return }
                try await mail.send(.reset, to: account.user, now: clock.now())
            } catch {
                mail.reportFailure("cannot queue a password reset mail: \(error)")
            }
        }
    }
}
