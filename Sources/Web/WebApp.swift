import Domain
import Foundation
import HTTPServer
import Presentation
import Templating

/// The web front: routes to screens, forms to actions, states to pages.
///
/// Every address is a `Route`: the router parses requests into them and every path a page
/// links, posts or redirects to is printed from one.
public struct WebApp: Sendable {
    let screens: Screens
    let errors: ErrorAnswers
    let staticFiles: StaticFiles
    let security: WebSecurity
    let health: @Sendable () async -> String?

    /// Creates the web front.
    /// - Parameters:
    ///   - localizations: the templates compiled in each language the app speaks, the default
    ///     first (`Localizations(catalogs:templatesFolder:options:)`; strict mode in tests,
    ///     reloading in development).
    ///   - publicFolder: the folder served under `/static`.
    ///   - security: whether the app is served over HTTPS (directly or behind a trusted proxy).
    ///   - health: for `GET /healthz`: nil while storage reads and writes, else what fails.
    ///   - reportRefusal: writes a line to the log about a refused request that is no failure of
    ///     the app (a mailed link used, expired or unknown); by default the `reportError` log.
    ///   - reportError: writes a line to the log about what went wrong when storage or a handler
    ///     failed (the page only says that it did); each distinct cause at most once a minute.
    public init(
        accounts: AccountsContainer, localizations: Localizations, publicFolder: String,
        security: WebSecurity = WebSecurity(),
        health: @escaping @Sendable () async -> String?, reportRefusal: (@Sendable (String) -> Void)? = nil,
        reportError: @escaping @Sendable (String) -> Void
    ) throws {
        let renderer = PageRenderer(localizations: localizations, seal: accounts.seal)
        screens = Screens(accounts: accounts, renderer: renderer, refusals: reportRefusal ?? reportError)
        errors = ErrorAnswers(renderer: renderer, failures: FailureLog(write: reportError), refusals: FailureLog(write: reportRefusal ?? reportError))
        staticFiles = try StaticFiles(root: publicFolder)
        self.security = security
        self.health = health
    }

    /// `options` with what every template reads besides its page's data compiled in: the
    /// catalog's strings (`{{t.Feature.Context.type}}`), the form fields' limits
    /// (`{{{limits.reminderTitle}}}`) and the fixed places' paths (`{{routes.today}}`). Public
    /// for benchmarks that render the templates apart from the routes.
    public static func templateOptions(_ options: TemplateLibrary.Options = TemplateLibrary.Options(), catalog: StringCatalog) -> TemplateLibrary.Options {
        var options = options
        options.constants["t"] = TemplateStrings.tree(from: catalog.entries)
        options.constants["limits"] = TemplateLimits.tree
        options.constants["routes"] = TemplateRoutes.tree
        return options
    }

    /// The answer at a place: a file, the health probe, or a screen.
    private func respond(to route: Route, _ request: HTTPRequest, _ context: WebContext) async throws -> HTTPResponse {
        switch route {
        case .staticFile(let segments):
            return try staticFiles.response(for: request, segments: segments)
        case .health:
            if let problem = await health() { throw WebError.unhealthy(problem) }
            return .text("ok")
        case .listExport(let id):
            return try await screens.download(request, context) { container throws(DomainError) in
                try await container.exportListUseCase.execute(listID: id)
            }
        case .quickAddPreview(let text):
            return try await screens.quickAddPreview(of: text, context)
        case .accountExport:
            let user = try context.signedInSession().user
            return try await screens.download(request, context) { container throws(DomainError) in
                try await container.exportAccountUseCase.execute(user: user)
            }
        default:
            // A page of a screen (its `Place` names it; a 405 where there is none).
            return try await screens.respond(to: route, request, context)
        }
    }

    /// The router with every place of the app's route table; each request starts with the context
    /// `WebSecurity` reads from it. Outermost first: the security headers, then the session and
    /// CSRF check (signed-out visitors reach only the public pages), which answers every error
    /// thrown below it (`ErrorAnswers`).
    public func router() -> Router<WebContext> {
        var router = Router(context: { [security] in security.context(for: $0) })
        router.add(parsing: Route.init(segments:), methods: \.methods) { [self] place, request, context in
            try await respond(to: place.reading(request.queryItems()), request, context)
        }
        // A body's limit is the table's, for the place and whether the request names a session.
        router.limitBodies { request, context in
            Route.bodyLimit(at: Route(path: request.path), signedIn: request.cookie(context.cookies.sessionName) != nil)
        }
        let routes = router
        router.use(SecurityHeadersMiddleware(security: security))
        router.use(SessionMiddleware(
            accounts: screens.accounts, errors: errors, security: security, hasRoute: { routes.hasRoute(for: $0) },
            catalogs: screens.renderer.localizations.catalogs
        ))
        return router
    }
}
