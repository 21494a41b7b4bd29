extension MultipartParser {
    /// The part between `start`, after its delimiter line, and `end`, its next delimiter's CRLF:
    /// header lines each ending with CRLF, an empty line, then the content.
    func part(from start: Int, to end: Int, number: Int) throws(MultipartFormError) -> MultipartForm.Part {
        var headers = PartHeaders(part: number)
        var position = start
        while !body[position..<end].starts(with: [ASCII.cr, ASCII.lf]) {
            guard let lineEnd = body[position..<end].firstIndex(where: { $0 == ASCII.cr || $0 == ASCII.lf }) else {
                throw end - start > maxHeaderBytes ? .headersTooLarge(part: number, limit: maxHeaderBytes) : .unterminatedHeaders(part: number)
            }
            guard body[lineEnd] == ASCII.cr, lineEnd + 1 < end, body[lineEnd + 1] == ASCII.lf else {
                throw .headerLineWithoutCRLF(part: number)
            }
            guard lineEnd + 2 - start <= maxHeaderBytes else { throw .headersTooLarge(part: number, limit: maxHeaderBytes) }
            try headers.read(body[position..<lineEnd])
            position = lineEnd + 2
        }
        let (name, filename) = try headers.nameAndFilename()
        let content = Array(body[(position + 2)..<end])
        // RFC 7578 §4.6 lets a `_charset_` field name another charset; browsers send UTF-8 only.
        if filename == nil, String(validating: content, as: UTF8.self) == nil { throw .invalidUTF8(name: name) }
        return MultipartForm.Part(name: name, filename: filename, contentType: headers.contentType, body: content)
    }
}

/// The header fields of one part that form-data gives a meaning (RFC 7578 §4.2, §4.4, §4.7);
/// others are ignored, as §4.8 says.
private struct PartHeaders {
    let part: Int
    var disposition: String?
    var contentType: String?

    init(part: Int) {
        self.part = part
    }

    /// Reads one header line, without its CRLF.
    mutating func read(_ line: ArraySlice<UInt8>) throws(MultipartFormError) {
        guard let first = line.first, first != ASCII.space, first != ASCII.tab else {
            throw .malformedHeader(part: part, "obsolete line folding or whitespace before a name")
        }
        guard let colon = line.firstIndex(of: ASCII.colon) else { throw .malformedHeader(part: part, "missing colon") }
        let nameBytes = line[..<colon]
        guard !nameBytes.isEmpty, nameBytes.allSatisfy(ASCII.isTokenCharacter) else {
            throw .malformedHeader(part: part, "invalid name")
        }
        let name = String(decoding: nameBytes, as: UTF8.self)
        let rawValue = line[(colon + 1)...]
        guard rawValue.allSatisfy(ASCII.isFieldValueByte), let value = String(validating: rawValue, as: UTF8.self) else {
            throw .malformedHeader(part: part, "a control byte or bytes that are not UTF-8 in \(name)")
        }
        try take(name: name, value: String(value.trimmingASCIIWhitespace()))
    }

    /// The field's name and, for a file, its filename, from `Content-Disposition: form-data; name="…"`.
    func nameAndFilename() throws(MultipartFormError) -> (String, String?) {
        guard let disposition else { throw .missingContentDisposition(part: part) }
        guard let parsed = HeaderParameters(parsing: disposition) else {
            throw .malformedHeader(part: part, "the parameters of Content-Disposition are malformed")
        }
        guard parsed.value.equalsCaseInsensitively("form-data") else { throw .notFormData(part: part) }
        guard let name = parsed["name"], !name.isEmpty else { throw .missingName(part: part) }
        return (name, parsed["filename"])
    }

    private mutating func take(name: String, value: String) throws(MultipartFormError) {
        if name.equalsCaseInsensitively("Content-Disposition") {
            guard disposition == nil else { throw .malformedHeader(part: part, "more than one Content-Disposition") }
            disposition = value
        } else if name.equalsCaseInsensitively("Content-Type") {
            guard contentType == nil else { throw .malformedHeader(part: part, "more than one Content-Type") }
            contentType = value
        } else if name.equalsCaseInsensitively("Content-Transfer-Encoding") {
            // Deprecated (§4.7) and never sent by browsers; anything but the identity encodings
            // would need decoding this parser does not do.
            guard ["7bit", "8bit", "binary"].contains(where: { value.equalsCaseInsensitively($0) }) else {
                throw .unsupportedTransferEncoding(part: part, String(value.prefix(40)))
            }
        }
    }
}
