import Testing
import TimingTestSupport
@testable import HTTPServer

@Suite(.timeSensitive) struct ConnectionCountTests {
    @Test func belowCapacity_waitingReturnsAtOnce() async {
        let count = ConnectionCount()
        #expect(count.add() == 1)
        await count.waitUntilBelow(2)
        #expect(count.current == 1)
    }

    @Test func atCapacity_theWaitEndsWhenAConnectionEnds_andNotBefore() async throws {
        let count = ConnectionCount()
        _ = count.add()
        _ = count.add()
        let waiter = Task {
            await count.waitUntilBelow(2)
            return count.current
        }
        try await waitUntil("the waiter waits") { count.isWaiting }
        count.remove()
        #expect(await waiter.value == 1)
        #expect(!count.isWaiting)
    }

    @Test func atCapacity_stoppingEndsTheWait_forShutdown() async throws {
        let count = ConnectionCount()
        _ = count.add()
        let waiter = Task { await count.waitUntilBelow(1) }
        try await waitUntil("the waiter waits") { count.isWaiting }
        count.stopWaiting()
        await waiter.value
        #expect(count.current == 1)
        #expect(!count.isWaiting)
    }

    @Test func aStopBeforeTheWait_isNotLost() async {
        let count = ConnectionCount()
        _ = count.add()
        count.stopWaiting()
        // Shutdown woke it before the accept loop began to wait: the wait must not sleep forever.
        await count.waitUntilBelow(1)
        #expect(count.current == 1)
    }
}
