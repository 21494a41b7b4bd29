import Foundation

/// Why an outgoing request (`NetworkSession`) got no usable answer, as the checked transport
/// (`Outbound`) reports it; each transport maps it onto its own failures.
public enum OutboundRequestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The destination is refused (a private or local address, not an allowed host, not
    /// `https://` on port 443): nothing was sent, and trying again cannot help.
    case refused(String)
    /// The whole exchange (resolving, connecting, TLS, the head and the body) took longer than its deadline.
    case deadlineExceeded(seconds: Double)
    /// The answer's body is longer than `limit` bytes; it was not read further.
    case answerTooLarge(limit: Int)
    /// The host has no address, or no connection could be made or kept.
    case unreachable(String)

    /// Whether trying again later can help: not for a refused destination nor an answer too large.
    public var isPermanent: Bool {
        switch self {
        case .refused, .answerTooLarge: true
        case .deadlineExceeded, .unreachable: false
        }
    }

    public var description: String {
        switch self {
        case .refused(let reason): "the destination is refused: \(reason)"
        case .deadlineExceeded(let seconds): "no whole answer within \(seconds.formatted()) s"
        case .answerTooLarge(let limit): "the answer is longer than \(limit) bytes"
        case .unreachable(let reason): "unreachable: \(reason)"
        }
    }
}
