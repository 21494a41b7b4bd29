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

    /// Every language's catalog, for a page that speaks another person's (a mailed link's).
    var catalogs: StringCatalogs { renderer.localizations.catalogs }

    /// The answer to a state's outcome: the page with its status (`Outcome.pageStatus`) or a
    /// redirect with its flash; the other outcomes are thrown as the errors they are
    /// (`WebError.of`), for `ErrorAnswers` to answer.
    ///
    /// A state that names the language of the person it is about (`LinkPageState`: a
    /// mailed link's page) is rendered in that language, whoever opened it. A page shown to a
    /// person signed in has the sidebar, built here for every screen, with `route`'s entry marked
    /// (none without a route: a mailed link's page).
    func answer<State: Encodable>(
        _ outcome: Outcome, state: State, template: String, nav: Navigation, at route: Route?, request: HTTPRequest, context: WebContext
    ) async throws -> HTTPResponse {
        var context = context
        if let language = (state as? any LinkPageState)?.language { context.language = language }
        if case .redirect(let destination, let flash, let undo) = outcome {
            return renderer.redirect(to: destination, flash: flash.map { FlashMessage($0, undo: undo) }, context: context)
        }
        guard let status = outcome.pageStatus else {
            throw WebError.of(outcome, retryPath: String(request.path)) ?? HTTPError(.internalServerError, "no error to answer")
        }
        if outcome == .refused {
            // A mailed link that cannot be used: its page says why, and the log says which.
            let why = (state as? any LinkRefusing)?.linkProblem.map { " (\($0))" } ?? ""
            refusals("\(request.method) \(request.path): a mailed link was refused\(why)")
        }
        var sidebar: SidebarViewModel.State?
        if let route { sidebar = try await self.sidebar(at: route, context, beside: state) }
        return try renderer.page(template, state, nav: nav, sidebar: sidebar, status: status, for: request, context: context)
    }

    /// The sidebar of a signed-in person's page at `route`, beside the page's `state`: one read
    /// of their store, unless the page's own read brought the overview (`PageOverview`); none for
    /// a visitor signed out.
    func sidebar(at route: Route, _ context: WebContext, beside state: Any) async throws -> SidebarViewModel.State? {
        guard context.session != nil else { return nil }
        let sidebar = SidebarViewModel(useCases: try container(context), strings: catalog(context))
        await sidebar.send(.onAppear(current: route, overview: (state as? any PageOverview)?.overview))
        return sidebar.state
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
            throw WebError.of(Outcome(error, strings: catalog(context)), retryPath: String(request.path))
                ?? HTTPError(.internalServerError, "no error to answer")
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
