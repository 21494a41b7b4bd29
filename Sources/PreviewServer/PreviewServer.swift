import ArgumentParser
import Foundation
import HTTPServer
import Logging
import Presentation
import Previews
import Web

/// `reminders-previews [--host HOST] [--port PORT]`: serves the preview gallery (on
/// 127.0.0.1:8081 unless told) from the repository's `Templates/` and `Public/`, reloading
/// edited templates. A development tool, apart from `reminders`, so that the app never links the
/// mocks. Its options are parsed as `reminders serve` parses its own (swift-argument-parser), so
/// `--help` prints them and exits without serving.
@main
struct PreviewServer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reminders-previews",
        abstract: "Serve the preview gallery: every screen in every state, from the mocks.",
        discussion: """
            Serves an index of every preview on http://HOST:PORT/, rendered through the templates \
            in ./Templates with the files of ./Public (run it from the repository's root); edited \
            templates are picked up without restarting. Stops on SIGTERM or SIGINT.
            """
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 8081

    /// The port as the first argument, as before the options (`reminders-previews 8082`).
    @Argument(help: .hidden)
    var portArgument: Int?

    func validate() throws {
        guard (0...65535).contains(portArgument ?? port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() async throws {
        let logger = Logger(label: "reminders-previews")
        let gallery = try PreviewGallery(catalogs: StringCatalog.bundledInEveryLanguage(), templatesFolder: "Templates", publicFolder: "Public")
        var configuration = HTTPServer.Configuration(host: host, port: portArgument ?? port)
        // The app's own headers (its Content Security Policy above all), so that a page shows here as it
        // would there; but the index frames the previews, so framing by the gallery itself is allowed.
        configuration.headers = PreviewGallery.serverHeaders(from: WebSecurity().responseHeaders)
        let server = try HTTPServer(configuration: configuration, responder: gallery.router(), logger: logger)
        try server.start()
        logger.info("previews of \(gallery.previews.count) states at http://\(host):\(server.port)/")
        let signals = ShutdownSignals { _ in Task { await server.shutdown() } }
        await server.waitUntilStopped()
        _ = signals
    }
}
