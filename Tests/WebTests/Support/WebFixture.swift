import Domain
import Entities
import Foundation
import HTMLTestKit
import HTTPServer
import Mocks
import Presentation
import Templating
import Web
import WebTestSupport

/// The repository's root, for the real templates and public folder.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The real templates in strict mode, in every language: compiled once for all the tests, as
/// compiling them is the costly part of making a web front.
let appLocalizations = Result {
    try Localizations(
        catalogs: StringCatalog.bundledInEveryLanguage(), templatesFolder: repositoryRoot.appendingPathComponent("Templates").path,
        options: TemplateLibrary.Options(strict: true, reloadsChangedFiles: false)
    )
}

/// The web front over `accounts` with the real templates, answering `/healthz` with `health`.
func makeWebApp(
    accounts: AccountsContainer, security: WebSecurity = WebSecurity(), health: @escaping @Sendable () async -> String? = { nil },
    log: @escaping @Sendable (String) -> Void = { _ in }
) throws -> WebApp {
    try WebApp(
        accounts: accounts, localizations: appLocalizations.get(), publicFolder: repositoryRoot.appendingPathComponent("Public").path,
        security: security, health: health, reportError: log
    )
}

/// The session the in-process requests of `get`, `post` and `makeBrowser` are signed in with.
let signedIn = AuthenticatedSession.fixture(user: .fixture(id: 1, email: "ada@example.com", displayName: "Ada"))

/// Accounts whose only live session is `signedIn`, with `container` for its person.
func signedInAccounts(_ container: DIContainer) -> AccountsContainer {
    let resolve = MockResolveSessionUseCase()
    resolve.stub.handles { $0 == signedIn.token ? signedIn : nil }
    return .mock(resolveSession: resolve, container: container)
}

/// The app's router over `container` (for `signedIn`'s person), or over `accounts`, as the
/// server would run it, with the real templates in strict mode: a name a template uses that the
/// state or the catalog lacks fails the test.
func makeRouter(_ container: DIContainer = .mock(), accounts: AccountsContainer? = nil, security: WebSecurity = WebSecurity()) throws -> Router<WebContext> {
    try makeWebApp(accounts: accounts ?? signedInAccounts(container), security: security).router()
}

/// A browser on the app's router over `container`, in process, signed in as `signedIn` (unless
/// `signedIn` is false), that holds every page it loads to the standard page checks (a page
/// failing them fails the navigation).
func makeBrowser(_ container: DIContainer, signedIn isSignedIn: Bool = true, checkingPages: Bool = true) throws -> Browser {
    Browser(
        transport: RouterTransport(router: try makeRouter(container), sessionToken: isSignedIn ? signedIn.token : nil),
        pageCheck: checkingPages ? StandardPageChecks.check : nil
    )
}

/// Sends a GET through the router, in process, with `signedIn`'s cookie unless `headers` has a `Cookie`.
func get(_ router: Router<WebContext>, _ target: String, headers: HTTPHeaders = [:]) async throws -> HTTPResponse {
    var headers = headers
    if !headers.contains("Cookie") { headers.add(name: "Cookie", value: "session=\(signedIn.token)") }
    return try await router.respond(to: HTTPRequest(method: .get, target: target, headers: headers))
}

/// Posts form fields through the router, in process, urlencoded as a browser would, signed in as
/// `signedIn` with its CSRF token (unless `cookie` says otherwise or the fields have a `csrf`).
func post(
    _ router: Router<WebContext>, _ target: String, _ fields: some Sequence<(key: String, value: String)>,
    cookie: String? = "session=\(signedIn.token)", csrf: String? = signedIn.csrfToken
) async throws -> HTTPResponse {
    var pairs = fields.map { ($0.key, $0.value) }
    if let csrf, !pairs.contains(where: { $0.0 == "csrf" }) { pairs.append(("csrf", csrf)) }
    let body = URLEncoding.urlencoded(pairs)
    var headers: HTTPHeaders = ["Content-Type": "application/x-www-form-urlencoded"]
    if let cookie { headers.add(name: "Cookie", value: cookie) }
    return try await router.respond(to: HTTPRequest(method: .post, target: target, headers: headers, body: Array(body.utf8)))
}

extension HTTPResponse {
    /// The body as text.
    var text: String {
        guard case .bytes(let bytes) = body else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The body parsed as HTML, for queries.
    var document: HTMLDocument { HTMLDocument(html: text) }

    /// The `Location` of a redirect.
    var location: String? { headers["Location"] }
}

/// A page of reminders for mocks.
func page(_ reminders: [Reminder], number: Int = 1, total: Int? = nil) -> Page<Reminder> {
    Page(items: reminders, number: number, size: 50, totalCount: total ?? reminders.count)
}

/// What the list page's use case answers: `reminders` of list `id`, which is among `lists`.
func listPage(_ reminders: Page<Reminder>, of id: ReminderList.ID = 1, among lists: [ReminderListSummary]) -> ReminderListPage {
    ReminderListPage(list: lists.first { $0.id == id }?.list ?? .fixture(id: id), reminders: reminders, lists: lists)
}
