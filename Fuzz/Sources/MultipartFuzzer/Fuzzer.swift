import HTTPServer

/// One fuzz input: the text before the first CRLF is the `Content-Type` header's value (a seed
/// starts `multipart/form-data; boundary=…`), the rest is the body. Decoding must answer parts
/// or a `MultipartFormError` with a 4xx status, never crash or hang, and the parts it answers
/// must keep its rules: within the part limit, text fields valid UTF-8, no part holding the
/// delimiter that should have ended it.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let split = bytes.indices.first { bytes[$0...].starts(with: [13, 10]) } ?? bytes.count
    let contentType = String(decoding: bytes[..<split], as: UTF8.self)
    let body = split < bytes.count ? bytes[(split + 2)...] : []
    let form: MultipartForm
    do {
        form = try MultipartForm(contentType: contentType, body: body)
    } catch {
        precondition((400..<500).contains(error.status.code), "a refusal without a 4xx status")
        _ = error.description
        return 0
    }
    precondition(!form.parts.isEmpty && form.parts.count <= MultipartForm.defaultMaxParts, "a part count out of bounds was accepted")
    // With a plain boundary, as browsers send it, no part may hold `CRLF--boundary`.
    let prefix = "multipart/form-data; boundary="
    let plain = contentType.hasPrefix(prefix) ? contentType.dropFirst(prefix.count) : ""
    let delimiter = !plain.isEmpty && plain.utf8.allSatisfy { $0 < 128 && (Character(UnicodeScalar($0)).isLetter || Character(UnicodeScalar($0)).isNumber) }
        ? Array("\r\n--\(plain)".utf8) : nil
    for part in form.parts {
        precondition(part.body.count <= body.count, "a part longer than the body")
        if !part.isFile { precondition(String(validating: part.body, as: UTF8.self) != nil, "a text field that is not UTF-8") }
        if let delimiter { precondition(!contains(part.body, delimiter), "a part holding its delimiter") }
        _ = form[part.name]
        _ = form.file(named: part.name)
        _ = form.values(for: part.name)
    }
    return 0
}

/// Whether `needle` occurs in `haystack`.
private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    return (0...(haystack.count - needle.count)).contains { haystack[$0...].starts(with: needle) }
}
