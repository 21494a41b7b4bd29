import HTTPServer
import Presentation

/// An alert's "Mark done" page (`/alerts/done?token=…`), reached signed out too: the sealed
/// token names the person and the reminder.
enum MarkDoneScreen: WebScreen {
    static func viewModel(_ screens: Screens, _ request: HTTPRequest, _ context: WebContext) throws -> MarkDoneViewModel {
        MarkDoneViewModel(useCases: screens.accounts, person: { [accounts = screens.accounts] in accounts.container(for: $0) }, strings: screens.catalog(context), catalogs: screens.catalogs)
    }

    static func appear(at route: Route) throws(HTTPError) -> MarkDoneViewModel.Action {
        guard case .markDone(let token, let done) = route else { throw HTTPError(.methodNotAllowed) }
        return .onAppear(token: token, done: done)
    }

    static func action(posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> MarkDoneViewModel.Action {
        guard case .markDone(let token, _) = route else { throw HTTPError(.methodNotAllowed) }
        return try AlertLinkForms.markDoneAction(from: FormFields(form: form), token: token)
    }

    static func template(at route: Route) -> String { "mark-done" }

    static func respond(
        sending action: MarkDoneViewModel.Action, at route: Route, _ screens: Screens, _ request: HTTPRequest, _ context: WebContext
    ) async throws -> HTTPResponse {
        try await screens.showLinkPage(try viewModel(screens, request, context), action, template(at: route), request, context)
    }
}

extension MarkDoneViewModel: ScreenViewModel {}
extension MarkDoneViewModel.State: HasOutcome {}
