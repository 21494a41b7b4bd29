import HTTPServer
import Presentation

extension Screens {
    /// Quick add's live preview (`/quick-add/preview?text=…`), which `app.js` asks for as the
    /// person types in a quick-add field: `200` with what adding `text` would read, as plain
    /// text in the person's language ("Recognised: Due Tomorrow, 09:00 · Priority High"), empty
    /// when nothing would be, never cached (it names the person's lists). A text longer than a
    /// title may be is a `400` saying so; storage failing, the error page it is.
    func quickAddPreview(of text: String, _ context: WebContext) async throws -> HTTPResponse {
        let viewModel = QuickAddPreviewViewModel(useCases: try container(context), strings: catalog(context))
        await viewModel.send(.textTyped(text))
        let state = viewModel.state
        switch state.outcome {
        case .none:
            return HTTPResponse(
                status: .ok, headers: ["Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store"], body: .bytes(Array(state.text.utf8))
            )
        case .invalid:
            throw HTTPError(.badRequest, state.message ?? "")
        default:
            throw WebError.of(state.outcome, retryPath: Route.quickAddPreview(text: text).path) ?? HTTPError(.internalServerError, "no error to answer")
        }
    }
}
