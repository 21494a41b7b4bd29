@testable import Data
import Domain
import Entities
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Mocks
import Testing

/// The remote repository at its seam: the request it makes, and its reading of each answer,
/// through `MockNetworkSession`.
struct RemoteFeedbackRepositoryTests {
    private let session = MockNetworkSession()
    private let endpoint = URL(string: "https://chat.example/hooks/T0/B1/secret")!

    private var repository: RemoteFeedbackRepository { RemoteFeedbackRepository(endpoint: endpoint, session: session, timeout: 7) }

    /// The JSON object of a request's body.
    private func json(_ request: URLRequest) throws -> [String: Any] {
        let body = try #require(request.httpBody)
        return try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    }

    @Test func sending_postsTheFeedbackAsJSON_toTheEndpoint_withItsHeadersAndTimeout() async throws {
        session.answers(.accepted)

        try await repository.send(.fixture(id: 7, kind: .idea, message: "Dark mode,\nplease", mayReply: true))

        let request = try #require(session.requests.first)
        #expect(session.requests.count == 1)
        #expect(request.url == endpoint)
        #expect(request.httpMethod == "POST")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json; charset=utf-8")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(request.value(forHTTPHeaderField: "User-Agent") == "Reminders-Feedback/1")
        #expect(request.timeoutInterval == 7)
        let body = try json(request)
        #expect(Set(body.keys) == ["id", "kind", "message", "may_reply", "reply_to", "display_name", "created_at", "text"])
        #expect(body["id"] as? Int == 7)
        #expect(body["kind"] as? String == "idea")
        #expect(body["message"] as? String == "Dark mode,\nplease")
        #expect(body["may_reply"] as? Bool == true)
        #expect(body["reply_to"] as? String == "ada@example.com")
        #expect(body["display_name"] as? String == "Ada")
        #expect(body["created_at"] as? String == "2026-11-21T12:00:00Z")
        #expect(body["text"] as? String == "Feedback (idea) from Ada &lt;ada@example.com&gt;: Dark mode, please")
    }

    @Test func withoutConsentToReply_theEmailIsNotSent_andReplyToIsNull() async throws {
        session.answers(.accepted)

        try await repository.send(.fixture(kind: .problem, message: "The list page is slow", mayReply: false))

        let request = try #require(session.requests.first)
        let body = try json(request)
        #expect(body["reply_to"] is NSNull)
        #expect(body["may_reply"] as? Bool == false)
        #expect(body["text"] as? String == "Feedback (problem) from Ada (no reply wanted): The list page is slow")
        #expect(!String(decoding: request.httpBody ?? Data(), as: UTF8.self).contains("ada@example.com"))
    }

    @Test func aLongMessage_isQuotedOnOneLine_cutAt300Characters_andSentWhole() async throws {
        session.answers(.accepted)
        let message = String(repeating: "word ", count: 400).trimmingCharacters(in: .whitespaces)

        try await repository.send(.fixture(message: message))

        let request = try #require(session.requests.first)
        let body = try json(request)
        let text = try #require(body["text"] as? String)
        #expect(text.hasPrefix("Feedback (idea) from Ada &lt;ada@example.com&gt;: word word"))
        #expect(text.hasSuffix("…"))
        #expect(text.count == "Feedback (idea) from Ada &lt;ada@example.com&gt;: ".count + 300)
        #expect(body["message"] as? String == message)
    }

    /// Issue 26 item 11: `<!channel>` in a message pinged a whole chat channel. The text a chat
    /// shows has its markup escaped (Slack's and Mattermost's `&amp;`, `&lt;`, `&gt;`); the
    /// message itself travels as typed.
    @Test func theChatText_escapesTheChatsMarkup_andTheMessageIsSentAsTyped() async throws {
        session.answers(.accepted)
        let message = "<!channel> <@U123> <https://evil.example|click> & more > less"

        try await repository.send(.fixture(message: message))

        let body = try json(try #require(session.requests.first))
        #expect(body["text"] as? String
            == "Feedback (idea) from Ada &lt;ada@example.com&gt;: &lt;!channel&gt; &lt;@U123&gt; &lt;https://evil.example|click&gt; &amp; more &gt; less")
        #expect(body["message"] as? String == message)
    }

