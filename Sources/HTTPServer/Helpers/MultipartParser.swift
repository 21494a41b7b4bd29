/// Splits a `multipart/form-data` body at its delimiters (RFC 2046 §5.1.1) and reads each part
/// (`MultipartParser+Part.swift`); `MultipartForm` is its public face.
struct MultipartParser {
    let body: [UInt8]
    /// A delimiter, `CRLF--boundary`; the first one may open the body without its CRLF.
    let delimiter: [UInt8]
    let maxParts: Int
    let maxHeaderBytes: Int

    init(body: [UInt8], boundary: [UInt8], maxParts: Int, maxHeaderBytes: Int) {
        self.body = body
        self.delimiter = [ASCII.cr, ASCII.lf, ASCII.hyphen, ASCII.hyphen] + boundary
        self.maxParts = maxParts
        self.maxHeaderBytes = maxHeaderBytes
    }

    /// The `boundary` parameter of a `multipart/form-data` content type, checked against RFC 2046:
    /// 1 to 70 characters of `bchars`, the last not a space.
    static func boundary(fromContentType contentType: String) throws(MultipartFormError) -> [UInt8] {
        let mediaType = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        guard mediaType.trimmingASCIIWhitespace().equalsCaseInsensitively("multipart/form-data") else {
            throw .notMultipartFormData
        }
        guard let header = HeaderParameters(parsing: contentType) else { throw .malformedContentType }
        guard let boundary = header["boundary"].map({ Array($0.utf8) }) else { throw .missingBoundary }
        guard !boundary.isEmpty else { throw .emptyBoundary }
        guard boundary.allSatisfy(isBoundaryCharacter), boundary.last != ASCII.space else { throw .invalidBoundary }
        guard boundary.count <= 70 else { throw .boundaryTooLong(length: boundary.count) }
        return boundary
    }

    /// Every part, in order, between the first delimiter and the close delimiter.
    func parts() throws(MultipartFormError) -> [MultipartForm.Part] {
        var position = try firstDelimiterEnd()
        var parts: [MultipartForm.Part] = []
        while let start = try partStart(afterDelimiterEndingAt: position) {
            guard parts.count < maxParts else { throw .tooManyParts(limit: maxParts) }
            guard let end = delimiterIndex(from: start) else { throw .missingCloseDelimiter }
            parts.append(try part(from: start, to: end, number: parts.count + 1))
            position = end + delimiter.count
        }
        guard !parts.isEmpty else { throw .noParts }
        return parts
    }

    /// Where the first `--boundary` ends: at the body's start, or at the start of a line after the
    /// preamble.
    private func firstDelimiterEnd() throws(MultipartFormError) -> Int {
        let dashBoundary = delimiter.dropFirst(2)
        if body.starts(with: dashBoundary) { return dashBoundary.count }
        guard let found = delimiterIndex(from: 0) else { throw .missingFirstDelimiter }
        return found + delimiter.count
    }

    /// Where the part after a `--boundary` ending at `position` starts, past the transport padding
    /// (spaces and tabs, RFC 2046) and the CRLF; nil after a close delimiter, `--boundary--`,
    /// which only padding and a CRLF with an epilogue may follow.
    private func partStart(afterDelimiterEndingAt position: Int) throws(MultipartFormError) -> Int? {
        var index = position
        let isClose = body[index...].starts(with: [ASCII.hyphen, ASCII.hyphen])
        if isClose { index += 2 }
        while index < body.count, body[index] == ASCII.space || body[index] == ASCII.tab { index += 1 }
        guard index < body.count else {
            if isClose { return nil }
            throw .missingCloseDelimiter
        }
        guard body[index...].starts(with: [ASCII.cr, ASCII.lf]) else { throw .malformedDelimiter }
        return isClose ? nil : index + 2
    }

    /// The index of the next delimiter's CR at or after `start`, nil when there is none.
    private func delimiterIndex(from start: Int) -> Int? {
        var index = start
        while let cr = body[index...].firstIndex(of: ASCII.cr) {
            if body[cr...].starts(with: delimiter) { return cr }
            index = cr + 1
        }
        return nil
    }

    /// `bchars` of RFC 2046 §5.1.1: letters, digits, space and `'()+_,-./:=?`.
    private static func isBoundaryCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: boundaryPunctuation.contains(byte)
        }
    }

    private static let boundaryPunctuation = Array("'()+_,-./:=? ".utf8)
}
