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

/// The app's router over `container`, as the server would run it, with the real templates in
/// strict mode: a name a template uses that the state or the catalog lacks fails the test.
func makeRouter(_ container: DIContainer) throws -> Router {
    try WebApp(
        container: container, catalog: StringCatalog.bundled(),
        templatesFolder: repositoryRoot.appendingPathComponent("Templates").path,
        templateOptions: TemplateLibrary.Options(strict: true, reloadsChangedFiles: false),
        publicFolder: repositoryRoot.appendingPathComponent("Public").path,
        health: { true }, reportError: { _ in }
    ).router()
}

/// A browser on the app's router over `container`, in process, that holds every page it loads
/// to the standard page checks (a page failing them fails the navigation).
func makeBrowser(_ container: DIContainer, checkingPages: Bool = true) throws -> Browser {
    Browser(transport: RouterTransport(router: try makeRouter(container)), pageCheck: checkingPages ? StandardPageChecks.check : nil)
}

/// Sends a GET through the router, in process.
func get(_ router: Router, _ target: String, headers: HTTPHeaders = [:]) async throws -> HTTPResponse {
    try await router.respond(to: HTTPRequest(method: .get, target: target, headers: headers))
}

/// Posts form fields through the router, in process, urlencoded as a browser would.
func post(_ router: Router, _ target: String, _ fields: some Sequence<(key: String, value: String)>) async throws -> HTTPResponse {
    let body = URLEncoding.urlencoded(fields.map { ($0.key, $0.value) })
    return try await router.respond(to: HTTPRequest(
        method: .post, target: target, headers: ["Content-Type": "application/x-www-form-urlencoded"], body: Array(body.utf8)
    ))
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
