import Domain
import Foundation
import HTTPServer
import Presentation
import Templating
import Web

/// The gallery of every screen in every state (`Preview.all`), each rendered through the real
/// templates from its mock use cases: served by `reminders-previews` for people to look at, and
/// rendered by the tests, which hold every preview to the page checks.
public struct PreviewGallery: Sendable {
    /// The previews, in the order the index lists them.
    public let previews: [Preview]
    let catalog: StringCatalog
    let templatesFolder: String
    let publicFolder: String
    let templateOptions: TemplateLibrary.Options
    let index: TemplateLibrary

    /// A gallery of `previews` rendered from the templates in `templatesFolder` (strict: a name
    /// a template reads that a state lacks is an error), with `publicFolder` served under `/static`.
    public init(
        previews: [Preview] = Preview.all, catalog: StringCatalog, templatesFolder: String, publicFolder: String,
        templateOptions: TemplateLibrary.Options = TemplateLibrary.Options(strict: true, reloadsChangedFiles: true)
    ) throws {
        self.previews = previews
        self.catalog = catalog
        self.templatesFolder = templatesFolder
        self.publicFolder = publicFolder
        self.templateOptions = templateOptions
        index = try TemplateLibrary(templates: ["index": Self.indexTemplate], options: TemplateLibrary.Options(strict: true))
    }

    /// The page of `preview`, with the status, headers and body the app would answer with.
    public func render(_ preview: Preview) async throws -> HTTPResponse {
        let app = try WebApp(
            accounts: preview.accounts(), catalog: catalog, templatesFolder: templatesFolder, templateOptions: templateOptions,
            publicFolder: publicFolder, health: { nil }, reportError: { _ in }
        )
        return await app.preview(preview.route, sending: preview.action, as: preview.session, flash: preview.flash)
    }

    /// The gallery's own pages: the index at `/`, each preview at its `path`, and `/static/…`.
    public func router() throws -> Router<Void> {
        let staticFiles = try StaticFiles(root: publicFolder)
        let byPath = Dictionary(previews.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let indexPage = try index.render("index", Index(previews: previews))
        var router = Router()
        router.get("/") { _ in
            HTTPResponse(status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"], body: .bytes(indexPage))
        }
        router.get("/previews/:screen/:state") { [self] request in
            guard let preview = byPath[String(request.path)] else { throw HTTPError.notFound }
            return try await render(preview)
        }
        router.get("/static/*") { request in
            try staticFiles.response(for: request, segments: request.parameters.remainder)
        }
        return router
    }

    /// What the index lists: each screen's previews, with the request each renders.
    struct Index: Encodable {
        struct Group: Encodable {
            let screen: String
            let previews: [Entry]
        }

        struct Entry: Encodable {
            let name: String
            let path: String
            let request: String
            let status: Int
        }

        let screens: [Group]

        init(previews: [Preview]) {
            screens = Screen.allCases.map { screen in
                Group(screen: screen.rawValue, previews: previews.filter { $0.screen == screen }.map { preview in
                    let method = preview.action == nil ? "GET" : "POST"
                    let who = preview.session == nil ? "signed out" : "signed in"
                    return Entry(
                        name: preview.name, path: preview.path, request: "\(method) \(preview.route.path), \(who)",
                        status: preview.status.code
                    )
                })
            }
        }
    }

    static let indexTemplate = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Previews — Reminders</title>
        <link rel="stylesheet" href="/static/app.css">
        </head>
        <body>
        <main id="main" class="gallery">
        <h1>Every screen in every state</h1>
        <p>Each page is rendered through the real templates from mock use cases and the fixtures in <code>Mocks</code>, with no database. The gallery serves only the previews: a preview's own links and forms lead nowhere here.</p>
        {{#screens}}
        <section aria-labelledby="screen-{{screen}}">
        <h2 id="screen-{{screen}}">{{screen}}</h2>
        <ul>
        {{#previews}}
        <li><a href="{{path}}" data-status="{{status}}">{{name}}</a> <small>{{request}}, answers {{status}}</small></li>
        {{/previews}}
        </ul>
        </section>
        {{/screens}}
        </main>
        </body>
        </html>

        """
}
