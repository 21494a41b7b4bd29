import ArgumentParser
import Foundation
import Hummingbird
import Mustache

/// Serves `/plain` and `/page` with Hummingbird and swift-mustache, as the peer of our server.
@main
struct HummingbirdPeer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "hummingbird-peer")

    @Option(help: "Address to bind.")
    var host = "127.0.0.1"

    @Option(help: "Port to bind.")
    var port = 8080

    @Option(help: "Mustache template of /page (defaults to the bundled copy of bench/page.mustache).")
    var template: String?

    func run() async throws {
        let templateURL = template.map { URL(fileURLWithPath: $0) }
            ?? Bundle.module.url(forResource: "page", withExtension: "mustache")!
        let page = try MustacheTemplate(string: String(contentsOf: templateURL, encoding: .utf8))
        let data = BenchmarkPage.make()

        let router = Router()
        router.get("plain") { _, _ in "hello" }
        // Rendered per request on purpose: that is what the benchmark measures.
        router.get("page") { _, _ in HTML(page.render(data)) }

        let app = Application(
            router: router,
            configuration: .init(address: .hostname(host, port: port))
        )
        try await app.runService()
    }
}
