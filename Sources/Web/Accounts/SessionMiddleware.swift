import Domain
import HTTPServer
import Presentation

/// Who is asking, in one place, before any handler runs — and so the place where every error
/// below becomes its answer (`ErrorAnswers`), with the page showing who is signed in:
///
/// 1. finds the session the cookie names (none when it is unknown, ended or malformed);
/// 2. for every POST, decodes the form once (into `WebContext.form` or `.upload`, for the screen;
///    a body that does not decode is a 400 with the decoder's message, or a 415 for one that is
///    no form, logged); refuses it (403, saying it came from another site, logged) when the
///    browser says it was sent from another site (`WebSecurity.crossSiteRefusal(of:)`); and
///    compares its `csrf` field with the session's token — or, signed out, with the `csrf`
///    cookie's, which must be sealed by this server (`TextSeal`) — and refuses it (403, saying to
///    reload) when it is missing or wrong, so the handler never runs and nothing changes. A mail
///    client's one-click unsubscribe passes both checks (see `isOneClickUnsubscribe`);
/// 3. sends a signed-out request for anything but the public places (`Route.isPublic`) to sign in,
///    unless no route serves its method there (`DELETE /`, `BREW /lists/1`): the router answers
///    those with 405 or 501, as it would signed in, and no handler runs;
/// 4. runs the rest with what it learned in the context, and gives a signed-out visitor a form
///    token cookie (or clears a session cookie that names no session — not when storage could
///    not say), on error pages too.
struct SessionMiddleware: ContextMiddleware {
    let accounts: AccountsContainer
    let errors: ErrorAnswers
    /// How the app is reached: its own origin, for the cross-site check.
    let security: WebSecurity
    /// Whether a route serves the request's method at its path (`Router.hasRoute(for:)`).
    let hasRoute: @Sendable (HTTPRequest) -> Bool
    /// The languages the app speaks, and which one a request is answered in
    /// (`StringCatalogs.language(of:accepting:)`: the person's setting, else the browser's;
    /// `Accept-Language` is read only when nobody is signed in).
    let catalogs: StringCatalogs

    func handle(
        _ request: HTTPRequest, context: WebContext, next: @Sendable (HTTPRequest, WebContext) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var context = context
        let cookies = context.cookies
        let sentToken = request.cookie(cookies.sessionName).flatMap { $0.isEmpty ? nil : $0 }
        var issuedFormToken: String?
        var namesNoSession = false
        var response: HTTPResponse
        do {
            context.session = try await session(named: sentToken)
            context.language = catalogs.language(of: context.session?.user, accepting: request.acceptedLanguages)
            namesNoSession = sentToken != nil && context.session == nil
            // Only a signed-out request asks which place it is for.
            let place = context.session == nil ? Route(path: request.path) : nil
            if request.method == .post { try decodeForm(of: request, into: &context) }
            issuedFormToken = formToken(for: request, at: place, in: &context)
            try admit(request, at: place, context, issuedFormToken: issuedFormToken)
            response = try await next(request, context)
        } catch {
            // Storage failed before the session was known: the page says so in the browser's language.
            if context.language.isEmpty { context.language = catalogs.negotiated(request.acceptedLanguages) }
            response = errors.response(to: error, serving: request, in: context)
        }
        if let issuedFormToken { cookies.issueFormToken(issuedFormToken, on: &response) }
        if namesNoSession { cookies.end(on: &response) }
        return response
    }

    /// The session `token` names; nil for none, or one unknown or ended.
    private func session(named token: String?) async throws(WebError) -> AuthenticatedSession? {
        guard let token else { return nil }
        do {
            return try await accounts.resolveSessionUseCase.execute(token: token)
        } catch {
            let cause = if case .unavailable(let message) = error { message } else { "\(error)" }
            throw .unavailable(doing: "could not resolve a session", cause: cause)
        }
    }

    /// Sets the token the request's forms carry and, for a POST, the form it posted. Signed in,
    /// the session's token is the form token (the cookie is not even looked up); signed out, the
    /// `csrf` cookie's, which only counts when this server sealed it (one planted by someone else
    /// is no token). Returns the token made for a signed-out visitor who has none, when the place
    /// is a page (static files and health checks need none).
    private func formToken(for request: HTTPRequest, at place: Route?, in context: inout WebContext) -> String? {
        if let session = context.session {
            context.csrfToken = session.csrfToken
            return nil
        }
        if let sealed = request.cookie(context.cookies.csrfName), accounts.seal.isFormToken(sealed) {
            context.csrfToken = sealed
            return nil
        }
        guard place?.isPage ?? true else { return nil }
        let issued = accounts.seal.makeFormToken()
        context.csrfToken = issued
        return issued
    }

    /// Decodes the posted body once, by its media type: a file upload (`multipart/form-data`)
    /// into `upload`, anything else into `form` as URL-encoded. What does not decode is refused
    /// as what it is: the decoder's status (400, or 415 for no form at all) and message.
    private func decodeForm(of request: HTTPRequest, into context: inout WebContext) throws(WebError) {
        do {
            if request.hasMultipartForm {
                context.upload = try request.multipartForm()
            } else {
                context.form = try request.formFields()
            }
        } catch {
            throw .malformedForm(error)
        }
    }

    /// Throws when the request may not go on: a post the browser says came from another site, a
    /// post without the form token (a token only just issued was never on a form), or a
    /// signed-out request for a private place.
    private func admit(_ request: HTTPRequest, at place: Route?, _ context: WebContext, issuedFormToken: String?) throws(WebError) {
        if request.method == .post && !Self.isOneClickUnsubscribe(request, context) {
            if let refusal = security.crossSiteRefusal(of: request) { throw .crossSite(refusal) }
            if issuedFormToken != nil || !Self.carries(context.csrfToken, context.form?["csrf"] ?? context.upload?["csrf"]) {
                throw .forbidden
            }
        }
        if context.session == nil && !(place?.isPublic ?? false) && leadsToSignIn(request) {
            throw .signInRequired(next: request.method == .get || request.method == .head ? request.target : String(request.path))
        }
    }

    /// Whether a signed-out request for a private path goes to the sign-in page: a page read or a
    /// form post (even where nothing is, so that signed out, no path's existence shows), or any
    /// other method a route serves. Other methods are the router's to refuse.
    private func leadsToSignIn(_ request: HTTPRequest) -> Bool {
        request.method == .get || request.method == .head || request.method == .post || hasRoute(request)
    }

    /// Whether the post is a mail client's one-click unsubscribe from the daily summary (RFC 8058):
    /// exactly `List-Unsubscribe=One-Click` (URL-encoded or `multipart/form-data`), to the stop
    /// page, which a sealed token guards instead of the form token — the one post that needs
    /// none. Mail providers post it from their own sites by design, so it is no cross-site
    /// forgery either: what it does, stopping the summary of the person the address's token
    /// names, the token alone allows, with no cookie or session involved.
    private static func isOneClickUnsubscribe(_ request: HTTPRequest, _ context: WebContext) -> Bool {
        guard case .stopSummary? = Route(path: request.path) else { return false }
        return AlertLinkForms.isOneClick(context.form) || AlertLinkForms.isOneClick(context.upload)
    }

    /// Whether `sent` (a form's `csrf` field) is `expected`, compared in constant time.
    private static func carries(_ expected: String, _ sent: String?) -> Bool {
        guard !expected.isEmpty, let sent else { return false }
        let lhs = Array(sent.utf8), rhs = Array(expected.utf8)
        guard lhs.count == rhs.count else { return false }
        return zip(lhs, rhs).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
