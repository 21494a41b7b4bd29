@testable import HTTPServer
import Testing

/// Decodes every complete request in `raw`, fed in pieces of `chunkSize` bytes (all at once by default).
func decode(_ raw: String, bodyLimit: Int = 1 << 20, chunkSize: Int? = nil, limits: RequestDecoder.Limits = .init()) throws(HTTPParseError) -> [HTTPRequest] {
    var decoder = RequestDecoder(limits: limits)
    let bytes = Array(raw.utf8)
    var requests: [HTTPRequest] = []
    var offset = 0
    repeat {
        let end = min(bytes.count, offset + (chunkSize ?? bytes.count))
        decoder.append(bytes[offset..<end])
        offset = end
        while let request = try decoder.nextRequest(bodyLimit: { _ in bodyLimit }) {
            requests.append(request)
        }
    } while offset < bytes.count
    return requests
}

/// The error decoding `raw` throws, recorded as an issue when it throws none.
func rejection(_ raw: String, bodyLimit: Int = 1 << 20, sourceLocation: SourceLocation = #_sourceLocation) -> HTTPParseError? {
    do {
        let requests = try decode(raw, bodyLimit: bodyLimit)
        Issue.record("expected a rejection, decoded \(requests.count) request(s)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// A minimal valid HTTP/1.1 GET with extra header lines.
func get(_ target: String = "/", headers: String = "") -> String {
    "GET \(target) HTTP/1.1\r\nHost: example.test\r\n\(headers)\r\n"
}
