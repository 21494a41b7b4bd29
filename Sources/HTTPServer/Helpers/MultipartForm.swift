/// The parts of a `multipart/form-data` body (RFC 7578), in order: text fields and files.
///
/// Decoding is strict (`MultipartFormError` lists every refusal) and a pure function of the
/// `Content-Type` and the body, so it is tested and fuzzed without a socket. The body is bounded
/// before it gets here: the server reads at most the route's `bodyLimit`, else
/// `RequestDecoder.Limits.maxBodySize` (1 MiB by default), and answers a larger one with `413`;
/// a route taking uploads sets the `bodyLimit` it needs.
public struct MultipartForm: Sendable, Equatable {
    /// One part: a text field, or a file when it has a filename.
    public struct Part: Sendable, Equatable {
        /// The field's name, from `Content-Disposition: form-data; name="…"`.
        public let name: String
        /// The file's name as the browser sent it (`""` for a file input left empty); nil for a text field.
        public let filename: String?
        /// The part's `Content-Type` as sent (browsers send one with files), nil without one.
        public let contentType: String?
        /// The part's content, exactly as sent; valid UTF-8 when the part is a text field.
        public let body: [UInt8]

        /// Whether the part is a file (it has a filename, even an empty one).
        public var isFile: Bool { filename != nil }
    }

    /// The parts, in the order sent.
    public let parts: [Part]

    /// The most parts accepted before answering `400`.
    public static let defaultMaxParts = 32

    /// The most bytes of header lines accepted per part before answering `400`; browsers send
    /// a few hundred, most of them the filename.
    public static let defaultMaxHeaderBytes = 8 * 1024

    /// Decodes `body` as the `multipart/form-data` that `contentType` (the header's value) announces.
    ///
    /// The preamble before the first delimiter and the epilogue after the last are ignored
    /// (RFC 2046 §5.1.1), and so are part headers other than `Content-Disposition`,
    /// `Content-Type` and `Content-Transfer-Encoding` (RFC 7578 §4.8). Parameters written
    /// `filename*=` are ignored too: browsers send the plain `filename`.
    /// - Parameters:
    ///   - contentType: the request's `Content-Type`, `multipart/form-data; boundary=…`.
    ///   - body: the request's body.
    ///   - maxParts: the most parts accepted.
    ///   - maxHeaderBytes: the most bytes of header lines accepted in one part.
    public init(
        contentType: String,
        body: some Collection<UInt8>,
        maxParts: Int = MultipartForm.defaultMaxParts,
        maxHeaderBytes: Int = MultipartForm.defaultMaxHeaderBytes
    ) throws(MultipartFormError) {
        let boundary = try MultipartParser.boundary(fromContentType: contentType)
        let parser = MultipartParser(body: Array(body), boundary: boundary, maxParts: maxParts, maxHeaderBytes: maxHeaderBytes)
        parts = try parser.parts()
    }

    /// The value of the first text field `name` (files are left out).
    public subscript(name: String) -> String? {
        parts.first { $0.name == name && !$0.isFile }.map(Self.text(of:))
    }

    /// Every value of the text fields `name`, in order.
    public func values(for name: String) -> [String] {
        parts.filter { $0.name == name && !$0.isFile }.map(Self.text(of:))
    }

    /// The first file part `name`; a file input left empty is sent as one with an empty filename
    /// and an empty body.
    public func file(named name: String) -> Part? {
        parts.first { $0.name == name && $0.isFile }
    }

    /// A text field's body as text: decoding validated it as UTF-8 already.
    private static func text(of part: Part) -> String {
        String(decoding: part.body, as: UTF8.self)
    }
}

extension HTTPRequest {
    /// Whether the body says it is `multipart/form-data` (a file upload), whatever its parameters.
    public var hasMultipartForm: Bool {
        mediaType.equalsCaseInsensitively("multipart/form-data")
    }

    /// The body's `multipart/form-data` parts; another content type is a `415`, a malformed body a
    /// `400` that says what was wrong (`MultipartFormError`).
    public func multipartForm() throws(HTTPError) -> MultipartForm {
        do {
            return try MultipartForm(contentType: headers["Content-Type"] ?? "", body: body)
        } catch {
            throw HTTPError(error.status, error.description)
        }
    }
}
