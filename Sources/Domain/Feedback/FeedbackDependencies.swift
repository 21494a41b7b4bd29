/// What sending feedback is built from besides the account: the queue it is stored in. Storing
/// it also queues its delivery in the outbox (the `webhook` channel), in the same transaction;
/// the delivery engine (`OutboxDelivery`) posts it when the app has an endpoint.
public struct FeedbackDependencies: Sendable {
    /// Where feedback is stored before anyone is thanked.
    public var queue: any FeedbackQueueRepository

    /// Creates the dependencies.
    public init(queue: any FeedbackQueueRepository) {
        self.queue = queue
    }
}
