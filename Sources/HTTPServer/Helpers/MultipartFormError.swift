/// Why a `multipart/form-data` body was refused; each case says what was wrong, parts counted from 1.
public enum MultipartFormError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `Content-Type` is not `multipart/form-data` (415).
    case notMultipartFormData
    /// The `Content-Type`'s parameters do not parse: a bad quote, a repeated name, … (400).
    case malformedContentType
    /// The `Content-Type` has no `boundary` parameter (400).
    case missingBoundary
    /// The `boundary` parameter is empty (400).
    case emptyBoundary
    /// The boundary is longer than RFC 2046's 70 characters (400).
    case boundaryTooLong(length: Int)
    /// The boundary has a character RFC 2046 does not allow in one, or ends with a space (400).
    case invalidBoundary
    /// No line of the body is the first delimiter, `--` and the boundary (400).
    case missingFirstDelimiter
    /// A line starts with `--` and the boundary but goes on with something other than `--`,
    /// spaces or its CRLF: it is no delimiter, yet the boundary must not occur in the content (400).
    case malformedDelimiter
    /// The body closes (`--boundary--`) before any part (400).
    case noParts
    /// The body ends before the close delimiter, `--boundary--` (400).
    case missingCloseDelimiter
    /// More parts than the limit (400).
    case tooManyParts(limit: Int)
    /// A header line of the part ends with LF or CR alone (400).
    case headerLineWithoutCRLF(part: Int)
    /// The part's header lines are not followed by an empty line (400).
    case unterminatedHeaders(part: Int)
    /// The part's header lines are larger than the limit (400).
    case headersTooLarge(part: Int, limit: Int)
    /// A header line of the part is malformed, `Content-Disposition`'s parameters do not parse,
    /// or a header it may have once is repeated (400).
    case malformedHeader(part: Int, String)
    /// The part has no `Content-Disposition` (400).
    case missingContentDisposition(part: Int)
    /// The part's `Content-Disposition` is another disposition than `form-data` (400).
    case notFormData(part: Int)
    /// The part's `Content-Disposition` has no `name`, or an empty one (400).
    case missingName(part: Int)
    /// The part has a `Content-Transfer-Encoding` other than `7bit`, `8bit` or `binary` (400).
    case unsupportedTransferEncoding(part: Int, String)
    /// The text field (a part without a filename) of this name is not UTF-8 (400).
    case invalidUTF8(name: String)

    /// The status this error is answered with.
    public var status: HTTPStatus {
        self == .notMultipartFormData ? .unsupportedMediaType : .badRequest
    }

    public var description: String {
        switch self {
        case .notMultipartFormData: "expected a multipart/form-data form"
        case .malformedContentType: "the form's Content-Type is malformed"
        case .missingBoundary: "the form's Content-Type has no boundary"
        case .emptyBoundary: "the form's boundary is empty"
        case .boundaryTooLong(let length): "the form's boundary has \(length) characters, more than 70"
        case .invalidBoundary: "the form's boundary has a character a boundary cannot have"
        case .missingFirstDelimiter: "the form's body does not start with its boundary"
        case .malformedDelimiter: "a line of the form starts with its boundary but is not a delimiter"
        case .noParts: "the form has no fields"
        case .missingCloseDelimiter: "the form's body ends before its closing boundary"
        case .tooManyParts(let limit): "more than \(limit) form fields"
        case .headerLineWithoutCRLF(let part): "a header line of form part \(part) does not end with CRLF"
        case .unterminatedHeaders(let part): "the headers of form part \(part) are not followed by an empty line"
        case .headersTooLarge(let part, let limit): "the headers of form part \(part) are larger than \(limit) bytes"
        case .malformedHeader(let part, let why): "invalid header in form part \(part): \(why)"
        case .missingContentDisposition(let part): "form part \(part) has no Content-Disposition"
        case .notFormData(let part): "the Content-Disposition of form part \(part) is not form-data"
        case .missingName(let part): "form part \(part) has no name"
        case .unsupportedTransferEncoding(let part, let encoding): "form part \(part) has the unsupported Content-Transfer-Encoding \(encoding)"
        case .invalidUTF8(let name): "the form field “\(name)” is not UTF-8"
        }
    }
}
