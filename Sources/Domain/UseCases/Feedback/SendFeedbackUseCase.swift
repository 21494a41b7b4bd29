import Entities

/// Sends the operator a message from the signed-in person: a kind, 10–2,000 characters after
/// trimming, and whether the operator may reply to the account's email.
public protocol SendFeedbackUseCase: Sendable {
    /// Stores `draft` from account `userID`, its delivery queued; returns it as stored.
    /// - Throws: `invalid` with the message's issue (nothing stored), `notFound` when the
    ///   account is gone, `unavailable` when the store fails.
    func execute(userID: User.ID, draft: FeedbackDraft) async throws(DomainError) -> Feedback
}

/// A container of the use case, for the ViewModels that need it.
public protocol HasSendFeedbackUseCase {
    var sendFeedbackUseCase: any SendFeedbackUseCase { get }
}

/// Validates the draft and stores it in the queue, with its delivery in the outbox — committed
/// before it returns, so that "Thanks" is only said for feedback that cannot be lost; the
/// delivery engine posts it within its next round.
public struct SendFeedbackInteractor: SendFeedbackUseCase {
    private let users: any UserRepository
    private let feedback: FeedbackDependencies
    private let clock: any CalendarClock

    /// An interactor reading the sender's account from `users` and stamping feedback with `clock`.
    public init(users: any UserRepository, feedback: FeedbackDependencies, clock: any CalendarClock) {
        self.users = users
        self.feedback = feedback
        self.clock = clock
    }

    public func execute(userID: User.ID, draft: FeedbackDraft) async throws(DomainError) -> Feedback {
        let draft = try draft.validated().get { errors in DomainError.invalid(errors) }
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
