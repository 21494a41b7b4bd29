/// The delivery of an app with nowhere to deliver feedback to (a server without
/// `--feedback-url`): waking it does nothing, and feedback stays queued in the store — the
/// operator reads it there — until the app runs with a `FeedbackDeliveryWorker`, which then
/// delivers it.
public struct StoredOnlyFeedbackDelivery: FeedbackDeliveryTrigger {
    /// The delivery that delivers nothing.
    public init() {}

    /// Does nothing: the feedback is stored, which is all there is to do.
    public func wake() {}
}
