import Testing

/// Waits, a few seconds at most, until `condition` holds; records an issue if it never does.
func waitUntil(_ condition: () async throws -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    for _ in 0..<500 {
        if try await condition() { return }
        try await Task.sleep(for: .milliseconds(10))
    }
    Issue.record("the condition did not hold in time", sourceLocation: sourceLocation)
}
