/// What sending feedback is built from besides the account: the queue it is stored in, and
/// the delivery to wake once it is.
public struct FeedbackDependencies: Sendable {
    /// Where feedback is stored before anyone is thanked.
    public var queue: any FeedbackQueueRepository
    /// What delivers it: a `FeedbackDeliveryWorker`, or `StoredOnlyFeedbackDelivery`.
    public var delivery: any FeedbackDeliveryTrigger

    /// Creates the dependencies.
    public init(queue: any FeedbackQueueRepository, delivery: any FeedbackDeliveryTrigger) {
        self.queue = queue
        self.delivery = delivery
    }
}
