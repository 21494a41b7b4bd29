import BenchmarkPage
import Foundation
import HTTPServer
import Logging
import Templating

// Our server with the benchmark routes: `GET /plain` → `hello`, `GET /page` → the benchmark
// page rendered per request from Swift structs (see shared/bench/README.md).
var host = "127.0.0.1"
var port = 8080
var logLevel = Logger.Level.warning
var templates = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Templates")
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--host": host = arguments.next() ?? host
    case "--port": port = arguments.next().flatMap(Int.init) ?? port
    case "--log-level": logLevel = arguments.next().flatMap(Logger.Level.init(rawValue:)) ?? logLevel
    case "--templates": templates = URL(fileURLWithPath: arguments.next() ?? templates.path)
    default:
        FileHandle.standardError.write(Data("usage: bench-server [--host H] [--port P] [--log-level L] [--templates DIR]\n".utf8))
        exit(64)
    }
}

var logger = Logger(label: "bench-server")
logger.logLevel = logLevel

let library = try TemplateLibrary(directory: templates)
let page = BenchmarkPage.make()
var router = Router()
let hello = Array("hello".utf8)
router.get("/plain") { _ in
    HTTPResponse(status: .ok, headers: ["Content-Type": "text/plain; charset=utf-8"], body: .bytes(hello))
}
router.get("/page") { _ in
    HTTPResponse(status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"], body: .bytes(try library.render("page", page)))
}

let server = try HTTPServer(configuration: .init(host: host, port: port), responder: router, logger: logger)
try server.start()
let signals = ShutdownSignals { _ in Task { await server.shutdown() } }
await server.waitUntilStopped()
withExtendedLifetime(signals) {}