    @Test func aDisplayNameWithMarkup_isEscapedToo() {
        var feedback = Feedback.fixture(message: "Hello there, friends")
        feedback.displayName = "<!here> Eve & co"
        #expect(FeedbackDTO.summary(of: feedback) == "Feedback (idea) from &lt;!here&gt; Eve &amp; co &lt;ada@example.com&gt;: Hello there, friends")
    }

    @Test(arguments: [200, 201, 202, 204])
    func aSuccess_isDelivered(status: Int) async throws {
        session.answers(.response(status: status))
        try await repository.send(.fixture())
    }

    @Test(arguments: [500, 502, 503, 504, 408, 429])
    func aServerErrorOrABusyEndpoint_isWorthRetrying(status: Int) async {
        session.answers(.json(status: status, FeedbackEndpointFixtures.serverError))
        await #expect(throws: FeedbackDeliveryError.unavailable(status: status)) { try await repository.send(.fixture()) }
    }

    @Test(arguments: [
        (400, FeedbackEndpointFixtures.invalidPayload, "invalid_payload"),
        (404, FeedbackEndpointFixtures.unknownWebhook, "Unknown Webhook"),
        (403, FeedbackEndpointFixtures.forbiddenPage, "<html><body><h1>403 Forbidden</h1> <p>Request blocked.</p></body></html>"),
        (410, Data(), ""),
        (301, Data("moved".utf8), "moved"),
    ])
    func aRefusal_failsForGood_withWhatTheEndpointSaid(status: Int, body: Data, reason: String) async {
        session.answers(.response(status: status, body: body))
        await #expect(throws: FeedbackDeliveryError.rejected(status: status, reason: reason)) { try await repository.send(.fixture()) }
    }

    @Test func aLongRefusal_isCutAt200Characters() async throws {
        session.answers(.json(status: 400, Data(#"{"error":"\#(String(repeating: "x", count: 500))"}"#.utf8)))
        await #expect(throws: FeedbackDeliveryError.rejected(status: 400, reason: String(repeating: "x", count: 199) + "…")) {
            try await repository.send(.fixture())
        }
    }

    @Test(arguments: [
        (URLError(.timedOut), FeedbackDeliveryError.timedOut),
        (URLError(.cannotConnectToHost), .unreachable("the connection was refused")),
        (URLError(.cannotFindHost), .unreachable("the host is unknown")),
        (URLError(.dnsLookupFailed), .unreachable("the host is unknown")),
        (URLError(.networkConnectionLost), .unreachable("the connection was lost")),
        (URLError(.notConnectedToInternet), .unreachable("there is no network")),
        (URLError(.cancelled), .unreachable("the request was cancelled")),
        (URLError(.secureConnectionFailed), .unreachable("URLError -1200")),
    ])
    func aTransportFailure_isWorthRetrying(error: URLError, expected: FeedbackDeliveryError) async {
        session.answers(.failure(error))
        await #expect(throws: expected) { try await repository.send(.fixture()) }
        #expect(expected.isRetryable)
    }

    @Test func anotherTransportError_isUnreachable_withItsDescription() async {
        struct Broken: Error, CustomStringConvertible { var description: String { "socket closed" } }
        session.answers(.failure(Broken()))
        await #expect(throws: FeedbackDeliveryError.unreachable("socket closed")) { try await repository.send(.fixture()) }
    }

    @Test func anAnswerThatIsNotHTTP_isUnreachable() async {
        struct FileSession: NetworkSession {
            func data(for request: URLRequest) async throws -> (Data, URLResponse) {
                (Data(), URLResponse(url: request.url!, mimeType: nil, expectedContentLength: 0, textEncodingName: nil))
            }
        }
        let repository = RemoteFeedbackRepository(endpoint: endpoint, session: FileSession())
        await #expect(throws: FeedbackDeliveryError.unreachable("the answer is not HTTP")) { try await repository.send(.fixture()) }
    }

    @Test func theDefaultTimeout_isTenSeconds() {
        let request = RemoteFeedbackRepository(endpoint: endpoint).request(for: .fixture())
        #expect(request.timeoutInterval == 10)
    }
}
