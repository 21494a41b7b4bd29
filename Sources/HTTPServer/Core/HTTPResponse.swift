import Glibc

/// An HTTP response: status, headers and a body that is either bytes, a file or a stream.
public struct HTTPResponse: Sendable {
    /// The status line's status.
    public var status: HTTPStatus
    /// The header fields; the server adds `Date`, `Content-Length` or `Transfer-Encoding`, and `Connection`.
    public var headers: HTTPHeaders
    /// The body.
    public var body: ResponseBody

    /// Creates a response.
    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = [:], body: ResponseBody = .empty) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A response with a UTF-8 text body and its content type.
    public init(status: HTTPStatus = .ok, contentType: String, body: String) {
        self.init(status: status, headers: ["Content-Type": contentType], body: .bytes(Array(body.utf8)))
    }

    /// A `text/plain` response.
    public static func text(_ text: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: text)
    }

    /// A redirect (`303 See Other` by default: the answer to a form post) to `location`, with
    /// every byte a URI may not hold (non-ASCII, space, controls, `"<>\^{|}` and backtick)
    /// percent-encoded, so that `/café` is sent as `/caf%C3%A9` and nothing raw reaches the header.
    public static func redirect(to location: String, status: HTTPStatus = .seeOther) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Location": uriEncoded(location)])
    }

    /// `text` with the bytes outside RFC 3986's unreserved and reserved characters (and `%`,
    /// kept as the escapes already made) percent-encoded.
    static func uriEncoded(_ text: String) -> String {
        guard !text.utf8.allSatisfy(isAllowedInURI) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if isAllowedInURI(byte) {
                bytes.append(byte)
            } else {
                bytes.append(ASCII.percent)
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isAllowedInURI(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: "-._~:/?#[]@!$&'()*+,;=%".utf8.contains(byte)
        }
    }
}

/// The body of a response.
public enum ResponseBody: Sendable {
    /// Bytes held in memory, sent with `Content-Length`.
    case bytes([UInt8])
    /// A region of an open file, streamed to the socket with `Content-Length`, never read whole.
    case file(OpenFile, offset: Int, length: Int)
    /// Bytes produced while sending, sent chunked (or until close on HTTP/1.0).
    case stream(@Sendable (any ResponseBodyWriter) async throws -> Void)

    /// No body.
    public static let empty = ResponseBody.bytes([])
}

/// Where a streamed body writes its pieces.
public protocol ResponseBodyWriter {
    /// Sends one piece of the body; an empty piece is ignored.
    func write(_ bytes: [UInt8]) async throws
}

/// An open, read-only file descriptor that closes itself when the last reference goes.
public final class OpenFile: Sendable {
    /// The descriptor.
    public let descriptor: Int32

    /// Takes ownership of an open descriptor.
    public init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { close(descriptor) }
}
