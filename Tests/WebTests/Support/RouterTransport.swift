import Glibc
import HTMLTestKit
import HTTPServer
import Web

/// Serves a `Browser`'s requests straight from a router, in process: no socket and no server.
///
/// A handler's `HTTPError` is answered as the server answers it (its status, a plain-text body,
/// its headers); any other error is thrown to the test, where the server would log it and send
/// a generic 500.
///
/// With a `sessionToken`, every request also carries `session=<token>` in its `Cookie`, as if the
/// browser had signed in before the test.
struct RouterTransport: HTTPTransport {
    let router: Router<WebContext>
    var sessionToken: String?

    func send(_ request: BrowserRequest) async throws -> BrowserResponse {
        var headers: HTTPHeaders = ["Host": "127.0.0.1"]
        var sentCookies = false
        for (name, value) in request.headers {
            if let sessionToken, name.lowercased() == "cookie" {
                headers.add(name: name, value: "\(value); session=\(sessionToken)")
                sentCookies = true
            } else {
                headers.add(name: name, value: value)
            }
        }
        if let sessionToken, !sentCookies { headers.add(name: "Cookie", value: "session=\(sessionToken)") }
        if !request.body.isEmpty || request.method == "POST" {
            headers.add(name: "Content-Length", value: String(request.body.count))
        }
        let response: HTTPResponse
        do {
            response = try await router.respond(to: HTTPRequest(
                method: HTTPMethod(request.method), target: request.url, headers: headers, body: request.body
            ))
        } catch let error as HTTPError {
            var text = HTTPResponse.text("\(error.status.code) \(error.message)\n", status: error.status)
            for field in error.headers { text.headers.add(name: field.name, value: field.value) }
            response = text
        }
        let body = request.method == "HEAD" ? [] : try await Self.bytes(of: response.body)
        return BrowserResponse(status: response.status.code, headers: response.headers.map { ($0.name, $0.value) }, body: body)
    }

    /// The whole body, read from memory, the file or the stream.
    private static func bytes(of body: ResponseBody) async throws -> [UInt8] {
        switch body {
        case .bytes(let bytes):
            return bytes
        case let .file(file, offset, length):
            var bytes = [UInt8](repeating: 0, count: length)
            var done = 0
            while done < length {
                let count = bytes[done...].withUnsafeMutableBytes { pread(file.descriptor, $0.baseAddress, $0.count, off_t(offset + done)) }
                guard count > 0 else { throw HTTPError(.internalServerError, "could not read the file body") }
                done += count
            }
            return bytes
        case .stream(let produce):
            let collector = Collector()
            try await produce(collector)
            return await collector.bytes
        }
    }

    private actor Collector: ResponseBodyWriter {
        var bytes: [UInt8] = []
        func write(_ piece: [UInt8]) async throws { bytes += piece }
    }
}
