import Domain
import Foundation
import Testing

struct FeedbackBackoffTests {
    @Test func byDefault_waits30Seconds_thenDoubles_upToAnHour() {
        let backoff = FeedbackBackoff()
        #expect(backoff == FeedbackBackoff(initialDelay: 30, maximumDelay: 3600))
        #expect((1...9).map(backoff.delay(afterAttempts:)) == [30, 60, 120, 240, 480, 960, 1920, 3600, 3600])
    }

    @Test func noAttemptYet_waitsAsAfterTheFirst() {
        #expect(FeedbackBackoff().delay(afterAttempts: 0) == 30)
        #expect(FeedbackBackoff().delay(afterAttempts: -3) == 30)
    }

    @Test func endlessFailures_waitTheMaximum_withoutOverflowing() {
        #expect(FeedbackBackoff().delay(afterAttempts: 10_000) == 3600)
        #expect(FeedbackBackoff().delay(afterAttempts: .max) == 3600)
    }

    @Test func otherDelays_followTheSameRule() {
        let backoff = FeedbackBackoff(initialDelay: 1, maximumDelay: 5)
        #expect((1...5).map(backoff.delay(afterAttempts:)) == [1, 2, 4, 5, 5])
    }
}
