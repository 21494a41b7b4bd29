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
    /// The app's templates, compiled once in every language (reloading changed files when the
    /// options say so, as the preview server's do).
    let localizations: Localizations
    let publicFolder: String
    let index: TemplateLibrary

    /// A gallery of `previews` rendered from the templates in `templatesFolder` (strict: a name
    /// a template reads that a state lacks is an error), with `publicFolder` served under `/static`.
    public init(
        previews: [Preview] = Preview.all, catalogs: [StringCatalog], templatesFolder: String, publicFolder: String,
        templateOptions: TemplateLibrary.Options = TemplateLibrary.Options(strict: true, reloadsChangedFiles: true)
    ) throws {
        self.previews = previews
        localizations = try Localizations(catalogs: catalogs, templatesFolder: templatesFolder, options: templateOptions)
        self.publicFolder = publicFolder
        index = try TemplateLibrary(templates: ["index": Self.indexTemplate], options: TemplateLibrary.Options(strict: true))
    }

    /// The page of `preview`, with the status, headers and body the app would answer with.
    public func render(_ preview: Preview) async throws -> HTTPResponse {
        let app = try WebApp(
            accounts: preview.accounts(preview.language), localizations: localizations, publicFolder: publicFolder, health: { nil }, reportError: { _ in }
        )
        return await app.preview(preview.route, sending: preview.action, as: preview.session, flash: preview.flash, language: preview.language)
    }

    /// The headers of the gallery's server: the app's (`appHeaders`, its Content Security Policy
    /// above all), so that a page shows here as it would there, but for framing. The index frames
    /// every preview, so `frame-ancestors` becomes `'self'` here (and an `X-Frame-Options`, should the
    /// app send one, `SAMEORIGIN`); the app itself keeps refusing every frame.
    public static func serverHeaders(from appHeaders: HTTPHeaders) -> HTTPHeaders {
        var headers = HTTPHeaders()
        for field in appHeaders {
            switch field.name.lowercased() {
            case "content-security-policy":
                let directives = field.value.split(separator: ";").map { directive in
                    let trimmed = directive.trimmingCharacters(in: .whitespaces)
                    let name = trimmed.prefix { !$0.isWhitespace }.lowercased()
                    return name == "frame-ancestors" ? "frame-ancestors 'self'" : trimmed
                }
                headers.add(name: field.name, value: directives.filter { !$0.isEmpty }.joined(separator: "; "))
            case "x-frame-options":
                headers.add(name: field.name, value: "SAMEORIGIN")
            default:
                headers.add(name: field.name, value: field.value)
            }
        }
        return headers
    }

    /// The gallery's own pages: the index at `/` and its stylesheet, each preview at its `path`,
    /// and `/static/…`.
    public func router() throws -> Router<Void> {
        let staticFiles = try StaticFiles(root: publicFolder)
        let byPath = Dictionary(previews.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let indexPage = try index.render("index", Index(previews: previews))
        var router = Router()
        router.get("/") { _ in
            HTTPResponse(status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"], body: .bytes(indexPage))
        }
        let stylesheet = Array(Self.indexStylesheet.utf8)
        router.get(Self.indexStylesheetPath) { _ in
            HTTPResponse(status: .ok, headers: ["Content-Type": "text/css; charset=utf-8"], body: .bytes(stylesheet))
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
            let screen: String
            let name: String
            let path: String
            let request: String
            let status: Int
        }

        let screens: [Group]

        init(previews: [Preview]) {
            screens = Route.screenNames.map { screen in
                Group(screen: screen, previews: previews.filter { $0.screen == screen }.map { preview in
                    let method = preview.action == nil ? "GET" : "POST"
                    let who = preview.session == nil ? "signed out" : "signed in"
                    return Entry(
                        screen: screen, name: preview.name, path: preview.path,
                        request: "\(method) \(preview.route.path), \(who)",
                        status: preview.status.code
                    )
                })
            }
        }
    }

    /// The index lists every preview with its link, and shows it twice, side by side: in a frame
    /// whose `color-scheme` is `light` and in one whose `color-scheme` is `dark`. The page in a
    /// frame takes its `prefers-color-scheme` from the used `color-scheme` of the frame's element
    /// (checked in Chromium: scripts/browser_check.py --gallery), so one page shows the whole app
    /// in both schemes. The frames load as they are scrolled to. The stylesheet is the gallery's
    /// own, served beside the index, because the app's Content Security Policy (kept here) refuses
    /// inline styles.
    static let indexTemplate = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Previews — Reminders</title>
        <link rel="stylesheet" href="/static/app.css">
        <link rel="stylesheet" href="\(indexStylesheetPath)">
        </head>
        <body>
        <main id="main" class="gallery">
        <h1>Every screen in every state</h1>
        <p>Each page is rendered through the real templates from mock use cases and the fixtures in <code>Mocks</code>, with no database. The gallery serves only the previews: a preview's own links and forms lead nowhere here.</p>
        <p>Each state is shown in the light and in the dark scheme, side by side, whatever scheme your system uses; its link opens it alone.</p>
        {{#screens}}
        <section aria-labelledby="screen-{{screen}}">
        <h2 id="screen-{{screen}}">{{screen}}</h2>
        <ul class="previews">
        {{#previews}}
        <li>
        <p><a href="{{path}}" data-status="{{status}}">{{name}}</a> <small>{{request}}, answers {{status}}</small></p>
        <div class="schemes">
        <figure><figcaption>light</figcaption><iframe class="scheme-light" src="{{path}}" title="{{screen}}, {{name}}: light scheme" loading="lazy"></iframe></figure>
        <figure><figcaption>dark</figcaption><iframe class="scheme-dark" src="{{path}}" title="{{screen}}, {{name}}: dark scheme" loading="lazy"></iframe></figure>
        </div>
        </li>
        {{/previews}}
        </ul>
        </section>
        {{/screens}}
        </main>
        </body>
        </html>

        """

    /// Where the index's stylesheet is served.
    static let indexStylesheetPath = "/gallery.css"

    /// The index's own layout, over the app's stylesheet: wide, the two schemes side by side (one
    /// above the other on a narrow screen), and each frame's `color-scheme`.
    static let indexStylesheet = """
        main.gallery { max-width: 120rem; }
        .gallery .previews { list-style: none; padding: 0; }
        .gallery .previews > li { margin: 0 0 2rem; }
        .gallery .schemes { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr)); gap: 1rem; }
        .gallery figure { margin: 0; }
        .gallery figcaption { font-size: .875rem; }
        .gallery iframe { display: block; width: 100%; height: 40rem; border: 1px solid #8a91a0; border-radius: 8px; }
        .gallery iframe.scheme-light { color-scheme: light; }
        .gallery iframe.scheme-dark { color-scheme: dark; }

        """
}
