import Domain
import HTTPServer

/// Sessions and CSRF, in one place, before any handler runs:
///
/// 1. finds the session the cookie names (none when it is unknown, ended or malformed);
/// 2. for every POST, compares the form's `csrf` field with the session's token — or, signed
///    out, with the `csrf` cookie's, which must be sealed by this server (`TextSeal`) — and
///    answers 403 with a page saying to reload when it is missing or wrong, so the handler never
///    runs and nothing changes;
/// 3. sends a signed-out request for anything but the public places (`Route.isPublic`) to sign in,
///    unless no route serves its method there (`DELETE /`, `BREW /lists/1`): the router answers
///    those with 405 or 501, as it would signed in, and no handler runs;
/// 4. runs the rest with the result in `RequestContext.current`, and gives a signed-out visitor
///    a form token cookie (or clears a session cookie that names no session).
struct SessionMiddleware: Middleware {
    let accounts: AccountsContainer
    let security: WebSecurity
    let renderer: PageRenderer
    let failures: FailureLog
    /// Whether a route serves the request's method at its path (`Router.hasRoute(for:)`).
    let hasRoute: @Sendable (HTTPRequest) -> Bool

    /// The places anyone may reach signed out are those `Route.isPublic` names.
    func handle(_ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
        let isHTTPS = security.isHTTPS(request)
        let route = Route(path: request.path)
        let cookies = SessionCookies(isHTTPS: isHTTPS)
        let sentToken = request.cookie(cookies.sessionName).flatMap { $0.isEmpty ? nil : $0 }
        let session: AuthenticatedSession?
        do {
            session = try await sentToken.asyncMap { token throws(DomainError) in try await accounts.resolveSessionUseCase.execute(token: token) } ?? nil
        } catch {
            let cause = if case .unavailable(let message) = error { message } else { "\(error)" }
            failures.report("could not resolve a session", cause: cause, serving: request)
            return renderer.errorPage(.serviceUnavailable)
        }

        // A signed-out visitor's forms carry the token of their `csrf` cookie, which only counts
        // when this server sealed it (one planted by someone else is no token); one is made for
        // a visitor who has none (static files and health checks need none).
        // Signed in, the session's token is the form token: the cookie is not even looked up.
        let formCookie = session != nil ? nil : request.cookie(cookies.csrfName).flatMap { accounts.seal.isFormToken($0) ? $0 : nil }
        let needsFormToken = session == nil && formCookie == nil && (route?.isPage ?? true)
        let issuedFormToken = needsFormToken ? accounts.seal.makeFormToken() : nil
        let expectedToken = session?.csrfToken ?? formCookie ?? issuedFormToken ?? ""

        var response: HTTPResponse
        if request.method == .post && (issuedFormToken != nil || !Self.carries(expectedToken, request)) {
            response = renderer.errorPage(.forbidden)
        } else if session == nil && !(route?.isPublic ?? false) && Self.leadsToSignIn(request, hasRoute: hasRoute) {
            let next = request.method == .get || request.method == .head ? request.target : String(request.path)
            response = .redirect(to: Route.signIn(next: next).path)
        } else {
            let context = RequestContext(
                session: session, csrfToken: expectedToken, isHTTPS: isHTTPS, clientAddress: security.clientAddress(request)
            )
            response = try await RequestContext.$current.withValue(context) { try await next(request) }
        }
        if let issuedFormToken { cookies.issueFormToken(issuedFormToken, on: &response) }
        if sentToken != nil && session == nil { cookies.end(on: &response) }
        return response
    }

    /// Whether a signed-out request for a private path goes to the sign-in page: a page read or a
    /// form post (even where nothing is, so that signed out, no path's existence shows), or any
    /// other method a route serves. Other methods are the router's to refuse.
    private static func leadsToSignIn(_ request: HTTPRequest, hasRoute: (HTTPRequest) -> Bool) -> Bool {
        request.method == .get || request.method == .head || request.method == .post || hasRoute(request)
    }

    /// Whether the form posted has `expected` in its `csrf` field, compared in constant time.
    private static func carries(_ expected: String, _ request: HTTPRequest) -> Bool {
        guard !expected.isEmpty, let sent = (try? request.formFields())?["csrf"] else { return false }
        let lhs = Array(sent.utf8), rhs = Array(expected.utf8)
        guard lhs.count == rhs.count else { return false }
        return zip(lhs, rhs).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

extension Optional {
    /// The wrapped value transformed by an async function, or nil.
    fileprivate func asyncMap<T, E: Error>(_ transform: (Wrapped) async throws(E) -> T) async throws(E) -> T? {
        guard let value = self else { return nil }
        return try await transform(value)
    }
}
