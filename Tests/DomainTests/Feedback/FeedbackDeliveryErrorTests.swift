import Domain
import Testing

struct FeedbackDeliveryErrorTests {
    @Test func onlyARefusal_isNotWorthRetrying() {
        #expect(FeedbackDeliveryError.unavailable(status: 503).isRetryable)
        #expect(FeedbackDeliveryError.timedOut.isRetryable)
        #expect(FeedbackDeliveryError.unreachable("the connection was refused").isRetryable)
        #expect(!FeedbackDeliveryError.rejected(status: 400, reason: "invalid_payload").isRetryable)
    }

    @Test func descriptions_sayWhatHappened_forTheLog() {
        #expect(FeedbackDeliveryError.unavailable(status: 503).description == "the endpoint answered HTTP 503")
        #expect(FeedbackDeliveryError.timedOut.description == "the endpoint did not answer in time")
        #expect(FeedbackDeliveryError.unreachable("the connection was refused").description == "the endpoint cannot be reached: the connection was refused")
        #expect(FeedbackDeliveryError.rejected(status: 400, reason: "invalid_payload").description == "the endpoint refused it with HTTP 400: invalid_payload")
        #expect(FeedbackDeliveryError.rejected(status: 404, reason: "").description == "the endpoint refused it with HTTP 404")
    }
}
