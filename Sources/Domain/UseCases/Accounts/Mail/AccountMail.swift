import Entities
import Foundation

/// What the account use cases need to send mail: the links' tokens, the outbox the mail waits in,
/// and the composer that writes it. When `sendsMail` is off (the server has no `--sendmail`) no
/// mail is queued: sign-up sends no confirmation and a reset request answers as always but sends
/// nothing; links mailed before still work.
public struct AccountMail: Sendable {
    /// How long a confirmation link works.
    public static let confirmationLifetime: TimeInterval = 7 * 24 * 3600
    /// How long a password reset link works.
    public static let resetLifetime: TimeInterval = 3600
    /// How soon after one confirmation link another may be asked for.
    public static let resendInterval: TimeInterval = 5 * 60

    public var tokens: any AccountTokenRepository
    public var outbox: any OutboxRepository
    public var composer: any AccountMailComposer
    /// Whether mail goes out at all.
    public var sendsMail: Bool
    /// Runs work a page's answer must not wait for: looking up the address of a reset request and
    /// queuing its mail, whose time (and failure) would otherwise tell that an account has it.
    public var later: @Sendable (@escaping @Sendable () async -> Void) -> Void
    /// Says what went wrong in work done `later`, for the log.
    public var reportFailure: @Sendable (String) -> Void

    /// How long, in seconds, the default `later` waits before it starts its work: a random time
    /// in this range, so that the work runs after the answer has left (it did not before: a
    /// known address's reset answered ~0.2–0.9 ms slower at the median on two cores, its writes
    /// racing the answer), and at no fixed time after it that another request could be timed against.
    public static let laterDelay: ClosedRange<Double> = 0.1...0.5

    /// Creates the dependencies; by default `later` starts a task of its own, which waits a
    /// moment of `laterDelay` first.
    public init(
        tokens: any AccountTokenRepository, outbox: any OutboxRepository, composer: any AccountMailComposer, sendsMail: Bool = true,
        later: @escaping @Sendable (@escaping @Sendable () async -> Void) -> Void = { work in
            Task {
                try? await Task.sleep(for: .seconds(Double.random(in: AccountMail.laterDelay)))
                await work()
            }
        },
        reportFailure: @escaping @Sendable (String) -> Void
    ) {
        self.tokens = tokens
        self.outbox = outbox
        self.composer = composer
        self.sendsMail = sendsMail
        self.later = later
        self.reportFailure = reportFailure
    }

    /// Issues a new link token for `purpose` to `user` and puts the mail carrying it in the outbox.
    func send(_ purpose: AccountTokenPurpose, to user: User, now: Date) async throws(RepositoryError) {
        let token = RandomToken.make()
        let lifetime = purpose == .confirm ? Self.confirmationLifetime : Self.resetLifetime
        try await tokens.issue(token, purpose: purpose, userID: user.id, createdAt: now, expiresAt: now.addingTimeInterval(lifetime))
        let message = purpose == .confirm ? composer.confirmationMail(to: user, token: token) : composer.passwordResetMail(to: user, token: token)
        try await outbox.enqueue([.mail(message)], for: user.id, at: now)
    }
}
