/// Starts delivering queued feedback soon, without the caller waiting for it.
public protocol FeedbackDeliveryTrigger: Sendable {
    /// Asks for a delivery round; several calls before it starts ask for one round.
    func wake()
}
