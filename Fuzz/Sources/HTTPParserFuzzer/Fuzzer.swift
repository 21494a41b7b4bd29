import HTTPServer

/// One fuzz input: any bytes may be thrown at the decoder, which must answer with a request or
/// an `HTTPParseError`, never crash, hang or break its own limits.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    // The first byte picks how the input is split into reads, so split heads and bodies are explored.
    let chunkSize = size > 0 ? Int(bytes[0] % 64) + 1 : 1
    var decoder = RequestDecoder()
    let bodyLimit = 4096
    var offset = 0
    do {
        while offset < size {
            let end = min(size, offset + chunkSize)
            decoder.append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[offset..<end]))
            offset = end
            while let request = try decoder.nextRequest(bodyLimit: { _ in bodyLimit }) {
                precondition(request.body.count <= bodyLimit, "a body over the limit was accepted")
                precondition(request.target.utf8.first == UInt8(ascii: "/"), "a target not starting with / was accepted")
                exercise(request)
            }
            _ = decoder.takeContinueRequest()
        }
    } catch {
        precondition(error.status.code >= 400 && error.status.code < 600, "a parse error without an error status")
    }
    return 0
}

/// The helpers a handler calls on a decoded request must not crash either.
private func exercise(_ request: HTTPRequest) {
    _ = request.cookies
    _ = try? request.queryItems()
    _ = try? URLEncodedForm(decoding: request.body)
    if let form = try? MultipartForm(contentType: request.headers["Content-Type"] ?? "", body: request.body) {
        precondition(!form.parts.isEmpty && form.parts.count <= MultipartForm.defaultMaxParts, "a part count out of bounds was accepted")
        for part in form.parts { _ = form[part.name] }
    }
    _ = request.wantsKeepAlive
    for field in request.headers where field.name.count > 100_000 { _ = field }
}
