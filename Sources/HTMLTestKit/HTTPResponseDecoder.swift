import Foundation

/// Decodes an HTTP/1.1 response read to the end of the connection: status line, headers, and a
/// body framed by `Content-Length`, `Transfer-Encoding: chunked`, or the end of the stream.
enum HTTPResponseDecoder {
    static func decode(_ bytes: [UInt8]) throws(HTMLTestKitError) -> BrowserResponse {
        guard let headEnd = find([13, 10, 13, 10], in: bytes, from: 0) else {
            throw .transport("response ended before its headers did (\(bytes.count) bytes)")
        }
        let head = String(decoding: bytes[..<headEnd], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst()
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/"), let status = Int(parts[1]) else {
            throw .transport("malformed status line: \(statusLine)")
        }
        var headers: [(String, String)] = []
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { throw .transport("malformed header: \(line)") }
            headers.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        var response = BrowserResponse(status: status, headers: headers)
        let rest = Array(bytes[(headEnd + 4)...])
        if response.header("Transfer-Encoding")?.lowercased().contains("chunked") == true {
            response.body = try dechunk(rest)
        } else if let length = response.header("Content-Length").flatMap({ Int($0) }) {
            guard rest.count >= length else {
                throw .transport("body has \(rest.count) of \(length) bytes")
            }
            response.body = Array(rest[..<length])
        } else {
            response.body = rest
        }
        return response
    }

    private static func dechunk(_ bytes: [UInt8]) throws(HTMLTestKitError) -> [UInt8] {
        var body: [UInt8] = []
        var index = 0
        while true {
            guard let lineEnd = find([13, 10], in: bytes, from: index) else {
                throw .transport("chunked body ended without its last chunk")
            }
            let sizeText = String(decoding: bytes[index..<lineEnd], as: UTF8.self)
                .split(separator: ";").first.map(String.init) ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0 else {
                throw .transport("malformed chunk size: \(sizeText)")
            }
            index = lineEnd + 2
            if size == 0 { return body }
            guard index + size <= bytes.count else { throw .transport("chunk shorter than its size") }
            body += bytes[index..<(index + size)]
            index += size + 2
        }
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        for index in start...(bytes.count - needle.count) where bytes[index] == needle[0] {
            if Array(bytes[index..<(index + needle.count)]) == needle { return index }
        }
        return nil
    }
}
