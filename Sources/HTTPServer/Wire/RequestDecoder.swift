import Glibc

/// Turns the bytes of a connection into complete requests, enforcing every limit and framing rule.
///
/// It is a plain value fed with bytes, so it is tested from strings and fuzzed without a socket.
/// After it throws, the connection must answer with the error's status and close: the stream
/// cannot be trusted to find the next request.
public struct RequestDecoder {
    /// Size limits applied while decoding.
    public struct Limits: Sendable {
        /// Longest request line, without CRLF (else 414).
        public var maxRequestLineLength = 8 * 1024
        /// Longest header line, without CRLF (else 431).
        public var maxHeaderLineLength = 8 * 1024
        /// Largest header section (else 431).
        public var maxHeaderBytes = 32 * 1024
        /// Most header lines (else 431).
        public var maxHeaderCount = 100
        /// Default largest body; a route may set its own (else 413).
        public var maxBodySize = 1024 * 1024

        /// The defaults above.
        public init() {}
    }

    /// How far the decoder is into the next request.
    public enum Phase: Sendable, Equatable {
        /// No byte of the next request has arrived.
        case idle
        /// Part of a request head has arrived.
        case head
        /// The head is complete; its body is arriving.
        case body
    }

    let limits: Limits
    var buffer = InputBuffer()
    private var scanner = HeadScanner()
    private var pending: PendingBody?
    private var continueRequested = false

    /// Creates a decoder with the given limits.
    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Adds bytes received from the client.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(bytes)
    }

    /// Adds bytes received from the client.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        Array(bytes).withUnsafeBytes { append($0) }
    }

    /// How far the decoder is into the next request.
    public var phase: Phase {
        if pending != nil { return .body }
        return buffer.readableCount == 0 ? .idle : .head
    }

    /// Whether the unconsumed bytes are only what follows a complete request (pipelining).
    var hasBufferedBytes: Bool { buffer.readableCount > 0 }

    /// True once after a head asking `Expect: 100-continue` whose body has not fully arrived:
    /// the caller should then send `100 Continue`.
    public mutating func takeContinueRequest() -> Bool {
        defer { continueRequested = false }
        return continueRequested
    }

    /// Decodes the next complete request, or returns nil when more bytes are needed.
    /// - Parameters:
    ///   - bodyLimit: the largest body allowed for a request, asked once its head is parsed
    ///     and only if it announces a body.
    ///   - hold: told, once a head within the limit is parsed, the most body bytes its request
    ///     will hold (its length, or for a chunked body the limit), before any is read; it may
    ///     refuse by throwing (`bodyBudgetExhausted`). Not called for a request without a body.
    public mutating func nextRequest(
        bodyLimit: (HTTPRequest) -> Int, hold: (Int) throws(HTTPParseError) -> Void = { _ in }
    ) throws(HTTPParseError) -> HTTPRequest? {
        if pending == nil {
            guard let (request, framing, headLength) = try decodeHead() else { return nil }
            buffer.consume(headLength)
            scanner = HeadScanner()
            // Asked only when there is a body: a router answers it by looking the route up.
            let limit = framing == .none || framing == .length(0) ? 0 : bodyLimit(request)
            let body = try PendingBody(request: request, framing: framing, limit: limit)
            if body.bytesToHold > 0 { try hold(body.bytesToHold) }
            pending = body
        }
        guard var body = pending else { return nil }
        let complete = try body.decode(from: &buffer)
        if complete {
            pending = nil
            continueRequested = false
            return body.request
        }
        pending = body
        if body.request.expectsContinue && !body.continueSent {
            pending?.continueSent = true
            continueRequested = true
        }
        return nil
    }

    private mutating func decodeHead() throws(HTTPParseError) -> (HTTPRequest, BodyFraming, Int)? {
        let limits = self.limits
        return try buffer.withReadableBytes { bytes throws(HTTPParseError) in
            guard let span = try scanner.scan(bytes, limits: limits) else { return nil }
            let head = UnsafeBufferPointer(rebasing: bytes[span.start..<span.end])
            var parser = HeadParser(bytes: head)
            let request = try parser.parse()
            let framing = try BodyFraming(for: request)
            return (request, framing, span.end)
        }
    }
}
