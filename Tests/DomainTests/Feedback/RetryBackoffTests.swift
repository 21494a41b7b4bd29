import Domain
import Foundation
import Testing

struct RetryBackoffTests {
    @Test func byDefault_waits30Seconds_thenDoubles_upToAnHour() {
        let backoff = RetryBackoff()
        #expect(backoff == RetryBackoff(initialDelay: 30, maximumDelay: 3600))
        #expect((1...9).map(backoff.delay(afterAttempts:)) == [30, 60, 120, 240, 480, 960, 1920, 3600, 3600])
    }

    @Test func noAttemptYet_waitsAsAfterTheFirst() {
        #expect(RetryBackoff().delay(afterAttempts: 0) == 30)
        #expect(RetryBackoff().delay(afterAttempts: -3) == 30)
    }

    @Test func endlessFailures_waitTheMaximum_withoutOverflowing() {
        #expect(RetryBackoff().delay(afterAttempts: 10_000) == 3600)
        #expect(RetryBackoff().delay(afterAttempts: .max) == 3600)
    }

    @Test func otherDelays_followTheSameRule() {
        let backoff = RetryBackoff(initialDelay: 1, maximumDelay: 5)
        #expect((1...5).map(backoff.delay(afterAttempts:)) == [1, 2, 4, 5, 5])
    }
}
