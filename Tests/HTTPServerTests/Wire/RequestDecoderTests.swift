@testable import HTTPServer
import Testing

@Suite struct RequestDecoderTests {
    @Test func simpleGet_isDecodedWithHeadersInOrder() throws {
        let requests = try decode("GET /lists?page=2 HTTP/1.1\r\nHost: a.test\r\nAccept: text/html\r\nX-Two:  spaced value \t\r\n\r\n")
        let request = try #require(requests.first)
        #expect(requests.count == 1)
        #expect(request.method == .get)
        #expect(request.target == "/lists?page=2")
        #expect(request.path == "/lists")
        #expect(request.query == "page=2")
        #expect(request.version == .http1_1)
        #expect(Array(request.headers.map(\.name)) == ["Host", "Accept", "X-Two"])
        #expect(request.headers["x-two"] == "spaced value")
        #expect(request.body.isEmpty)
    }

    @Test func pipelinedRequests_areDecodedInOrder() throws {
        let requests = try decode(get("/one") + get("/two") + "POST /three HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n\r\nabc" + get("/four"))
        #expect(requests.map(\.target) == ["/one", "/two", "/three", "/four"])
        #expect(requests[2].body == Array("abc".utf8))
    }

    @Test func requestArrivingByteByByte_isDecodedOnceComplete() throws {
        let raw = "POST /x HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2;ext=1\r\nde\r\n0\r\nTrailer: yes\r\n\r\n"
        let requests = try decode(raw, chunkSize: 1)
        #expect(requests.count == 1)
        #expect(requests.first?.body == Array("abcde".utf8))
    }

    @Test func leadingEmptyLines_areIgnored() throws {
        let requests = try decode("\r\n\r\n" + get("/after"))
        #expect(requests.map(\.target) == ["/after"])
    }

    @Test func http10WithoutHost_isAccepted() throws {
        let request = try #require(try decode("GET / HTTP/1.0\r\n\r\n").first)
        #expect(request.version == .http1_0)
        #expect(!request.wantsKeepAlive)
    }

    @Test func keepAlive_defaultsOnFor11AndOffFor10() throws {
        #expect(try decode(get()).first?.wantsKeepAlive == true)
        #expect(try decode(get(headers: "Connection: close\r\n")).first?.wantsKeepAlive == false)
        #expect(try decode("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n").first?.wantsKeepAlive == true)
    }

    @Test func unknownUppercaseMethod_isLeftToTheRouter() throws {
        #expect(try decode("BREW /pot HTTP/1.1\r\nHost: a\r\n\r\n").first?.method == HTTPMethod("BREW"))
    }

    @Test func contentLengthBody_isRead() throws {
        let request = try #require(try decode("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 11\r\n\r\nhello world").first)
        #expect(request.body == Array("hello world".utf8))
    }

    @Test func aLargeBody_movesIntoTheRequestAsItArrives_soTheInputBufferStaysAtItsFirstSize() throws {
        var decoder = RequestDecoder()
        decoder.append(Array("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1048576\r\n\r\n".utf8))
        let piece = [UInt8](repeating: 0x61, count: 8 * 1024)
        var request: HTTPRequest?
        var largestBuffer = 0
        for _ in 0..<128 {
            decoder.append(piece)
            request = try decoder.nextRequest(bodyLimit: { _ in 1 << 20 })
            largestBuffer = max(largestBuffer, decoder.buffer.storage.count)
        }
        #expect(request?.body.count == 1 << 20)
        #expect(largestBuffer <= 16 * 1024)
    }

    @Test func incompleteBody_waitsForMoreBytes() throws {
        #expect(try decode("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 10\r\n\r\nhello").isEmpty)
    }

    @Test func expect100Continue_asksForContinueOnceBeforeTheBody() throws {
        var decoder = RequestDecoder()
        decoder.append(Array("POST / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n".utf8))
        #expect(try decoder.nextRequest(bodyLimit: { _ in 100 }) == nil)
        let first = decoder.takeContinueRequest()
        let second = decoder.takeContinueRequest()
        #expect(first && !second)
        #expect(decoder.phase == .body)
        decoder.append(Array("ok".utf8))
        #expect(try decoder.nextRequest(bodyLimit: { _ in 100 })?.body == Array("ok".utf8))
        #expect(decoder.phase == .idle)
    }

    @Test func theBodyLimit_isAskedOnlyOfRequestsWithABody() throws {
        var decoder = RequestDecoder()
        var askedFor: [String] = []
        decoder.append(Array("GET /a HTTP/1.1\r\nHost: a\r\n\r\nPOST /b HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\nPOST /c HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\nok".utf8))
        var paths: [String] = []
        while let request = try decoder.nextRequest(bodyLimit: { askedFor.append(String($0.path)); return 100 }) { paths.append(String(request.path)) }
        #expect(paths == ["/a", "/b", "/c"])
        #expect(askedFor == ["/c"])
    }

    @Test func phase_followsTheRequest() throws {
        var decoder = RequestDecoder()
        #expect(decoder.phase == .idle)
        decoder.append(Array("GET / HT".utf8))
        _ = try decoder.nextRequest(bodyLimit: { _ in 0 })
        #expect(decoder.phase == .head)
    }
}
