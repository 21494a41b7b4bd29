@testable import Data
import Domain
import Foundation
import HTTPServer
import Testing
import TimingTestSupport

/// The transport through `URLSession` against a push service standing in on 127.0.0.1 (our
/// own `HTTPServer`), which verifies the VAPID token and decrypts what it receives.
@Suite(.timeSensitive) struct WebPushTransportTests {
    private let keys = VAPIDKeys(privateKey: .init())
    private let message = PushMessage(
        title: "Pay rent", body: "Due today at 09:00", url: "https://reminders.example/reminders/7",
        markDoneURL: "https://reminders.example/reminders/7/done", markDoneLabel: "Mark done", tag: "reminder-7"
    )

    /// Sends `message` to a stand-in answering `status`; returns the failure (nil: sent) and the stand-in.
    private func deliver(answering status: HTTPStatus, message: PushMessage? = nil) async throws -> (DeliveryFailure?, PushServiceStandIn) {
        let standIn = PushServiceStandIn()
        var failure: DeliveryFailure?
        try await LocalEndpoint.with(answer: { request, _ in
            standIn.answer(request, status: status, port: Int(request.headers["Host"]?.split(separator: ":").last ?? "") ?? 0)
        }) { endpoint in
            let transport = WebPushTransport(keys: keys, subject: "mailto:ops@example.com", timeout: 120)
            do {
                try await transport.send(message ?? self.message, to: standIn.subscription(at: endpoint.url(path: "/wpush/v2/abc")))
            } catch let error as DeliveryFailure {
                failure = error
            }
        }
        return (failure, standIn)
    }

    @Test func a201_isSent_andThePushServiceReadsTheMessage_signedForItsOrigin() async throws {
        let (failure, standIn) = try await deliver(answering: .created)

        #expect(failure == nil)
        let delivery = try #require(standIn.deliveries.first)
        #expect(delivery.message == message)
        #expect(delivery.token.claims.sub == "mailto:ops@example.com")
        #expect(delivery.token.key == keys.publicKeyBase64URL)
        #expect(delivery.headers["TTL"] == "86400")
        #expect(delivery.headers["Urgency"] == "high")
        #expect(delivery.headers["Topic"] == "reminder-7")
        #expect(delivery.headers["Content-Type"] == "application/octet-stream")
    }

    @Test(arguments: [404, 410])
    func aSubscriptionTheServiceNoLongerKnows_isGone(status: Int) async throws {
        let (failure, _) = try await deliver(answering: HTTPStatus(code: status))
        #expect(failure == .subscriptionGone)
    }

    @Test(arguments: [429, 500, 503])
    func aBusyOrFailingService_isTriedAgainLater(status: Int) async throws {
        let (failure, _) = try await deliver(answering: HTTPStatus(code: status))
        #expect(failure == .temporary("the push service answered \(status)"))
    }

    @Test func aRefusal_isPermanent() async throws {
        let (failure, _) = try await deliver(answering: .forbidden)
        #expect(failure == .permanent("the push service answered 403"))
    }

    @Test func aServiceThatNeverAnswers_timesOut_andIsTriedAgainLater() async throws {
        try await LocalEndpoint.silent { endpoint in
            let transport = WebPushTransport(keys: keys, subject: "mailto:ops@example.com", timeout: 1)
            let standIn = PushServiceStandIn()
            await #expect {
                try await transport.send(message, to: standIn.subscription(at: endpoint.url(path: "/wpush/v2/abc")))
            } throws: { error in
                if case .temporary? = error as? DeliveryFailure { true } else { false }
            }
        }
    }

    @Test func aBodyTooLongForOneMessage_isCut_andStillArrives() async throws {
        var long = message
        long.body = String(repeating: "ä", count: 3000)

        let (failure, standIn) = try await deliver(answering: .created, message: long)

        #expect(failure == nil)
        let body = try #require(standIn.deliveries.first?.message.body)
        #expect(body.hasSuffix("…"))
        #expect(body.count < 3000)
        #expect(WebPushTransport.payload(long).count <= WebPushEncryption.maximumPlaintextCount)
    }
}
