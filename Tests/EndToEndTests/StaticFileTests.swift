import Foundation
import HTMLTestKit
import Presentation
import Testing
import Web

/// The stylesheet, icons, script and manifest, and the health check of the running app.
@Suite struct StaticFileTests {
    @Test func theStylesheetThePagesLink_isServedWithCachingHeaders_andRevalidatedWithA304() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.visit(Route.lists.path)
            let href = try #require(try await browser.document.select("head link[rel=stylesheet]").first?["href"])

            // when
            try await browser.visit(href)

            // then
            #expect(await browser.status == 200)
            #expect(await browser.header("Content-Type") == "text/css; charset=utf-8")
            #expect(await browser.header("Cache-Control") == "public, max-age=3600")
            #expect(await !browser.body.isEmpty)
            let etag = try #require(await browser.header("ETag"))
            let modified = try #require(await browser.header("Last-Modified"))

            // when: asked again with its validators
            try await browser.send(BrowserRequest(method: "GET", url: href, headers: [("If-None-Match", etag)]))
            #expect(await browser.status == 304)
            #expect(await browser.body.isEmpty)
            #expect(await browser.header("ETag") == etag)
            try await browser.send(BrowserRequest(method: "GET", url: href, headers: [("If-Modified-Since", modified)]))
            #expect(await browser.status == 304)

            // when: asked with a stale tag
            try await browser.send(BrowserRequest(method: "GET", url: href, headers: [("If-None-Match", "\"stale\"")]))
            #expect(await browser.status == 200)
            #expect(await !browser.body.isEmpty)
        }
    }

    @Test func theIconsScriptAndManifestThePagesLink_andFaviconIco_areServedToAnyone() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.visit(Route.lists.path)
            let head = await browser.document
            var files = try head.select("head link[rel=icon], head link[rel=apple-touch-icon], head link[rel=manifest]").compactMap { $0["href"] }
            files += try head.select("head script[src]").compactMap { $0["src"] }
            #expect(files.count == 4)
            let signedOut = app.browser()
            for file in files + ["/favicon.ico"] {
                try await signedOut.send(BrowserRequest(method: "GET", url: file))
                #expect(await signedOut.status == 200, "\(file)")
                #expect(await !signedOut.body.isEmpty, "\(file)")
                #expect(await signedOut.header("Content-Type")?.hasPrefix("text/html") == false, "\(file): not the file but a page")
            }
            try await signedOut.send(BrowserRequest(method: "GET", url: "/static/manifest.webmanifest"))
            let manifest = try JSONSerialization.jsonObject(with: Data(await signedOut.body)) as? [String: Any]
            #expect(manifest?["start_url"] as? String == Route.lists.path)
            #expect((manifest?["icons"] as? [[String: Any]])?.count == 3)
        }
    }

    @Test func healthz_answersOkWhileTheDatabaseAnswers() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()

            try await browser.visit(Route.health.path)

            #expect(await browser.status == 200)
            #expect(String(decoding: await browser.body, as: UTF8.self) == "ok")
        }
    }
}
