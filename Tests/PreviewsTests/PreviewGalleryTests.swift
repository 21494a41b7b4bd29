import Foundation
import HTMLTestKit
import HTTPServer
import Presentation
import Previews
import Testing
import WebTestSupport

@testable import Web

/// The repository's root, for the real templates and public folder.
private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private func makeGallery() throws -> PreviewGallery {
    try PreviewGallery(
        catalogs: StringCatalog.bundledInEveryLanguage(),
        templatesFolder: repositoryRoot.appendingPathComponent("Templates").path,
        publicFolder: repositoryRoot.appendingPathComponent("Public").path
    )
}

/// One gallery for the tests that render every preview: making one loads the catalogs and
/// compiles every template, once is enough.
private let sharedGallery = Result { try makeGallery() }

private func text(_ response: HTTPResponse) -> String {
    guard case .bytes(let bytes) = response.body else { return "" }
    return String(decoding: bytes, as: UTF8.self)
}

/// Serialized: the previews' hundreds of cases, run at once, queued ahead of the rest of the
/// suite's tasks and kept both cores busy long enough (a minute, in CI's coverage build) for the
/// timed tests of sockets, mail and push to give up; one at a time they leave the other core free.
@Suite(.serialized) struct PreviewGalleryTests {
    @Test(arguments: Preview.all.map(\.path))
    func everyPreview_rendersThroughTheRealTemplates_andPassesThePageChecks(path: String) async throws {
        let preview = try #require(Preview.all.first { $0.path == path })
        let response = try await sharedGallery.get().render(preview)
        // Every mock a screen calls must be configured: an unconfigured one records an issue here
        // (and its error would turn the page into a storage error page, not the status expected).
        #expect(response.status == preview.status)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        let body = Array(text(response).utf8)
        let page = LoadedPage(method: "GET", url: preview.route.path, status: response.status.code,
                              headers: response.headers.map { ($0.name, $0.value) }, body: body, document: HTMLDocument(bytes: body))
        #expect(StandardPageChecks.problems(of: page) == [])
    }

    /// Every page in German: the same status, the page checks, `lang="de"`, and no text left in
    /// the catalog's English where German has its own (the title, the navigation).
    @Test(arguments: Preview.all.map(\.path))
    func everyPreview_rendersInGerman_andPassesThePageChecks(path: String) async throws {
        let preview = try #require(Preview.all.first { $0.path == path }).inLanguage("de")
        let response = try await sharedGallery.get().render(preview)
        #expect(response.status == preview.status)
        let body = Array(text(response).utf8)
        let page = LoadedPage(method: "GET", url: preview.route.path, status: response.status.code,
                              headers: response.headers.map { ($0.name, $0.value) }, body: body, document: HTMLDocument(bytes: body))
        #expect(StandardPageChecks.problems(of: page) == [])
        #expect(try page.document.select("html").first?["lang"] == "de")
        #expect(try page.document.select("title").first?.text.hasSuffix("Erinnerungen") == true)
        #expect(!text(response).contains("⟦"))
    }

    @Test func everyScreen_hasPreviews_andEveryPreviewShowsAScreen() {
        #expect(Preview.all.allSatisfy { $0.screen != nil })
        #expect(Set(Route.screenNames).subtracting(Preview.all.compactMap(\.screen)) == [])
    }

    @Test func everyPageTemplate_isShownByAPreview() async throws {
        let gallery = try makeGallery()
        var shown: Set<String> = []
        for preview in Preview.all {
            let status = try await gallery.render(preview).status
            shown.insert(status == .ok || status == .unprocessableContent ? preview.route.template ?? "error" : "error")
        }
        let pages = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Templates").path)
            .filter { $0.hasSuffix(".mustache") && $0 != "layout.mustache" }
            .map { String($0.dropLast(".mustache".count)) }
        #expect(Set(pages).subtracting(shown) == [])
    }

    @Test func thePreviews_showEveryKindOfAnswer_eachUnderItsOwnAddress() async throws {
        let gallery = try makeGallery()
        var statuses: Set<Int> = []
        for preview in Preview.all { statuses.insert(try await gallery.render(preview).status.code) }
        #expect(statuses == [200, 403, 404, 410, 422, 429, 503])
        #expect(Set(Preview.all.map(\.status.code)) == statuses)
        #expect(Set(Preview.all.map(\.path)).count == Preview.all.count)
        #expect(Preview.all.contains { $0.session == nil } && Preview.all.contains { $0.flash != nil })
    }

    @Test func aRefusedForm_keepsWhatWasTyped_besideTheMessages() async throws {
        let preview = try #require(Preview.all.first { $0.path == "/previews/reminderList/title-refused" })
        let response = try await makeGallery().render(preview)
        #expect(response.status == .unprocessableContent)
        let document = HTMLDocument(html: text(response))
        #expect(try document.select("textarea[name=notes]").map(\.text) == ["Keep <this> as typed"])
        #expect(try document.select("p.error").map(\.text) == ["Use at least 3 characters for the title"])
    }

