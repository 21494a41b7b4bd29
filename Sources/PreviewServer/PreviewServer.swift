import Foundation
import HTTPServer
import Logging
import Presentation
import Previews
import Web

/// `reminders-previews [port]`: serves the preview gallery on 127.0.0.1 (port 8081 unless
/// given) from the repository's `Templates/` and `Public/`, reloading edited templates. A
/// development tool, apart from `reminders`, so that the app never links the mocks.
@main
enum PreviewServer {
    static func main() async throws {
        let port = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 8081
        let logger = Logger(label: "reminders-previews")
        let gallery = try PreviewGallery(catalogs: StringCatalog.bundledInEveryLanguage(), templatesFolder: "Templates", publicFolder: "Public")
        var configuration = HTTPServer.Configuration(host: "127.0.0.1", port: port)
        // The app's own headers (its Content Security Policy above all), so that a page shows here as it
        // would there; but the index frames the previews, so framing by the gallery itself is allowed.
        configuration.headers = PreviewGallery.serverHeaders(from: WebSecurity().responseHeaders)
        let server = try HTTPServer(configuration: configuration, responder: gallery.router(), logger: logger)
        try server.start()
        logger.info("previews of \(gallery.previews.count) states at http://127.0.0.1:\(server.port)/")
        let signals = ShutdownSignals { _ in Task { await server.shutdown() } }
        await server.waitUntilStopped()
        _ = signals
    }
}
