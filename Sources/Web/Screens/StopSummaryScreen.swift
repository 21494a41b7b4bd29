import HTTPServer
import Presentation

/// The daily summary's stop page (`/notifications/stop-summary?token=…`), reached signed out
/// too, and its one-click unsubscribe (RFC 8058).
enum StopSummaryScreen: WebScreen {
    static func viewModel(_ screens: Screens, _ request: HTTPRequest, _ context: WebContext) throws -> StopSummaryViewModel {
        StopSummaryViewModel(useCases: screens.accounts, person: { [accounts = screens.accounts] in accounts.container(for: $0) }, strings: screens.catalog(context), catalogs: screens.catalogs)
    }

    static func appear(at route: Route) throws(HTTPError) -> StopSummaryViewModel.Action {
        guard case .stopSummary(let token, let stopped) = route else { throw HTTPError(.methodNotAllowed) }
        return .onAppear(token: token, stopped: stopped)
    }

    static func action(posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> StopSummaryViewModel.Action {
        guard case .stopSummary(let token, _) = route else { throw HTTPError(.methodNotAllowed) }
        return try AlertLinkForms.stopSummaryAction(from: FormFields(form: form), token: token)
    }

    /// A mail provider's one-click unsubscribe, which RFC 8058 has it post as `multipart/form-data`.
    static func action(uploaded form: MultipartForm, at route: Route) throws(HTTPError) -> StopSummaryViewModel.Action {
        guard case .stopSummary(let token, _) = route, AlertLinkForms.isOneClick(form) else { throw HTTPError(.unsupportedMediaType) }
        return .oneClickUnsubscribed(token: token)
    }

    static func template(at route: Route) -> String { "stop-summary" }

    static func respond(
        sending action: StopSummaryViewModel.Action, at route: Route, _ screens: Screens, _ request: HTTPRequest, _ context: WebContext
    ) async throws -> HTTPResponse {
        try await screens.showLinkPage(try viewModel(screens, request, context), action, template(at: route), request, context)
    }
}

extension StopSummaryViewModel: ScreenViewModel {}
extension StopSummaryViewModel.State: HasOutcome {}