    @Test func theGallery_indexesEveryPreview_andServesEachAndTheStylesheet() async throws {
        let router = try makeGallery().router()
        let index = try await router.respond(to: HTTPRequest(method: .get, target: "/"))
        let links = try HTMLDocument(html: text(index)).select("main a").map { $0["href"] ?? "" }
        let statuses = try HTMLDocument(html: text(index)).select("main a").map { $0["data-status"] ?? "" }
        #expect(statuses == Preview.all.sorted { Route.screenNames.firstIndex(of: $0.screen!)! < Route.screenNames.firstIndex(of: $1.screen!)! }.map { String($0.status.code) })
        #expect(links == Preview.all.sorted { Route.screenNames.firstIndex(of: $0.screen!)! < Route.screenNames.firstIndex(of: $1.screen!)! }.map(\.path))
        #expect(HTMLDocument(html: text(index)).pageProblems() == [])
        let loaded = try await router.respond(to: HTTPRequest(method: .get, target: "/previews/listsOverview/loaded"))
        #expect(loaded.status == .ok)
        #expect(try await router.respond(to: HTTPRequest(method: .get, target: "/static/app.css")).status == .ok)
        await #expect(throws: HTTPError.notFound) { try await router.respond(to: HTTPRequest(method: .get, target: "/previews/listsOverview/nothing")) }
    }

    @Test func theIndex_showsEveryPreviewInBothSchemes_sideBySide_inLazyTitledFrames() async throws {
        let router = try makeGallery().router()
        let index = HTMLDocument(html: text(try await router.respond(to: HTTPRequest(method: .get, target: "/"))))
        let ordered = Preview.all.sorted { Route.screenNames.firstIndex(of: $0.screen!)! < Route.screenNames.firstIndex(of: $1.screen!)! }
        let frames = try index.select("main iframe")
        #expect(frames.map { $0["src"] ?? "" } == ordered.flatMap { [$0.path, $0.path] })
        #expect(frames.map { $0["class"] ?? "" } == ordered.flatMap { _ in ["scheme-light", "scheme-dark"] })
        #expect(frames.allSatisfy { $0["loading"] == "lazy" })
        let titles = frames.map { $0["title"] ?? "" }
        #expect(Set(titles).count == frames.count && titles.allSatisfy { !$0.isEmpty })
        #expect(titles.first == "\(ordered[0].screen!), \(ordered[0].name): light scheme")
        // Each preview's frames sit in the same list item as its link.
        for item in try index.select("main li") {
            let link = try #require(try item.select("a").first)
            #expect(try item.select("iframe").map { $0["src"] } == [link["href"], link["href"]])
        }
        #expect(index.pageProblems() == [])
    }

    @Test func theIndexStylesheet_givesEachFrameItsColorScheme() async throws {
        let router = try makeGallery().router()
        let index = HTMLDocument(html: text(try await router.respond(to: HTTPRequest(method: .get, target: "/"))))
        #expect(try index.select("link[rel=stylesheet]").map { $0["href"] ?? "" } == ["/static/app.css", "/gallery.css"])
        let stylesheet = try await router.respond(to: HTTPRequest(method: .get, target: "/gallery.css"))
        #expect(stylesheet.status == .ok)
        #expect(stylesheet.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(text(stylesheet).contains(".gallery iframe.scheme-light { color-scheme: light; }"))
        #expect(text(stylesheet).contains(".gallery iframe.scheme-dark { color-scheme: dark; }"))
    }

    @Test func theGalleryServer_keepsTheAppsHeaders_butLetsItsIndexFrameThePreviews() {
        let app = WebSecurity().responseHeaders
        let gallery = PreviewGallery.serverHeaders(from: app)
        #expect(app["Content-Security-Policy"]?.contains("frame-ancestors 'none'") == true)
        #expect(gallery["Content-Security-Policy"] == app["Content-Security-Policy"]?
            .replacingOccurrences(of: "frame-ancestors 'none'", with: "frame-ancestors 'self'"))
        #expect(gallery.map(\.name) == app.map(\.name))
        for field in app where field.name != "Content-Security-Policy" { #expect(gallery[field.name] == field.value) }

        let framing: HTTPHeaders = ["X-Frame-Options": "DENY", "Content-Security-Policy": "default-src 'self';frame-ancestors  'none' ; img-src data:"]
        let allowed = PreviewGallery.serverHeaders(from: framing)
        #expect(allowed["X-Frame-Options"] == "SAMEORIGIN")
        #expect(allowed["Content-Security-Policy"] == "default-src 'self'; frame-ancestors 'self'; img-src data:")
    }
}
