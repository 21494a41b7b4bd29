/// Fields of an `application/x-www-form-urlencoded` body or a query string, in order.
public struct URLEncodedForm: Sendable, Equatable {
    /// The decoded name/value pairs, in the order sent.
    public let fields: [(name: String, value: String)]

    /// The most fields accepted before answering `400`.
    public static let defaultMaxFields = 1000

    /// Decodes `name=value&…` with percent and `+` decoding; bad encoding, bad UTF-8 or too many fields is a `400`.
    public init(decoding bytes: some Collection<UInt8>, maxFields: Int = URLEncodedForm.defaultMaxFields) throws(HTTPError) {
        var fields: [(name: String, value: String)] = []
        for pair in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            if fields.count == maxFields { throw .badRequest("more than \(maxFields) form fields") }
            let equals = pair.firstIndex(of: ASCII.equals)
            let rawName = pair[..<(equals ?? pair.endIndex)]
            let rawValue = equals.map { pair[pair.index(after: $0)...] } ?? pair[pair.endIndex...]
            guard let name = Self.decode(rawName), let value = Self.decode(rawValue) else {
                throw .badRequest("invalid percent-encoding or UTF-8 in a form field")
            }
            fields.append((name, value))
        }
        self.fields = fields
    }

    /// Decodes a query string (the part after `?`).
    public init(query: some StringProtocol, maxFields: Int = URLEncodedForm.defaultMaxFields) throws(HTTPError) {
        try self.init(decoding: Array(query.utf8), maxFields: maxFields)
    }

    /// The first value of the field `name`.
    public subscript(name: String) -> String? {
        fields.first { $0.name == name }?.value
    }

    /// Every value of the field `name`, in order (checkboxes, multiple selects).
    public func values(for name: String) -> [String] {
        fields.filter { $0.name == name }.map(\.value)
    }

    private static func decode(_ bytes: some Collection<UInt8>) -> String? {
        guard let decoded = PercentDecoding.decode(bytes, plusAsSpace: true) else { return nil }
        return String(validating: decoded, as: UTF8.self)
    }

    public static func == (lhs: URLEncodedForm, rhs: URLEncodedForm) -> Bool {
        lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }
}

extension HTTPRequest {
    /// The query string's fields; malformed encoding is a `400`.
    public func queryItems() throws(HTTPError) -> URLEncodedForm {
        try URLEncodedForm(query: query ?? "")
    }

    /// The body's form fields; another content type is a `415`, malformed encoding a `400`.
    public func formFields() throws(HTTPError) -> URLEncodedForm {
        guard mediaType.equalsCaseInsensitively("application/x-www-form-urlencoded") else {
            throw HTTPError(.unsupportedMediaType, "expected an application/x-www-form-urlencoded form")
        }
        return try URLEncodedForm(decoding: body)
    }

    /// The `Content-Type`'s media type, without its parameters; empty when there is none.
    var mediaType: Substring {
        let contentType = headers["Content-Type"] ?? ""
        return contentType.split(separator: ";", maxSplits: 1).first?.trimmingASCIIWhitespace() ?? ""
    }
}
