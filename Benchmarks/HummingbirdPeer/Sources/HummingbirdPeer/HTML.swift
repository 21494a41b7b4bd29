import Hummingbird

/// A rendered HTML page as a Hummingbird response.
struct HTML: ResponseGenerator {
    let html: String

    init(_ html: String) {
        self.html = html
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(
            status: .ok,
            headers: [.contentType: "text/html; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(string: html))
        )
    }
}
