@testable import Data
import Domain
import Foundation
import Mocks
import Testing

/// What the checked transport's failures (`OutboundRequestError`) mean to a push and to feedback.
struct OutboundFailureMappingTests {
    private let keys = VAPIDKeys(privateKey: .init())
    private let message = PushMessage(title: "Pay rent", body: "Due today", url: "https://reminders.example/reminders/7", markDoneURL: nil, markDoneLabel: nil, tag: nil)

    private func push(failingWith error: OutboundRequestError) async -> DeliveryFailure? {
        let session = MockNetworkSession()
        session.answers(.failure(error))
        let transport = WebPushTransport(keys: keys, subject: "mailto:ops@example.com", session: session)
        do {
            try await transport.send(message, to: PushServiceStandIn().subscription(at: URL(string: "https://push.example/a")!))
            return nil
        } catch {
            return error
        }
    }

    @Test func aRefusedDestination_orAnAnswerTooLarge_isAPermanentFailure() async {
        #expect(await push(failingWith: .refused("the host resolves to a loopback address")) == .permanent(
            "the push service cannot be used: the destination is refused: the host resolves to a loopback address"
        ))
        #expect(await push(failingWith: .answerTooLarge(limit: 65536)) == .permanent(
            "the push service cannot be used: the answer is longer than 65536 bytes"
        ))
    }

    @Test func aDeadline_orNoConnection_isTriedAgain() async {
        #expect(await push(failingWith: .deadlineExceeded(seconds: 10)) == .temporary("the push service could not be reached: no whole answer within 10 s"))
        #expect(await push(failingWith: .unreachable("connection refused")) == .temporary("the push service could not be reached: unreachable: connection refused"))
    }

    @Test func aRedirect_isRefused_notFollowed() async {
        let session = MockNetworkSession()
        session.answers(.response(status: 307, headers: ["Location": "http://127.0.0.1:9/"]))
        let transport = WebPushTransport(keys: keys, subject: "mailto:ops@example.com", session: session)
        await #expect(throws: DeliveryFailure.permanent("the push service answered 307")) {
            try await transport.send(message, to: PushServiceStandIn().subscription(at: URL(string: "https://push.example/a")!))
        }
        #expect(session.requests.count == 1)
    }

    @Test func feedbackPastTheDeadline_timedOut_andOtherFailuresAreUnreachable() {
        #expect(RemoteFeedbackRepository.deliveryError(OutboundRequestError.deadlineExceeded(seconds: 10)) == .timedOut)
        #expect(RemoteFeedbackRepository.deliveryError(OutboundRequestError.answerTooLarge(limit: 65536)) == .unreachable("the answer is longer than 65536 bytes"))
    }

    @Test func theDomainsRule_isTheChecksRule() {
        let rule = DestinationRule(reach: .publicInternet(allowedHosts: .any, loopbackHTTPForTests: false))
        #expect(rule.refusalReason(url: "https://localhost/a") == "the host is a local name")
        #expect(rule.refusalReason(url: "https://push.example/a") == nil)
        #expect(rule.refusalReason(connectingTo: "10.0.0.1", host: "push.example", for: "https://push.example/a") == "the host resolves to a private network address")
        #expect(rule.refusalReason(connectingTo: "93.184.216.34", host: "push.example", for: "https://push.example/a") == nil)
    }
}
