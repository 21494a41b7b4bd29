/// Why a mail or push transport could not hand a message over.
public enum DeliveryFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// Worth trying again later: the mail command failed or took too long, the push service
    /// answered 429 or 5xx, or could not be reached.
    case temporary(String)
    /// Never worth trying again: the message or its address was refused.
    case permanent(String)
    /// The push subscription is gone (the push service answered 404 or 410): it is removed.
    case subscriptionGone

    public var description: String {
        switch self {
        case .temporary(let reason): "temporary failure: \(reason)"
        case .permanent(let reason): "refused: \(reason)"
        case .subscriptionGone: "the push subscription is gone"
        }
    }
}
