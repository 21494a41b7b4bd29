import Testing

/// Waits until `condition` holds, 30 seconds at most (far more than it takes alone: the whole
/// suite runs in parallel on two cores); records an issue if it never does.
func waitUntil(_ condition: () async throws -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let deadline = ContinuousClock.now + .seconds(30)
    // The condition is checked after the last sleep too: under the suite's load one sleep can outlast the deadline.
    while true {
        if try await condition() { return }
        if ContinuousClock.now >= deadline { break }
        try await Task.sleep(for: .milliseconds(10))
    }
    Issue.record("the condition did not hold in time", sourceLocation: sourceLocation)
}
