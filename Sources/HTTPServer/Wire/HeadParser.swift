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
        let (method, target, authority, version) = try parseRequestLine(requestLine)
        var headers = HTTPHeaders()
        var isFirst = true
        while let line = nextLine(), !line.isEmpty {
            let (name, value) = try parseHeaderLine(line, isFirst: isFirst)
            headers.add(name: name, value: value)
            isFirst = false
        }
        try validateHost(headers, version: version)
        // RFC 9112 §3.2.2: with an absolute-form target, its authority is the host; a Host header
        // sent beside it is ignored.
        if let authority { headers.replaceOrAdd(name: "Host", value: authority) }
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

    /// The method, the origin-form target (the path and query of an absolute-form one), the
    /// absolute form's authority, and the version.
    private func parseRequestLine(
        _ line: UnsafeBufferPointer<UInt8>
    ) throws(HTTPParseError) -> (HTTPMethod, String, authority: String?, HTTPVersion) {
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
        if let (authority, rest) = try Self.splitAbsoluteForm(targetBytes) {
            // `http://host` and `http://host?q` have the empty path, which is `/`.
            let target = rest.first == ASCII.slash ? try TargetValidator.validate(rest) : try Self.validateWithRootPath(rest)
            return (method, target, authority, version)
        }
        return (method, try TargetValidator.validate(targetBytes), nil, version)
    }

    /// The authority and the rest of an absolute-form target (`http://host:port/path?query`,
    /// RFC 9112 §3.2.2), which a server must accept; nil for any other form. The authority is
    /// checked like a Host header, and must not be empty.
    private static func splitAbsoluteForm(
        _ target: UnsafeBufferPointer<UInt8>
    ) throws(HTTPParseError) -> (String, UnsafeBufferPointer<UInt8>)? {
        let schemeLength: Int
        if startsCaseInsensitively(target, with: "http://") {
            schemeLength = 7
        } else if startsCaseInsensitively(target, with: "https://") {
            schemeLength = 8
        } else {
            return nil
        }
        let afterScheme = target[schemeLength...]
        let end = afterScheme.firstIndex { $0 == ASCII.slash || $0 == ASCII.question } ?? target.count
        let authority = UnsafeBufferPointer(rebasing: target[schemeLength..<end])
        guard !authority.isEmpty, isValidAuthority(authority) else {
            throw .invalidTarget("the absolute form's authority is not a host[:port]")
        }
        return (String(decoding: authority, as: UTF8.self), UnsafeBufferPointer(rebasing: target[end...]))
    }

    /// The target `/` followed by `rest` (empty, or a query), validated.
    private static func validateWithRootPath(_ rest: UnsafeBufferPointer<UInt8>) throws(HTTPParseError) -> String {
        let withRoot = [ASCII.slash] + rest
        return try withRoot.withUnsafeBufferPointer { bytes throws(HTTPParseError) in try TargetValidator.validate(bytes) }
    }

    private static func startsCaseInsensitively(_ bytes: UnsafeBufferPointer<UInt8>, with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        return (0..<count).allSatisfy { ASCII.lowercased(bytes[$0]) == prefix.utf8Start[$0] }
    }

    /// Whether `bytes` may be a Host header's value or a target's authority: no path, query,
    /// fragment, user information (`@`), whitespace or backslash, and no control or non-ASCII byte.
    private static func isValidAuthority(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy { byte in
            byte > 0x20 && byte < 0x7F && byte != ASCII.slash && byte != ASCII.backslash
                && byte != ASCII.question && byte != ASCII.hash && byte != UInt8(ascii: "@")
        }
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
        if let host = hosts.first, !Self.isValidAuthority(host.utf8) {
            throw .invalidHost("not a host[:port]")
        }
    }
}
