import Glibc
import Logging

/// One client connection: reads requests in order, answers each, and decides when to close.
struct HTTPConnection {
    private let handle: SocketHandle
    private let server: HTTPServer
    private let writer: SocketWriter
    private var decoder: RequestDecoder
    private var served = 0
    private var lastPhase = RequestDecoder.Phase.idle
    private var phaseStartedAt = Monotonic.now()
    private var lastReadDrainedSocket = false
    /// The body bytes this connection holds of the server's budget, for the request in progress.
    private var heldBodyBytes = 0
    private lazy var peerAddress = Socket.peerAddress(handle.descriptor)

    /// The peer closed its side.
    private struct PeerClosed: Error {}

    init(handle: SocketHandle, server: HTTPServer) {
        self.handle = handle
        self.server = server
        self.writer = SocketWriter(handle: handle, timeout: Monotonic.nanoseconds(server.configuration.writeTimeout))
        self.decoder = RequestDecoder(limits: server.configuration.limits)
    }

    /// Serves requests until the connection should close; never throws.
    mutating func run() async {
        defer { server.bodyBudget.giveBack(heldBodyBytes) }
        do {
            try await serve()
        } catch SocketWaitError.timedOut {
            // A request had started arriving: say why it is being dropped. An idle one just closes.
            if decoder.phase != .idle {
                server.logger.notice("request timed out", metadata: ["phase": "\(decoder.phase)"])
                try? await writer.write(ResponseEncoder.encodeSimple(
                    .text("408 Request Timeout\n", status: .requestTimeout), defaults: server.configuration.headers
                ))
                server.logAccess(method: "-", path: "-", status: .requestTimeout, bytes: 0, startedAt: phaseStartedAt)
            }
        } catch {
            // The peer left, the socket failed, or the server is shutting down: nothing to answer.
        }
    }

