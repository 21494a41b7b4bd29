import Data
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Mocks
import Synchronization
import Testing

/// The mock session's own promise: scripted answers in order, every request recorded, and a
/// request without an answer failing loudly.
struct MockNetworkSessionTests {
    private let request = URLRequest(url: URL(string: "https://chat.example/hook")!)

    @Test func answers_comeInOrder_andEveryRequestIsRecorded() async throws {
        let session = MockNetworkSession()
        session.answers(.json(status: 201, FeedbackEndpointFixtures.accepted), .failure(URLError(.timedOut)))

        let (body, response) = try await session.data(for: request)
        #expect(body == FeedbackEndpointFixtures.accepted)
        #expect((response as? HTTPURLResponse)?.statusCode == 201)
        #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") == "application/json")
        await #expect(throws: URLError(.timedOut)) { try await session.data(for: request) }
        #expect(session.requests == [request, request])
    }

    @Test func aRequestWithoutAnAnswer_reportsAndFails() async {
        let reports = Mutex<[String]>([])
        let session = MockNetworkSession { message in reports.withLock { $0.append(message) } }

        await #expect(throws: URLError(.resourceUnavailable)) { try await session.data(for: request) }
        #expect(reports.withLock { $0 } == ["MockNetworkSession.data(for:) has no answer left for https://chat.example/hook"])
    }
}
