import Foundation
@testable import HTTPServer
import Testing
import TimingTestSupport

/// Static files over real sockets, from a temporary root with a secret next to it.
@Suite(.timeSensitive) struct StaticFilesTests {
    /// A temporary `public/` folder beside a `secret.txt`, with a symlink leading out of the root.
    private final class Fixture {
        let base: URL
        var root: String { base.appendingPathComponent("public").path }

        init() throws {
            base = FileManager.default.temporaryDirectory.appendingPathComponent("static-\(UUID().uuidString)")
            let manager = FileManager.default
            try manager.createDirectory(at: base.appendingPathComponent("public/css"), withIntermediateDirectories: true)
            try Data("body { color: red }\n".utf8).write(to: base.appendingPathComponent("public/css/app.css"))
            try Data("<p>hi</p>".utf8).write(to: base.appendingPathComponent("public/index.html"))
            try Data("hidden".utf8).write(to: base.appendingPathComponent("public/.env"))
            try Data("top secret".utf8).write(to: base.appendingPathComponent("secret.txt"))
            try manager.createSymbolicLink(atPath: base.appendingPathComponent("public/leak.txt").path, withDestinationPath: "../secret.txt")
            try manager.createSymbolicLink(atPath: base.appendingPathComponent("public/alias.css").path, withDestinationPath: "css/app.css")
        }

        deinit { try? FileManager.default.removeItem(at: base) }
    }

    private func withStaticServer(_ body: (Int) async throws -> Void) async throws {
        let fixture = try Fixture()
        let files = try StaticFiles(root: fixture.root)
        var router = Router()
        router.get("/static/*") { request in try files.response(for: request, segments: request.parameters.remainder) }
        try await withServer(router) { server in try await body(server.port) }
    }

    @Test func file_isServedWithTypeValidatorsAndCaching() async throws {
        try await withStaticServer { port in
            let response = try await TestClient(port: port).roundTrip("GET /static/css/app.css HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(response.status == 200)
            #expect(response.text == "body { color: red }\n")
            #expect(response["Content-Type"] == "text/css; charset=utf-8")
            #expect(response["Cache-Control"] == "public, max-age=3600")
            #expect(response["ETag"]?.hasPrefix("\"") == true)
            #expect(response["Last-Modified"].flatMap(HTTPDate.parse) != nil)
        }
    }

    @Test func matchingValidators_give304() async throws {
        try await withStaticServer { port in
            let client = try TestClient(port: port)
            let first = try await client.roundTrip("GET /static/index.html HTTP/1.1\r\nHost: t\r\n\r\n")
            let etag = try #require(first["ETag"])
            let lastModified = try #require(first["Last-Modified"])
            let byTag = try await client.roundTrip("GET /static/index.html HTTP/1.1\r\nHost: t\r\nIf-None-Match: \"nope\", W/\(etag)\r\n\r\n")
            #expect(byTag.status == 304)
            #expect(byTag.body.isEmpty)
            #expect(byTag["ETag"] == etag)
            let byDate = try await client.roundTrip("GET /static/index.html HTTP/1.1\r\nHost: t\r\nIf-Modified-Since: \(lastModified)\r\n\r\n")
            #expect(byDate.status == 304)
            let stale = try await client.roundTrip("GET /static/index.html HTTP/1.1\r\nHost: t\r\nIf-None-Match: \"other\"\r\nIf-Modified-Since: \(lastModified)\r\n\r\n")
            #expect(stale.status == 200)
        }
    }

    @Test func head_hasLengthButNoBody() async throws {
        try await withStaticServer { port in
            let client = try TestClient(port: port)
            let response = try await client.roundTrip("HEAD /static/index.html HTTP/1.1\r\nHost: t\r\n\r\n", forHead: true)
            #expect(response["Content-Length"] == "9")
            #expect(try await client.roundTrip("GET /static/index.html HTTP/1.1\r\nHost: t\r\n\r\n").text == "<p>hi</p>")
        }
    }

    @Test(arguments: [
        "/static/../secret.txt", "/static/css/../../secret.txt", "/static/%2e%2e/secret.txt",
        "/static/%2E%2E/secret.txt", "/static/css%2f..%2f..%2fsecret.txt", "/static/index.html%00.css",
        "/static/..%5csecret.txt", "/static/./index.html",
    ])
    func traversalAttempt_is400(target: String) async throws {
        try await withStaticServer { port in
            let response = try await TestClient(port: port).roundTrip("GET \(target) HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(response.status == 400)
            #expect(!response.text.contains("top secret"))
        }
    }

    @Test(arguments: ["/static/leak.txt", "/static/.env", "/static/css", "/static/css/", "/static/missing.css", "/static//index.html"])
    func fileOutsideTheRootDotfileOrFolder_is404(target: String) async throws {
        try await withStaticServer { port in
            let response = try await TestClient(port: port).roundTrip("GET \(target) HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(response.status == 404)
            #expect(!response.text.contains("top secret") && !response.text.contains("hidden"))
        }
    }

    @Test func symlinkInsideTheRoot_isServed() async throws {
        try await withStaticServer { port in
            let response = try await TestClient(port: port).roundTrip("GET /static/alias.css HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(response.status == 200)
        }
    }

    @Test func mediaTypes_followTheExtension() {
        #expect(MediaType.forFileName("app.JS") == "text/javascript; charset=utf-8")
        #expect(MediaType.forFileName("logo.svg") == "image/svg+xml")
        #expect(MediaType.forFileName("README") == "application/octet-stream")
    }
}
