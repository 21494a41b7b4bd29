/// Why a request could not be read off the wire; each case maps to one status.
public enum HTTPParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The request line is longer than the limit (414).
    case requestLineTooLong
    /// A single header line is longer than the limit (431).
    case headerLineTooLong
    /// The header section is larger than the limit (431).
    case headersTooLarge
    /// More header lines than the limit (431).
    case tooManyHeaders
    /// The request line is not `METHOD SP target SP HTTP/x.y` (400).
    case malformedRequestLine(String)
    /// The method has lower-case letters or other non-token bytes (400).
    case invalidMethod
    /// A well-formed version other than HTTP/1.0 or HTTP/1.1 (505).
    case unsupportedVersion(String)
    /// The target is not an origin-form path, or has bad bytes or bad percent-encoding (400).
    case invalidTarget(String)
    /// A header line is malformed: a bad name, a control byte in a value, folding, … (400).
    case invalidHeader(String)
    /// A line ended with LF alone, or a CR not followed by LF (400).
    case bareLineFeed
    /// HTTP/1.1 without a Host header, or more than one Host (400).
    case invalidHost(String)
    /// Content-Length is not a single, plain, non-negative decimal that fits (400).
    case invalidContentLength(String)
    /// Transfer-Encoding with Content-Length, or on HTTP/1.0 (400).
    case conflictingFraming(String)
    /// A Transfer-Encoding other than exactly `chunked` (501).
    case unsupportedTransferEncoding(String)
    /// A malformed chunk size, extension, terminator or trailer (400).
    case invalidChunk(String)
    /// An `Expect` other than `100-continue` (417).
    case unsupportedExpectation(String)
    /// The body is larger than the route allows (413).
    case bodyTooLarge(limit: Int)
    /// The bodies the server holds already leave no room for this one (503, with `Retry-After`).
    case bodyBudgetExhausted

    /// The status this error is answered with.
    public var status: HTTPStatus {
        switch self {
        case .requestLineTooLong: .uriTooLong
        case .headerLineTooLong, .headersTooLarge, .tooManyHeaders: .requestHeaderFieldsTooLarge
        case .unsupportedVersion: .httpVersionNotSupported
        case .unsupportedTransferEncoding: .notImplemented
        case .unsupportedExpectation: .expectationFailed
        case .bodyTooLarge: .contentTooLarge
        case .bodyBudgetExhausted: .serviceUnavailable
        case .malformedRequestLine, .invalidMethod, .invalidTarget, .invalidHeader, .bareLineFeed,
             .invalidHost, .invalidContentLength, .conflictingFraming, .invalidChunk:
            .badRequest
        }
    }

    public var description: String {
        switch self {
        case .requestLineTooLong: "request line too long"
        case .headerLineTooLong: "header line too long"
        case .headersTooLarge: "header section too large"
        case .tooManyHeaders: "too many header lines"
        case .malformedRequestLine(let why): "malformed request line: \(why)"
        case .invalidMethod: "invalid method: methods are upper-case tokens"
        case .unsupportedVersion(let version): "unsupported HTTP version \(version)"
        case .invalidTarget(let why): "invalid request target: \(why)"
        case .invalidHeader(let why): "invalid header: \(why)"
        case .bareLineFeed: "lines must end with CRLF"
        case .invalidHost(let why): "invalid Host: \(why)"
        case .invalidContentLength(let why): "invalid Content-Length: \(why)"
        case .conflictingFraming(let why): "conflicting message framing: \(why)"
        case .unsupportedTransferEncoding(let coding): "unsupported Transfer-Encoding: \(coding)"
        case .invalidChunk(let why): "invalid chunked body: \(why)"
        case .unsupportedExpectation(let value): "unsupported expectation: \(value)"
        case .bodyTooLarge(let limit): "body larger than \(limit) bytes"
        case .bodyBudgetExhausted: "the server is holding as many request bodies as it can; try again shortly"
        }
    }
}
