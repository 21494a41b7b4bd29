/// Why the operator's endpoint did not take a piece of feedback, and so whether to try again.
public enum FeedbackDeliveryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The endpoint answered with a server error (5xx), or asked to be asked again later (408,
    /// 429): it may take the same feedback later.
    case unavailable(status: Int)
    /// No answer came within the request's timeout.
    case timedOut
    /// No connection was made (refused, no route, an unknown host) or it broke; says why.
    case unreachable(String)
    /// The endpoint refused this feedback (any other 4xx, or an answer that is not a success):
    /// the same request would be refused again. `reason` is what it said, for the log.
    case rejected(status: Int, reason: String)

    /// Whether the feedback stays queued for a later attempt: everything but a refusal.
    public var isRetryable: Bool {
        if case .rejected = self { return false }
        return true
    }

    /// A line for the log and for the failure the operator reads.
    public var description: String {
        switch self {
        case .unavailable(let status): "the endpoint answered HTTP \(status)"
        case .timedOut: "the endpoint did not answer in time"
        case .unreachable(let reason): "the endpoint cannot be reached: \(reason)"
        case .rejected(let status, let reason): "the endpoint refused it with HTTP \(status)\(reason.isEmpty ? "" : ": \(reason)")"
        }
    }

    /// The outbox's failure it amounts to: temporary when worth retrying, otherwise permanent,
    /// saying what the endpoint answered either way.
    public var deliveryFailure: DeliveryFailure {
        isRetryable ? .temporary(description) : .permanent(description)
    }
}
