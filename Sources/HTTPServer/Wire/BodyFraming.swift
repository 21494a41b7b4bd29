/// How the body of a request is delimited, decided from its head (RFC 9112 §6.3).
enum BodyFraming: Equatable {
    case none
    case length(Int)
    case chunked

    init(for request: HTTPRequest) throws(HTTPParseError) {
        let codings = request.headers.values(for: "Transfer-Encoding")
        let lengths = request.headers.values(for: "Content-Length")
        if !codings.isEmpty {
            if !lengths.isEmpty { throw .conflictingFraming("Content-Length with Transfer-Encoding") }
            if request.version == .http1_0 { throw .conflictingFraming("Transfer-Encoding on HTTP/1.0") }
            let coding = codings.joined(separator: ", ")
            guard coding.equalsCaseInsensitively("chunked") else { throw .unsupportedTransferEncoding(coding) }
            self = .chunked
            return
        }
        guard let length = lengths.first else {
            self = .none
            return
        }
        if lengths.count > 1 { throw .invalidContentLength("more than one Content-Length") }
        guard !length.isEmpty, length.utf8.count <= 18, length.utf8.allSatisfy(ASCII.isDigit), let value = Int(length) else {
            throw .invalidContentLength("\"\(length.prefix(24))\" is not a decimal length")
        }
        self = value == 0 ? .none : .length(value)
    }
}

extension HTTPRequest {
    /// Whether the client waits for `100 Continue` before sending the body.
    var expectsContinue: Bool {
        version == .http1_1 && (headers["Expect"]?.equalsCaseInsensitively("100-continue") ?? false)
    }
}
