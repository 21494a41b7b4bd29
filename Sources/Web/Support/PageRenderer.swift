import Domain
import Entities
import HTTPServer
import Presentation
import Templating

/// Turns a screen's state into an HTML response through its template, with the shared context
/// (navigation, one-time flash), and builds redirects and error pages, in the request's language
/// (`WebContext.language`). Each language's strings are already in its compiled templates.
struct PageRenderer: Sendable {
    let localizations: Localizations
    /// Seals and opens flash messages.
    let seal: TextSeal

    /// The page `template` rendered from `state` (with `sidebar`, a signed-in person's); a flash
    /// the request carries is shown once and cleared.
    func page<State: Encodable>(
        _ template: String, _ state: State, nav: Navigation, sidebar: SidebarViewModel.State? = nil, status: HTTPStatus = .ok,
        for request: HTTPRequest, context known: WebContext
    ) throws -> HTTPResponse {
        let cookies = known.cookies
        // A flash cookie that does not open (planted, or from another server) is cleared unread.
        let hasFlashCookie = request.cookie(cookies.flashName).map { !$0.isEmpty } ?? false
        let message = hasFlashCookie ? Flash.message(in: request, cookies: cookies, seal: seal) : nil
        let localization = localizations.localization(for: known.language)
        // Written in words here, in this page's language, whichever page set it.
        let flash = message.flatMap { FlashView($0, in: localization.catalog) }
        let context = PageContext(nav: nav, flash: flash, page: state, error: nil, sidebar: sidebar, for: known)
        var response = htmlResponse(status: status, body: try localization.templates.render(template, context))
        if hasFlashCookie { cookies.clearFlash(on: &response) }
        return response
    }

    /// A fragment of a page (`Templates/fragments/…`, see `RowsScreen`): rendered from `state`
    /// like the page, with `flash` shown at once (not through the cookie), `sidebar`, and the
    /// ids of the rows `gone` from the page; `Fragment.header` says it is one.
    func fragment<State: Encodable>(
        _ template: String, _ state: State, flash: FlashMessage?, sidebar: SidebarViewModel.State?, gone: [Reminder.ID], context known: WebContext
    ) throws -> HTTPResponse {
        let localization = localizations.localization(for: known.language)
        let flash = flash.flatMap { FlashView($0, in: localization.catalog) }
        var context = PageContext(nav: Navigation(), flash: flash, page: state, error: nil, sidebar: sidebar, for: known)
        context.gone = gone
        var response = htmlResponse(status: .ok, body: try localization.templates.render(template, context))
        response.headers.add(name: Fragment.header, value: "rows")
        return response
    }

    /// Error pages that say more than their status does, named by their catalog keys' prefix.
    enum ErrorKind: String {
        /// A form sent from another site (`403`).
        case crossSite = "Error.CrossSite"
        /// What a member's role on a list does not allow (`403`).
        case notPermitted = "Error.NotPermitted"
    }

    /// The error page for `status` (or, more precisely, `kind`), with a message saying what
    /// happened and, when storage failed, a Retry form.
    func errorPage(
        _ status: HTTPStatus, kind: ErrorKind? = nil, message: String? = nil, retryPath: String? = nil, context known: WebContext
    ) -> HTTPResponse {
        let localization = localizations.localization(for: known.language)
        let catalog = localization.catalog
        let error = ErrorPage(
            title: catalog.string(kind.map { "\($0.rawValue).title" } ?? Self.titleKey(for: status)),
            message: message ?? catalog.string(kind.map { "\($0.rawValue).message" } ?? Self.messageKey(for: status)),
            canRetry: retryPath != nil,
            retryPath: retryPath ?? ""
        )
        let context = PageContext<Int>(nav: Navigation(), flash: nil, page: nil, error: error, for: known)
        guard let body = try? localization.templates.render("error", context) else {
            return .text("\(status.code) \(error.title)\n", status: status)
        }
        return htmlResponse(status: status, body: body)
    }

    /// A `303 See Other` to `destination` carrying a one-time flash (none for a page that says
    /// it all itself, as the Mark done page's "done").
    func redirect(to destination: Route, flash: FlashMessage?, context: WebContext) -> HTTPResponse {
        var response = HTTPResponse.redirect(to: destination.path)
        if let flash { Flash.set(flash, on: &response, cookies: context.cookies, seal: seal) }
        return response
    }

    private func htmlResponse(status: HTTPStatus, body: [UInt8]) -> HTTPResponse {
        // Pages show a person's data: never cached.
        HTTPResponse(status: status, headers: ["Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store"], body: .bytes(body))
    }

    private static func titleKey(for status: HTTPStatus) -> String {
        switch status.code {
        case 400: "Error.BadRequest.title"
        case 403: "Error.Forbidden.title"
        case 404: "Error.NotFound.title"
        case 405: "Error.MethodNotAllowed.title"
        case 413: "Error.TooLarge.title"
        case 429: "Error.TooManyRequests.title"
        case 503: "Error.Unavailable.title"
        default: "Error.Generic.title"
        }
    }

    private static func messageKey(for status: HTTPStatus) -> String {
        switch status.code {
        case 400: "Error.BadRequest.message"
        case 403: "Error.Forbidden.message"
        case 404: "Error.NotFound.message"
        case 405: "Error.MethodNotAllowed.message"
        case 413: "Error.TooLarge.message"
        case 429: "Error.TooManyRequests.message"
        case 503: "Error.Unavailable.message"
        default: "Error.Generic.message"
        }
    }
}
