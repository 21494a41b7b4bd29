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
    let renderer: PageRenderer

    /// The use cases of the person signed in, scoped to their data, on their clock.
    func container(_ context: WebContext) throws -> DIContainer {
        accounts.container(for: try context.signedInSession().user)
    }

    /// The catalog of the request's language.
    func catalog(_ context: WebContext) -> StringCatalog {
        renderer.localizations.localization(for: context.language).catalog
    }

    /// The answer to a state's outcome: the page (200, or 422 when a rule was broken) or a
    /// redirect with its flash; the other outcomes are thrown, for `ErrorAnswers` to answer (a
    /// 404, a 429 saying how long to wait, the storage error page with a Retry form).
    func answer<State: Encodable>(
        _ outcome: Outcome, state: State, template: String, nav: Navigation, request: HTTPRequest, context: WebContext
    ) throws -> HTTPResponse {
        switch outcome {
        case .none:
            return try renderer.page(template, state, nav: nav, for: request, context: context)
        case .invalid:
            return try renderer.page(template, state, nav: nav, status: .unprocessableContent, for: request, context: context)
        case .redirect(let destination, let flash, let undo):
            return renderer.redirect(to: destination, flash: FlashMessage(flash, undo: undo), context: context)
        case .notFound:
            throw HTTPError.notFound
        case .tooManyAttempts(let message, let wait):
            throw WebError.tooManyAttempts(message, retryAfter: wait)
        case .failed(let message, let cause):
            throw WebError.unavailable(doing: "storage failed", cause: cause, message: message, retryPath: String(request.path))
        }
    }
}
