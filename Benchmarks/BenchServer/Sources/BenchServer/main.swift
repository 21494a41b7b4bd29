import Foundation
import HTTPServer
import Logging

// The benchmark routes on our server: `GET /plain` → `hello`; `GET /page` once Templating lands.
var host = "127.0.0.1"
var port = 8080
var logLevel = Logger.Level.warning
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--host": host = arguments.next() ?? host
    case "--port": port = arguments.next().flatMap(Int.init) ?? port
    case "--log-level": logLevel = arguments.next().flatMap(Logger.Level.init(rawValue:)) ?? logLevel
    default:
        FileHandle.standardError.write(Data("usage: bench-server [--host H] [--port P] [--log-level L]\n".utf8))
        exit(64)
    }
}

var logger = Logger(label: "bench-server")
logger.logLevel = logLevel

var router = Router()
let hello = Array("hello".utf8)
router.get("/plain") { _ in
    HTTPResponse(status: .ok, headers: ["Content-Type": "text/plain; charset=utf-8"], body: .bytes(hello))
}

let server = try HTTPServer(configuration: .init(host: host, port: port), responder: router, logger: logger)
try server.start()
let signals = ShutdownSignals { _ in Task { await server.shutdown() } }
await server.waitUntilStopped()
withExtendedLifetime(signals) {}
