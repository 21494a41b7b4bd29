import HTTPServer
import Presentation

extension Screens {
    /// The answer at `route`: what a read or a post asks of the screen its place names
    /// (`WebScreen`), sent to its ViewModel, and the page or redirect of the state that results;
    /// with `preview` (a typed action of that screen, for the gallery), that action. A place
    /// with no screen (a file, the probe) is a `405`.
    func respond(to route: Route, sending preview: (any Sendable)? = nil, _ request: HTTPRequest, _ context: WebContext) async throws -> HTTPResponse {
        guard let screen = route.screen else { throw HTTPError(.methodNotAllowed) }
        return try await screen.answer(at: route, sending: preview, self, request, context)
    }

    /// A page that a link of an alert or the summary opens, signed in or not: a token that names
    /// nothing (forged, or its person or reminder gone) is a `404`, logged. It has no sidebar: the
    /// link may be about someone other than the person signed in.
    func showLinkPage<ViewModel: ScreenViewModel>(
        _ viewModel: ViewModel, _ action: ViewModel.Action, _ template: String, _ request: HTTPRequest, _ context: WebContext
    ) async throws -> HTTPResponse {
        await viewModel.send(action)
        let state = viewModel.state
        if state.outcome == .notFound { throw WebError.linkRefused("\(template) link names nothing") }
        return try await answer(state.outcome, state: state, template: template, nav: Navigation(), at: nil, request: request, context: context)
    }
}
