import Domain
import Foundation
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
    /// Writes a line to the log about a refused link (never its token).
    var refusals: @Sendable (String) -> Void = { _ in }

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
        case .refused:
            // A mailed link that cannot be used: its page says why (410), and the log says which.
            let why = (state as? any LinkRefusing)?.linkProblem.map { " (\($0))" } ?? ""
            refusals("\(request.method) \(request.path): a mailed link was refused\(why)")
            return try renderer.page(template, state, nav: nav, status: HTTPStatus(code: 410), for: request, context: context)
        case .redirect(let destination, let flash, let undo):
            return renderer.redirect(to: destination, flash: FlashMessage(flash, undo: undo), context: context)
        case .notFound, .tooManyAttempts, .failed:
            throw Self.error(for: outcome, request: request)
        }
    }

    /// The error `ErrorAnswers` answers an outcome that is no page with: a 404, a 429 saying how
    /// long to wait, the storage error page with a Retry form.
    static func error(for outcome: Outcome, request: HTTPRequest) -> any Error {
        switch outcome {
        case .notFound: HTTPError.notFound
        case .tooManyAttempts(let message, let wait): WebError.tooManyAttempts(message, retryAfter: wait)
        case .failed(let message, let cause):
            WebError.unavailable(doing: "storage failed", cause: cause, message: message, retryPath: String(request.path))
        case .none, .invalid, .redirect, .refused: HTTPError(.internalServerError, "no error to answer")
        }
    }

    /// A file to download, made by a use case of the person signed in: `200` with the file as an
    /// attachment (`Content-Disposition`, its name in ASCII and in UTF-8, RFC 6266), and
    /// `Cache-Control: no-store` (it holds the person's data); a failure answered as a page's
    /// would be (someone else's list is a 404, storage failing the error page).
    func download(
        _ request: HTTPRequest, _ context: WebContext, _ make: (DIContainer) async throws(DomainError) -> ExportedFile
    ) async throws -> HTTPResponse {
        let container = try container(context)
        let file: ExportedFile
        do { file = try await make(container) } catch {
            throw Self.error(for: Outcome(error, strings: catalog(context)), request: request)
        }
        let asciiName = String(file.name.unicodeScalars.map { $0.isASCII && $0 != "\"" && $0 != "\\" && $0.value >= 32 ? Character($0) : "_" })
        return HTTPResponse(status: .ok, headers: [
            "Content-Type": file.mediaType,
            "Content-Disposition": "attachment; filename=\"\(asciiName)\"; filename*=UTF-8''\(file.name.percentEncodedComponent())",
            "Cache-Control": "no-store",
        ], body: .bytes(Array(file.contents)))
    }
}

/// A state that can say why a mailed link was refused, for the log.
protocol LinkRefusing {
    var linkProblem: String? { get }
}

extension ResetPasswordViewModel.State: LinkRefusing {}
extension ConfirmEmailViewModel.State: LinkRefusing {}
