import Domain
import Entities
import HTTPServer
import Presentation

extension WebApp {
    /// The page at `route` after `action` (by default, opening it) was sent to its screen, as
    /// `session`'s person (nil: signed out) sees it in `language`, with `flash` shown once — rendered as a
    /// request would render it, the template's name checked in strict mode, but with no request
    /// to decode: for the preview gallery, whose previews are typed actions (of the place's screen's
    /// ViewModel), not form fields.
    /// An error is answered as `ErrorAnswers` answers it.
    public func preview(
        _ route: Route, sending action: (any Sendable)? = nil, as session: AuthenticatedSession?, flash: FlashMessage? = nil,
        language: String = UserSettings.defaultLanguage
    ) async -> HTTPResponse {
        var context = WebContext(session: session, csrfToken: session?.csrfToken ?? screens.accounts.seal.makeFormToken())
        context.language = language
        let headers: HTTPHeaders = flash.map { ["Cookie": "\(context.cookies.flashName)=\(Flash.sealed($0, seal: screens.accounts.seal))"] } ?? [:]
        let request = HTTPRequest(method: action == nil ? .get : .post, target: route.path, headers: headers)
        do {
            return try await screens.respond(to: route, sending: action, request, context)
        } catch {
            return errors.response(to: error, serving: request, in: context)
        }
    }
}
