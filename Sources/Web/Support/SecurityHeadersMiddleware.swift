import HTTPServer

/// Puts the security headers on every response the router gives, error pages included:
/// a Content Security Policy that allows only the app's own files and forms and no framing,
/// `nosniff`, a same-origin referrer, and HSTS when the request came over HTTPS. A handler's
/// unexpected error becomes the error page here (logged), so that it too has them.
struct SecurityHeadersMiddleware: Middleware {
    let security: WebSecurity
    let renderer: PageRenderer
    let reportError: @Sendable (String) -> Void

    /// The Content Security Policy of every page.
    static let contentSecurityPolicy = "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"

    func handle(_ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
        var response: HTTPResponse
        do {
            response = try await next(request)
        } catch let error as HTTPError {
            // As the server would answer it, but with the headers below.
            response = .text("\(error.status.code) \(error.message)\n", status: error.status)
            for field in error.headers { response.headers.add(name: field.name, value: field.value) }
        } catch {
            reportError("handler failed for \(request.method) \(request.path): \(String(reflecting: error))")
            response = renderer.errorPage(.internalServerError)
        }
        response.headers.replaceOrAdd(name: "Content-Security-Policy", value: Self.contentSecurityPolicy)
        response.headers.replaceOrAdd(name: "X-Content-Type-Options", value: "nosniff")
        response.headers.replaceOrAdd(name: "Referrer-Policy", value: "same-origin")
        if security.isHTTPS(request) {
            response.headers.replaceOrAdd(name: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains")
        }
        return response
    }
}
