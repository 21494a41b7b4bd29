import Entities

/// The operator's endpoint that feedback is delivered to: a remote service, reached over the
/// network. Its errors say whether trying again later can help (`FeedbackDeliveryError.isRetryable`).
public protocol FeedbackRepository: Sendable {
    /// Delivers `feedback`; returns once the endpoint has taken it.
    func send(_ feedback: Feedback) async throws(FeedbackDeliveryError)
}
