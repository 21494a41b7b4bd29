import HTTPServer

/// Adds HSTS to a response whose request came over HTTPS through a trusted proxy (the server adds
/// `WebSecurity.responseHeaders` to everything it sends), and turns a handler's unexpected error
/// into the error page (logged).
struct SecurityHeadersMiddleware: Middleware {
    let security: WebSecurity
    let renderer: PageRenderer
    let failures: FailureLog

    func handle(_ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
        var response: HTTPResponse
        do {
            response = try await next(request)
        } catch let error as HTTPError {
            // As the server would answer it, but with the headers below.
            response = .text("\(error.status.code) \(error.message)\n", status: error.status)
            for field in error.headers { response.headers.add(name: field.name, value: field.value) }
        } catch {
            failures.report("handler failed", cause: String(reflecting: error), serving: request)
            response = renderer.errorPage(.internalServerError)
        }
        if !security.servesHTTPS && security.isHTTPS(request) {
            response.headers.replaceOrAdd(name: "Strict-Transport-Security", value: WebSecurity.strictTransportSecurity)
        }
        return response
    }
}