    private mutating func serve() async throws {
        while true {
            let next: HTTPRequest?
            var taken = 0
            do {
                next = try decoder.nextRequest(bodyLimit: server.bodyLimit(for:)) { [server] count throws(HTTPParseError) in
                    guard server.bodyBudget.take(count) else { throw .bodyBudgetExhausted }
                    taken = count
                }
                heldBodyBytes += taken
            } catch {
                heldBodyBytes += taken
                try await reject(error)
                return
            }
            guard let request = next else {
                if decoder.takeContinueRequest() {
                    try await writer.write(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
                }
                try await readMore()
                continue
            }
            let keepsOpen = try await respond(to: request)
            server.bodyBudget.giveBack(heldBodyBytes)
            heldBodyBytes = 0
            guard keepsOpen else { return }
            // Between requests, let the other connections' tasks run: a client whose next request
            // has already arrived would otherwise be served again at once, without this task ever
            // suspending, while other connections wait behind it (p99 several times the median
            // under load when handlers never suspend).
            await Task.yield()
        }
    }

    /// Answers a request that could not be decoded, then the connection closes.
    private func reject(_ error: HTTPParseError) async throws {
        server.logger.notice("rejected request", metadata: ["status": "\(error.status.code)", "reason": "\(error)"])
        var response = HTTPResponse.text("\(error.status.code) \(error.status.reasonPhrase): \(error)\n", status: error.status)
        if error == .bodyBudgetExhausted { response.headers.add(name: "Retry-After", value: "1") }
        let bytes = ResponseEncoder.encodeSimple(response, defaults: server.configuration.headers)
        try await writer.write(bytes)
        server.logAccess(method: "-", path: "-", status: error.status, bytes: bytes.count, startedAt: phaseStartedAt)
    }

    /// Answers one request; returns whether the connection stays open.
    private mutating func respond(to request: HTTPRequest) async throws -> Bool {
        let startedAt = Monotonic.now()
        served += 1
        server.requestsStarted.add(1, ordering: .relaxed)
        var request = request
        request.remoteAddress = peerAddress
        let response = await server.response(for: request)
        var keepAlive = request.wantsKeepAlive
            && served < server.configuration.maxRequestsPerConnection
            && !server.isShuttingDown
            && !response.headers.containsToken("close", in: "Connection")
        let bodyBytes = try await send(response, for: request, keepAlive: &keepAlive)
        server.logAccess(method: request.method.rawValue, path: request.path, status: response.status, bytes: bodyBytes, startedAt: startedAt)
        lastPhase = .idle
        phaseStartedAt = Monotonic.now()
        return keepAlive
    }

    /// Writes the response (one write for a small one); returns the body bytes sent.
    private func send(_ response: HTTPResponse, for request: HTTPRequest, keepAlive: inout Bool) async throws -> Int {
        var response = response
        var framing = ResponseEncoder.framing(of: response, version: request.version)
        if framing == .untilClose { keepAlive = false }
        var output = [UInt8]()
        output.reserveCapacity(256)
        do {
            try ResponseEncoder.encodeHead(response, framing: framing, keepAlive: keepAlive, version: request.version, defaults: server.configuration.headers, into: &output)
        } catch {
            server.logger.error("refused a response header", metadata: ["error": "\(error)", "path": "\(request.path)"])
            response = HTTPServer.internalErrorResponse
            framing = ResponseEncoder.framing(of: response, version: request.version)
            output.removeAll(keepingCapacity: true)
            try? ResponseEncoder.encodeHead(response, framing: framing, keepAlive: keepAlive, version: request.version, defaults: server.configuration.headers, into: &output)
        }
        let sendsBody = request.method != .head && framing != .none
        switch response.body {
        case .bytes(let body):
            guard sendsBody else {
                try await writer.write(output)
                return 0
            }
            try await writer.write(output, body)
            return body.count
        case .file(let file, let offset, let length):
            try await writer.write(output)
            if sendsBody { try await writer.sendFile(file, offset: offset, length: length) }
            return sendsBody ? length : 0
        case .stream(let produce):
            try await writer.write(output)
            guard sendsBody else { return 0 }
            let bodyWriter = StreamedBodyWriter(socket: writer, chunked: framing == .chunked)
            do {
                try await produce(bodyWriter)
            } catch {
                // The head is out; the only honest signal left is to close without the last chunk.
                server.logger.error("streamed body failed", metadata: ["error": "\(error)", "path": "\(request.path)"])
                keepAlive = false
                return 0
            }
            try await bodyWriter.finish()
            return 0
        }
    }

    /// Reads what the client sent next into the decoder, waiting (with the phase's deadline) if needed.
    private mutating func readMore() async throws {
        while true {
            if !lastReadDrainedSocket {
                let descriptor = handle.descriptor
                var code: Int32 = 0
                var space = 0
                let received = decoder.buffer.write(minimumSpace: 8 * 1024) { buffer in
                    space = buffer.count
                    let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
                    if count < 0 { code = errno }
                    return count
                }
                if received > 0 {
                    lastReadDrainedSocket = received < space
                    return
                }
                if received == 0 { throw PeerClosed() }
                if code == EINTR { continue }
                guard code == EAGAIN || code == EWOULDBLOCK else { throw SocketError("recv", code: code) }
            }
            let (deadline, isIdle) = currentDeadline()
            try await handle.wait(for: .read, deadline: deadline, isIdle: isIdle)
            lastReadDrainedSocket = false
        }
    }

    /// The deadline of the phase the next request is in: idle, head or body.
    private mutating func currentDeadline() -> (UInt64, isIdle: Bool) {
        let phase = decoder.phase
        if phase != lastPhase {
            lastPhase = phase
            phaseStartedAt = Monotonic.now()
        }
        let configuration = server.configuration
        switch phase {
        case .idle:
            let timeout = served == 0 ? configuration.headerTimeout : configuration.idleTimeout
            return (phaseStartedAt + Monotonic.nanoseconds(timeout), true)
        case .head:
            return (phaseStartedAt + Monotonic.nanoseconds(configuration.headerTimeout), false)
        case .body:
            return (phaseStartedAt + Monotonic.nanoseconds(configuration.bodyTimeout), false)
        }
    }
}
