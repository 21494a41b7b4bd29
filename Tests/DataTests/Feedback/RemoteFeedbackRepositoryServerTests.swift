import Data
import Domain
import Entities
import Foundation
import HTTPServer
import Mocks
import Testing
import TimingTestSupport

/// The remote repository through `URLSession` against a real endpoint on 127.0.0.1: our own
/// `HTTPServer`, started by each test and stopped when it ends. The endpoints that answer get a
/// minute: in the whole suite, on two cores, a loopback answer has taken more than 5 s.
@Suite(.timeSensitive) struct RemoteFeedbackRepositoryServerTests {
    @Test func anEndpointAnswering200_500_then200_takesTheFirst_refusesTheSecondForNow_andTakesItsRetry() async throws {
        try await LocalEndpoint.with(statuses: [.ok, .internalServerError, .ok]) { endpoint in
            let repository = RemoteFeedbackRepository(endpoint: endpoint.url, timeout: 120)

            try await repository.send(.fixture(id: 1))
            await #expect(throws: FeedbackDeliveryError.unavailable(status: 500)) { try await repository.send(.fixture(id: 2)) }
            try await repository.send(.fixture(id: 2))

            // What came over the socket: three posts of JSON to the endpoint's path.
            let requests = endpoint.requests
            #expect(requests.map(\.method) == [.post, .post, .post])
            #expect(requests.map { String($0.path) } == ["/hooks/feedback", "/hooks/feedback", "/hooks/feedback"])
            #expect(requests.map { $0.headers["Content-Type"] } == Array(repeating: "application/json; charset=utf-8", count: 3))
            let ids = try requests.map { request in
                let body = try #require(JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any])
                return body["id"] as? Int
            }
            #expect(ids == [1, 2, 2])
        }
    }

    @Test func anEndpointRefusingTheBody_failsForGood_withItsReason() async throws {
        try await LocalEndpoint.with(statuses: [.badRequest], body: FeedbackEndpointFixtures.invalidPayload) { endpoint in
            let repository = RemoteFeedbackRepository(endpoint: endpoint.url, timeout: 120)
            await #expect(throws: FeedbackDeliveryError.rejected(status: 400, reason: "invalid_payload")) {
                try await repository.send(.fixture())
            }
        }
    }

    @Test func anEndpointThatNeverAnswers_timesOut() async throws {
        try await LocalEndpoint.silent { endpoint in
            let repository = RemoteFeedbackRepository(endpoint: endpoint.url, timeout: 1)
            let started = ContinuousClock.now

            await #expect(throws: FeedbackDeliveryError.timedOut) { try await repository.send(.fixture()) }

            // Before the 60 s of URLSession's own timeout, even in a busy suite (whose first
            // minute under coverage kept loopback exchanges in this file's neighbours waiting
            // 47 s); and the endpoint did get the request.
            #expect(ContinuousClock.now - started < .seconds(59))
            try await waitUntil { endpoint.requests.count == 1 }
        }
    }

    @Test func anAddressWhereNothingListens_isUnreachable_andWorthRetrying() async throws {
        let repository = RemoteFeedbackRepository(endpoint: try await LocalEndpoint.refusingURL(), timeout: 120)

        await #expect(throws: FeedbackDeliveryError.unreachable("the connection was refused")) { try await repository.send(.fixture()) }
    }
}
