import Testing

/// Waits until `condition` holds, 90 seconds at most: the server's background work (feedback
/// delivery, whose first attempt may time out under the suite's load and is retried 30 to 45 s
/// later; alerts and mail, looked at every 5 s) comes in its own time.
func waitUntil(_ condition: () async throws -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let deadline = ContinuousClock.now + .seconds(90)
    // The condition is checked after the last sleep too: under the suite's load one sleep can outlast the deadline.
    while true {
        if try await condition() { return }
        if ContinuousClock.now >= deadline { break }
        try await Task.sleep(for: .milliseconds(50))
    }
    Issue.record("the condition did not hold in time", sourceLocation: sourceLocation)
}
