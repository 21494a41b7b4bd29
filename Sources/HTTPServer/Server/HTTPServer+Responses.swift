import Logging

extension HTTPServer {
    /// The generic page for an unexpected error; the details go to the log, never to the client.
    static let internalErrorResponse = HTTPResponse(
        status: .internalServerError,
        contentType: "text/html; charset=utf-8",
        body: "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Server error</title></head>"
            + "<body><h1>Something went wrong</h1><p>The error has been logged. Please try again.</p></body></html>\n"
    )

    /// Asks the responder, mapping thrown errors to responses in this one place.
    func response(for request: HTTPRequest) async -> HTTPResponse {
        do {
            return try await responder.respond(to: request)
        } catch let error as HTTPError {
            var response = HTTPResponse.text("\(error.status.code) \(error.message)\n", status: error.status)
            for field in error.headers { response.headers.add(name: field.name, value: field.value) }
            return response
        } catch {
            logger.error("handler failed", metadata: [
                "method": "\(request.method)", "path": "\(request.path)", "error": "\(String(reflecting: error))",
            ])
            return Self.internalErrorResponse
        }
    }

    /// One access-log line: method, path, status, body bytes, duration.
    func logAccess(method: String, path: Substring, status: HTTPStatus, bytes: Int, startedAt: UInt64) {
        guard configuration.accessLog, logger.logLevel <= .info else { return }
        let micros = (Monotonic.now() - startedAt) / 1000
        let millis = "\(micros / 1000).\(String(micros % 1000 + 1000).dropFirst())"
        logger.info("\(method) \(path) \(status.code) \(bytes)B \(millis)ms")
    }
}
