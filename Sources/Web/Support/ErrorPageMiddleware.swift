import HTTPServer

/// Renders the client errors thrown anywhere below it (an unknown route, a malformed form, a
/// missing id) as templated pages with the same status, keeping headers such as `Allow`.
struct ErrorPageMiddleware: Middleware {
    let renderer: PageRenderer

    func handle(_ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
        do {
            return try await next(request)
        } catch let error as HTTPError where (400..<500).contains(error.status.code) {
            // The router's own wording is for developers; a 400 keeps the decoder's message, which
            // says what was wrong, and a 429 the throttle's, which says how long to wait.
            var response = renderer.errorPage(error.status, message: [400, 429].contains(error.status.code) ? error.message : nil)
            for field in error.headers { response.headers.add(name: field.name, value: field.value) }
            return response
        }
    }
}
