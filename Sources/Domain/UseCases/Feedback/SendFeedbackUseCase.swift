import Entities

/// Sends the operator a message from the signed-in person: a kind, 10–2,000 characters after
/// trimming, and whether the operator may reply to the account's email. At most 5 messages per
/// account and 20 per `origin` (the client address) in an hour (`PasswordThrottle.Policy.feedback`).
public protocol SendFeedbackUseCase: Sendable {
    /// Stores `draft` from account `userID`, sent from `origin`, its delivery queued; returns it
    /// as stored.
    /// - Throws: `invalid` with the message's issue (nothing stored, nothing counted),
    ///   `tooManyAttempts` past the limits, `notFound` when the account is gone, `unavailable`
    ///   when the store fails.
    func execute(userID: User.ID, draft: FeedbackDraft, origin: String) async throws(DomainError) -> Feedback
}

/// A container of the use case, for the ViewModels that need it.
public protocol HasSendFeedbackUseCase {
    var sendFeedbackUseCase: any SendFeedbackUseCase { get }
}

/// Validates the draft, counts it against the throttle and stores it in the queue, with its
/// delivery in the outbox — committed before it returns, so that "Thanks" is only said for
/// feedback that cannot be lost; the delivery engine posts it within its next round.
public struct SendFeedbackInteractor: SendFeedbackUseCase {
    private let users: any UserRepository
    private let feedback: FeedbackDependencies
    private let clock: any CalendarClock
    private let throttle: PasswordThrottle

    /// An interactor reading the sender's account from `users`, stamping feedback with `clock`
    /// and counting it in `throttle` (the app's one: `AccountDependencies.feedbackThrottle`).
    public init(users: any UserRepository, feedback: FeedbackDependencies, clock: any CalendarClock, throttle: PasswordThrottle) {
        self.users = users
        self.feedback = feedback
        self.clock = clock
        self.throttle = throttle
    }

    public func execute(userID: User.ID, draft: FeedbackDraft, origin: String) async throws(DomainError) -> Feedback {
        let draft = try draft.validated().get { errors in DomainError.invalid(errors) }
        if let wait = throttle.retryAfter(account: String(userID), origin: origin) { throw .tooManyAttempts(retryAfter: wait) }
        throttle.recordFailure(account: String(userID), origin: origin)
        let stored: Feedback
        do {
            let user = try await users.credentials(id: userID).user
            stored = try await feedback.queue.enqueue(draft, from: user, createdAt: clock.now())
        } catch {
            throw DomainError(error)
        }
        return stored
    }
}
