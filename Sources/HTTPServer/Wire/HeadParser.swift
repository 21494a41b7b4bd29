import Glibc

/// Parses a complete request head (request line and header lines) and validates it strictly.
struct HeadParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parse() throws(HTTPParseError) -> HTTPRequest {
        guard let requestLine = nextLine() else { throw .malformedRequestLine("missing") }
        let (method, target, version) = try parseRequestLine(requestLine)
        var headers = HTTPHeaders()
        var isFirst = true
        while let line = nextLine(), !line.isEmpty {
            let (name, value) = try parseHeaderLine(line, isFirst: isFirst)
            headers.add(name: name, value: value)
            isFirst = false
        }
        try validateHost(headers, version: version)
        return HTTPRequest(method: method, target: target, version: version, headers: headers)
    }

    /// The next line without its CRLF (the scanner has checked every line ends with CRLF).
    private mutating func nextLine() -> UnsafeBufferPointer<UInt8>? {
        guard position < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + position, Int32(ASCII.lf), bytes.count - position)
        else { return nil }
        let lf = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        defer { position = lf + 1 }
        return UnsafeBufferPointer(rebasing: bytes[position..<(lf - 1)])
    }

    private func parseRequestLine(_ line: UnsafeBufferPointer<UInt8>) throws(HTTPParseError) -> (HTTPMethod, String, HTTPVersion) {
        guard let firstSpace = line.firstIndex(of: ASCII.space) else {
            throw .malformedRequestLine("expected METHOD SP target SP version")
        }
        let methodBytes = UnsafeBufferPointer(rebasing: line[..<firstSpace])
        let method = try parseMethod(methodBytes)
        let afterMethod = firstSpace + 1
        guard let secondSpace = line[afterMethod...].firstIndex(of: ASCII.space) else {
            throw .malformedRequestLine("missing HTTP version")
        }
        guard secondSpace > afterMethod else { throw .malformedRequestLine("empty target or double space") }
        let targetBytes = UnsafeBufferPointer(rebasing: line[afterMethod..<secondSpace])
        let versionBytes = UnsafeBufferPointer(rebasing: line[(secondSpace + 1)...])
        let version = try parseVersion(versionBytes)
        let target = try TargetValidator.validate(targetBytes)
        return (method, target, version)
    }

    private func parseMethod(_ bytes: UnsafeBufferPointer<UInt8>) throws(HTTPParseError) -> HTTPMethod {
        guard !bytes.isEmpty, bytes.count <= 32 else { throw .invalidMethod }
        for byte in bytes where !(0x41...0x5A).contains(byte) && byte != UInt8(ascii: "-") && byte != UInt8(ascii: "_") {
            throw .invalidMethod
        }
        switch bytes.count {
        case 3 where bytes.elementsEqual("GET".utf8): return .get
        case 4 where bytes.elementsEqual("POST".utf8): return .post
        case 4 where bytes.elementsEqual("HEAD".utf8): return .head
        default: return HTTPMethod(String(decoding: bytes, as: UTF8.self))
        }
    }

    private func parseVersion(_ bytes: UnsafeBufferPointer<UInt8>) throws(HTTPParseError) -> HTTPVersion {
        let text = String(decoding: bytes, as: UTF8.self)
        guard bytes.count == 8, bytes[..<5].elementsEqual("HTTP/".utf8),
              ASCII.isDigit(bytes[5]), bytes[6] == UInt8(ascii: "."), ASCII.isDigit(bytes[7])
        else {
            throw bytes.contains(ASCII.space)
                ? .malformedRequestLine("too many spaces")
                : .malformedRequestLine("invalid version \"\(text.prefix(16))\"")
        }
        let version = HTTPVersion(major: Int(bytes[5] - 0x30), minor: Int(bytes[7] - 0x30))
        guard version == .http1_1 || version == .http1_0 else { throw .unsupportedVersion(text) }
        return version
    }

    private func parseHeaderLine(_ line: UnsafeBufferPointer<UInt8>, isFirst: Bool) throws(HTTPParseError) -> (String, String) {
        if let first = line.first, first == ASCII.space || first == ASCII.tab {
            throw .invalidHeader(isFirst ? "whitespace before the first header" : "obsolete line folding")
        }
        guard let colon = line.firstIndex(of: ASCII.colon) else { throw .invalidHeader("missing colon") }
        guard colon > 0 else { throw .invalidHeader("empty name") }
        let nameBytes = line[..<colon]
        for byte in nameBytes where !ASCII.isTokenCharacter(byte) {
            throw .invalidHeader(byte == ASCII.space || byte == ASCII.tab ? "whitespace before the colon" : "invalid name")
        }
        var start = colon + 1
        var end = line.count
        while start < end, line[start] == ASCII.space || line[start] == ASCII.tab { start += 1 }
        while end > start, line[end - 1] == ASCII.space || line[end - 1] == ASCII.tab { end -= 1 }
        let valueBytes = line[start..<end]
        for byte in valueBytes where !ASCII.isFieldValueByte(byte) {
            throw .invalidHeader("control byte in the value of \(String(decoding: nameBytes, as: UTF8.self))")
        }
        return (String(decoding: nameBytes, as: UTF8.self), String(decoding: valueBytes, as: UTF8.self))
    }

    private func validateHost(_ headers: HTTPHeaders, version: HTTPVersion) throws(HTTPParseError) {
        let hosts = headers.values(for: "Host")
        if hosts.count > 1 { throw .invalidHost("more than one Host header") }
        if version == .http1_1 && hosts.isEmpty { throw .invalidHost("HTTP/1.1 requires a Host header") }
        if let host = hosts.first, host.utf8.contains(where: { $0 == ASCII.slash || $0 == ASCII.space || $0 == ASCII.backslash }) {
            throw .invalidHost("not a host[:port]")
        }
    }
}
