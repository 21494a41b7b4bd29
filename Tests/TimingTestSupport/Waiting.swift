import Testing

/// Waits until `condition` holds, looking every `interval`, `timeout` at most (30 s by default: far
/// more than it takes alone, since the whole suite runs at once on two cores); records an issue if
/// it never does. The one wait of the test suites: a test that needs something to happen waits
/// for it with this, never with a fixed sleep.
///
/// - Parameters:
///   - comment: what was awaited, for the issue when it does not come.
public func waitUntil(
    _ comment: Comment? = nil, within timeout: Duration = .seconds(30), every interval: Duration = .milliseconds(10),
    _ condition: () async throws -> Bool, sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    if try await pollUntil(within: timeout, every: interval, condition) { return }
    Issue.record(comment ?? Comment(rawValue: "the condition did not hold within \(timeout)"), sourceLocation: sourceLocation)
}

/// Looks at `condition` every `interval` until it holds or `timeout` has passed, and answers
/// whether it held; throws when the task is cancelled. For a wait whose end is no failure of its
/// own (what a process wrote before it exited, the messages a sink holds so far); a test waiting
/// for something to happen uses `waitUntil`, which records the issue.
public func pollUntil(
    within timeout: Duration, every interval: Duration = .milliseconds(10), _ condition: () async throws -> Bool
) async throws -> Bool {
    let deadline = ContinuousClock.now + timeout
    // The condition is checked after the last sleep too: under the suite's load one sleep can outlast the deadline.
    while true {
        if try await condition() { return true }
        if ContinuousClock.now >= deadline { return false }
        try await Task.sleep(for: interval)
    }
}
