import Entities
import Foundation

/// What became of asking for the confirmation link again.
public enum ConfirmationRequest: Sendable, Equatable {
    /// A new link is on its way.
    case sent
    /// The address is confirmed already: nothing to send.
    case alreadyConfirmed
    /// A link went out less than `AccountMail.resendInterval` ago: try again in `retryAfter` seconds.
    case tooSoon(retryAfter: Int)
    /// The server sends no mail.
    case mailOff
}

/// Sends the signed-in person a new link to confirm their address, at most one every few
/// minutes (`AccountMail.resendInterval`), so that a button held down fills no inbox.
public protocol SendConfirmationUseCase: Sendable {
    func execute(for user: User) async throws(DomainError) -> ConfirmationRequest
}

public protocol HasSendConfirmationUseCase {
    var sendConfirmationUseCase: any SendConfirmationUseCase { get }
}

/// Reads the account as stored (the session's copy may predate a confirmation), checks the
/// interval since the last link, then issues one.
public struct SendConfirmationInteractor: SendConfirmationUseCase {
    private let dependencies: AccountDependencies

    public init(dependencies: AccountDependencies) { self.dependencies = dependencies }

    public func execute(for user: User) async throws(DomainError) -> ConfirmationRequest {
        guard let mail = dependencies.mail, mail.sendsMail else { return .mailOff }
        let now = dependencies.clock.now()
        do {
            let account = try await dependencies.users.credentials(id: user.id).user
            if account.isEmailConfirmed { return .alreadyConfirmed }
            if let last = try await mail.tokens.lastIssued(purpose: .confirm, userID: user.id) {
                let wait = last.addingTimeInterval(AccountMail.resendInterval).timeIntervalSince(now)
                if wait > 0 { return .tooSoon(retryAfter: Int(wait.rounded(.up))) }
            }
            try await mail.send(.confirm, to: account, now: now)
            return .sent
        } catch {
            throw DomainError(error)
        }
    }
}
