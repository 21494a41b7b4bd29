import HTTPServer

/// Adds HSTS to a response whose request came over HTTPS through a trusted proxy (the server adds
/// `WebSecurity.responseHeaders` to everything it sends).
struct SecurityHeadersMiddleware: ContextMiddleware {
    let security: WebSecurity

    func handle(
        _ request: HTTPRequest, context: WebContext, next: @Sendable (HTTPRequest, WebContext) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var response = try await next(request, context)
        if !security.servesHTTPS && context.isHTTPS {
            response.headers.replaceOrAdd(name: "Strict-Transport-Security", value: WebSecurity.strictTransportSecurity)
        }
        return response
    }
}
