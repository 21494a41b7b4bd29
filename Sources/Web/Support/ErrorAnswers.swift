import HTTPServer
import Presentation

/// What the web front's own steps and screens throw when the answer is not their page.
enum WebError: Error, Sendable, Equatable {
    /// A signed-out visitor asked for a private place: to the sign-in page, and back to `next` after.
    case signInRequired(next: String)
    /// A form posted without this visitor's token (a stale page, or another site's form).
    case forbidden
    /// What a member asked of a list their role on it does not allow (`Outcome.forbidden`).
    case notPermitted
    /// A form the browser says was sent from another site (`Sec-Fetch-Site`, `Origin`): which header said so, for the log.
    case crossSite(String)
    /// A posted body that does not decode as a form: the decoder's answer (400 saying what was
    /// wrong, 415 for a body that is no form).
    case malformedForm(HTTPError)
    /// A password was tried too often in vain: the message saying how long to wait, and the wait in seconds.
    case tooManyAttempts(String, retryAfter: Int)
    /// Storage failed while `doing` something: the cause for the log, the message for the page
    /// (nil: the catalog's), and the path a Retry form reloads (nil: no Retry).
    case unavailable(doing: String, cause: String, message: String? = nil, retryPath: String? = nil)
    /// A link of an alert or the summary whose token names nothing (forged, or its person or
    /// reminder gone): why, for the log.
    case linkRefused(String)
    /// `GET /healthz` while storage does not read or write: what fails, for the log only.
    case unhealthy(String)

    /// The error a screen's outcome that is no page is answered with (`Outcome.notFound`,
    /// `.forbidden`, `.tooManyAttempts`, `.failed`); nil for a page or a redirect. `retryPath` is
    /// what the storage error page's Retry form reloads.
    static func of(_ outcome: Outcome, retryPath: String) -> (any Error)? {
        switch outcome {
        case .notFound: HTTPError.notFound
        case .forbidden: WebError.notPermitted
        case .tooManyAttempts(let message, let wait): WebError.tooManyAttempts(message, retryAfter: wait)
        case .failed(let message, let cause): WebError.unavailable(doing: "storage failed", cause: cause, message: message, retryPath: retryPath)
        case .none, .invalid, .redirect, .refused: nil
        }
    }
}

extension Outcome {
    /// The status of the page a screen's outcome shows from its state: 200; 422 when a rule was
    /// broken (the messages beside the fields); 410 for a mailed link that cannot be used (the
    /// page says why). Nil for a redirect (303) and for the outcomes answered as errors
    /// (`WebError.of(_:retryPath:)`).
    var pageStatus: HTTPStatus? {
        switch self {
        case .none: .ok
        case .invalid: .unprocessableContent
        case .refused: HTTPStatus(code: 410)
        case .redirect, .notFound, .forbidden, .tooManyAttempts, .failed: nil
        }
    }
}

/// The one place where every error of every layer becomes an answer: a status and an error page,
/// or a redirect. Middlewares and screens only throw; `SessionMiddleware`, the outermost step that
/// knows who is asking, answers here, so an error page still shows who is signed in. A screen's
/// outcome is answered from this file too: its page's status (`Outcome.pageStatus`: 200, 422,
/// 410), or the error it is (`WebError.of`: 403, 404, 429, 503).
///
/// | error | answer |
/// |---|---|
/// | `WebError.signInRequired` | `303` to the sign-in page, which comes back to where they were |
/// | `WebError.forbidden` | `403`, saying to reload the page |
/// | `WebError.notPermitted` (`Outcome.forbidden`: a member's role does not allow it) | `403`, saying their role on the list does not allow it |
/// | `WebError.crossSite` (a post from another site) | `403`, saying where forms are sent from, logged as a refusal |
/// | `WebError.malformedForm` (a body that does not decode) | its status (`400` with the decoder's message, `415`), logged as a refusal |
/// | `WebError.tooManyAttempts` (the throttle, in `Domain`) | `429` with `Retry-After`, saying how long |
/// | `WebError.linkRefused` (an alert's or the summary's link that names nothing) | `404`, logged |
/// | `WebError.unavailable` (storage, from any `Outcome.failed`) | `503`, logged, with a Retry form that reloads the page |
/// | `WebError.unhealthy` (`/healthz` while storage fails) | `503` `unavailable` as text, for machines; the cause logged only |
/// | `HTTPError` from the router, forms, static files, `Outcome.notFound` | its status (`400` says what was wrong), its headers (`Allow`); a 5xx but the router's 501 is logged |
/// | anything else (a bug) | `500`, logged with its details |
struct ErrorAnswers: Sendable {
    let renderer: PageRenderer
    let failures: FailureLog
    /// Where refused requests that are no failure of the app are written (a cross-site post, a
    /// body that does not decode), each distinct cause at most once per interval.
    let refusals: FailureLog

    /// The answer to `error`, thrown while serving `request` in `context`.
    func response(to error: any Error, serving request: HTTPRequest, in context: WebContext) -> HTTPResponse {
        switch error {
        case WebError.signInRequired(let next):
            return .redirect(to: Route.signIn(next: Route(local: next)).path)
        case WebError.forbidden:
            return renderer.errorPage(.forbidden, context: context)
        case WebError.notPermitted:
            return renderer.errorPage(.forbidden, kind: .notPermitted, context: context)
        case WebError.crossSite(let header):
            refusals.report("cross-site post refused", cause: header, serving: request)
            return renderer.errorPage(.forbidden, kind: .crossSite, context: context)
        case WebError.malformedForm(let error):
            refusals.report("form refused", cause: error.message, serving: request)
            return response(to: error, serving: request, in: context)
        case WebError.tooManyAttempts(let message, let wait):
            var response = renderer.errorPage(.tooManyRequests, message: message, context: context)
            response.headers.replaceOrAdd(name: "Retry-After", value: String(wait))
            return response
        case WebError.linkRefused(let reason):
            failures.report("link refused", cause: reason, serving: request)
            return renderer.errorPage(.notFound, context: context)
        case WebError.unavailable(let doing, let cause, let message, let retryPath):
            failures.report(doing, cause: cause, serving: request)
            return renderer.errorPage(.serviceUnavailable, message: message, retryPath: retryPath, context: context)
        case WebError.unhealthy(let cause):
            // Anyone may ask: storage's own words (paths, SQL) are for the log only.
            failures.report("health check failed", cause: cause, serving: request)
            return .text("unavailable\n", status: .serviceUnavailable)
        case let error as HTTPError:
            // A 5xx other than the router's 501 is ours to look into; its words stay in the log.
            if error.status.code >= 500 && error.status != .notImplemented {
                failures.report("handler failed", cause: error.description, serving: request)
            }
            // The router's own wording is for developers; a 400's is the decoder's, saying what was wrong.
            var response = renderer.errorPage(error.status, message: error.status == .badRequest ? error.message : nil, context: context)
            for field in error.headers { response.headers.add(name: field.name, value: field.value) }
            return response
        default:
            failures.report("handler failed", cause: String(reflecting: error), serving: request)
            return renderer.errorPage(.internalServerError, context: context)
        }
    }
}
