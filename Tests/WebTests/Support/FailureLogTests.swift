import Foundation
import HTTPServer
import Presentation

@testable import Web
import Testing

@Suite struct FailureLogTests {
    /// The lines written and a clock the test moves.
    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var written: [String] = []
        private var time = ContinuousClock.now
        var lines: [String] { lock.withLock { written } }
        func write(_ line: String) { lock.withLock { written.append(line) } }
        func now() -> ContinuousClock.Instant { lock.withLock { time } }
        func advance(_ duration: Duration) { lock.withLock { time += duration } }
    }

    private let recorder = Recorder()
    private var log: FailureLog { FailureLog(interval: .seconds(60), now: recorder.now, write: recorder.write) }
    private let post = HTTPRequest(method: .post, target: Route.list(1, page: 2).path)

    @Test func aCause_isWrittenOnce_withTheRequest_thenOnceAMinute_withHowOftenItRepeated() {
        let log = log
        for _ in 0..<300 { log.report("storage failed", cause: "SQLite error 13: database or disk is full", serving: post) }
        #expect(recorder.lines == ["storage failed while serving POST /lists/1: SQLite error 13: database or disk is full"])

        recorder.advance(.seconds(59))
        log.report("storage failed", cause: "SQLite error 13: database or disk is full", serving: post)
        #expect(recorder.lines.count == 1)
        recorder.advance(.seconds(1))
        log.report("storage failed", cause: "SQLite error 13: database or disk is full", serving: HTTPRequest(method: .get, target: Route.smartList(.today).path))
        #expect(recorder.lines.last == "storage failed while serving GET /today: SQLite error 13: database or disk is full (300 more times since the last line about it)")

        recorder.advance(.seconds(61))
        log.report("storage failed", cause: "SQLite error 13: database or disk is full", serving: post)
        #expect(recorder.lines.last == "storage failed while serving POST /lists/1: SQLite error 13: database or disk is full")
    }

    @Test func distinctCauses_areEachWritten() {
        let log = log
        log.report("storage failed", cause: "SQLite error 13: database or disk is full", serving: post)
        log.report("storage failed", cause: "SQLite error 10: disk I/O error", serving: post)
        log.report("handler failed", cause: "SQLite error 13: database or disk is full", serving: post)
        #expect(recorder.lines.count == 2)
        log.report("storage failed", cause: "SQLite error 10: disk I/O error", serving: post)
        #expect(recorder.lines.count == 2)
    }

    @Test func pastItsCapacity_itForgetsQuietCauses_soANewCauseIsStillWritten() {
        let log = log
        for index in 0..<FailureLog.capacity { log.report("storage failed", cause: "cause \(index)", serving: post) }
        recorder.advance(.seconds(61))
        log.report("storage failed", cause: "cause 0", serving: post)
        log.report("storage failed", cause: "a new cause", serving: post)
        #expect(recorder.lines.suffix(2) == [
            "storage failed while serving POST /lists/1: cause 0", "storage failed while serving POST /lists/1: a new cause",
        ])
        // Every cause busy within the minute: the memory starts over rather than grow.
        for index in 0..<FailureLog.capacity { log.report("storage failed", cause: "busy \(index)", serving: post) }
        log.report("storage failed", cause: "one more", serving: post)
        #expect(recorder.lines.last == "storage failed while serving POST /lists/1: one more")
    }
}
