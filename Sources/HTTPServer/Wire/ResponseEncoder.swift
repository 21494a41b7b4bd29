/// Serialises a response head, choosing its framing and refusing header values that could
/// split the response (CR, LF or any other control byte).
enum ResponseEncoder {
    /// Why a response head could not be written.
    struct InvalidHeader: Error, CustomStringConvertible {
        let name: String
        var description: String { "refused response header \"\(name.prefix(64))\": invalid name or value (CR, LF or control byte)" }
    }

    /// How the body follows the head.
    enum Framing: Equatable {
        case none
        case length(Int)
        case chunked
        case untilClose
    }

    /// The framing of `body` for a client speaking `version`.
    static func framing(of response: HTTPResponse, version: HTTPVersion) -> Framing {
        if response.status.forbidsBody { return .none }
        switch response.body {
        case .bytes(let bytes): return .length(bytes.count)
        case .file(_, _, let length): return .length(length)
        case .stream: return version == .http1_1 ? .chunked : .untilClose
        }
    }

    /// Appends the status line and headers, with `Date`, the framing headers and `Connection`,
    /// and each of `defaults` that the response does not set itself (checked when the server
    /// was made: see `HTTPServer.Configuration.headers`).
    static func encodeHead(
        _ response: HTTPResponse,
        framing: Framing,
        keepAlive: Bool,
        version: HTTPVersion,
        defaults: HTTPHeaders = [:],
        into output: inout [UInt8]
    ) throws(InvalidHeader) {
        output.append(contentsOf: "HTTP/1.1 \(response.status.code) ".utf8)
        output.append(contentsOf: response.status.reasonPhrase.utf8)
        output.append(contentsOf: "\r\nDate: ".utf8)
        output.append(contentsOf: HTTPDate.now())
        for field in response.headers {
            guard isValidName(field.name), isValidValue(field.value) else { throw InvalidHeader(name: field.name) }
            if isFramingHeader(field.name) { continue }
            output.append(contentsOf: "\r\n".utf8)
            output.append(contentsOf: field.name.utf8)
            output.append(contentsOf: ": ".utf8)
            output.append(contentsOf: field.value.utf8)
        }
        for field in defaults where !response.headers.contains(field.name) {
            output.append(contentsOf: "\r\n".utf8)
            output.append(contentsOf: field.name.utf8)
            output.append(contentsOf: ": ".utf8)
            output.append(contentsOf: field.value.utf8)
        }
        switch framing {
        case .length(let length): output.append(contentsOf: "\r\nContent-Length: \(length)".utf8)
        case .chunked: output.append(contentsOf: "\r\nTransfer-Encoding: chunked".utf8)
        case .none, .untilClose: break
        }
        if !keepAlive {
            output.append(contentsOf: "\r\nConnection: close".utf8)
        } else if version == .http1_0 {
            output.append(contentsOf: "\r\nConnection: keep-alive".utf8)
        }
        output.append(contentsOf: "\r\n\r\n".utf8)
    }

    /// The server owns framing; a handler's own values would contradict the body it sends.
    private static func isFramingHeader(_ name: String) -> Bool {
        name.equalsCaseInsensitively("Content-Length") || name.equalsCaseInsensitively("Transfer-Encoding")
            || name.equalsCaseInsensitively("Connection") || name.equalsCaseInsensitively("Date")
    }

    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy(ASCII.isTokenCharacter)
    }

    static func isValidValue(_ value: String) -> Bool {
        value.utf8.allSatisfy(ASCII.isFieldValueByte)
    }
}

extension ResponseEncoder {
    /// A complete `Connection: close` response with an in-memory body, for answers the server
    /// makes itself (parse errors, over capacity), whose headers are known to be valid.
    static func encodeSimple(_ response: HTTPResponse, defaults: HTTPHeaders = [:], includeBody: Bool = true) -> [UInt8] {
        var output = [UInt8]()
        guard case .bytes(let body) = response.body else { return output }
        try? encodeHead(response, framing: .length(body.count), keepAlive: false, version: .http1_1, defaults: defaults, into: &output)
        if includeBody { output.append(contentsOf: body) }
        return output
    }
}
