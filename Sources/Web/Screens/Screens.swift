import Domain
import HTTPServer
import Presentation

/// The handlers of every screen: each builds its ViewModel for the request, sends one action
/// (`onAppear` for a GET, the form's action for a POST) and answers from the resulting state.
///
/// The use cases of a signed-in person come from `accounts.container(for:)`, scoped to them, so
/// a screen cannot reach anyone else's lists or reminders.
struct Screens: Sendable {
    let accounts: AccountsContainer
    let catalog: StringCatalog
    let renderer: PageRenderer
    let failures: FailureLog

    /// The session of the request; `SessionMiddleware` lets no signed-out request reach a page that asks.
    func signedInSession() throws -> AuthenticatedSession {
        guard let session = RequestContext.current.session else { throw HTTPError(.internalServerError, "no session below SessionMiddleware") }
        return session
    }

    /// The use cases of the person signed in, scoped to their data.
    func container() throws -> DIContainer {
        accounts.container(for: try signedInSession().user.id)
    }

    /// The answer to a state's outcome: the page (200, or 422 when a rule was broken), a
    /// redirect with its flash, a 404, a 429 saying how long to wait, or the storage error page
    /// with a Retry form.
    func answer<State: Encodable>(
        _ outcome: Outcome, state: State, template: String, nav: Navigation, request: HTTPRequest
    ) throws -> HTTPResponse {
        switch outcome {
        case .none:
            return try renderer.page(template, state, nav: nav, for: request)
        case .invalid:
            return try renderer.page(template, state, nav: nav, status: .unprocessableContent, for: request)
        case .redirect(let destination, let flash):
            return renderer.redirect(to: destination, flash: flash)
        case .notFound:
            throw HTTPError(.notFound)
        case .tooManyAttempts(let message, let wait):
            throw HTTPError(.tooManyRequests, message, headers: ["Retry-After": String(wait)])
        case .failed(let message, let cause):
            failures.report("storage failed", cause: cause, serving: request)
            return renderer.errorPage(.serviceUnavailable, message: message, retryPath: String(request.path))
        }
    }
}
