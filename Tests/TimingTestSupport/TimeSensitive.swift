import Testing

/// A trait for tests that measure time (deadlines, intervals, a server's answer within its
/// timeout): each of its tests runs in a task of high priority, as does everything that task
/// starts (tasks inherit their priority).
///
/// `swift test` starts every test of every target at once on a pool of one thread per core, and
/// the bulk of them (pages rendered and parsed, databases migrated) is work of default priority
/// that fills the pool's queue for a minute on a two-core machine: a test server's answer queued
/// behind it came after its client's 30 s timeout. Work of higher priority has threads of its own
/// and goes first, so a time-sensitive test measures its own code, not the queue.
public struct TimeSensitive: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        // An unstructured task keeps the test's task-local values (the test it records issues
        // for); awaited here, so `function` does not outlive this call.
        try await withoutActuallyEscaping(function) { function in
            try await Task(priority: .high) { try await function() }.value
        }
    }
}

extension Trait where Self == TimeSensitive {
    /// Runs each test in a task of high priority, ahead of the bulk of the suite's work.
    public static var timeSensitive: Self { TimeSensitive() }
}
