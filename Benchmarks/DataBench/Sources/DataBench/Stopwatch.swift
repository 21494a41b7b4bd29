/// Times an operation many times and reports the median and 90th percentile, in milliseconds.
struct Stopwatch {
    let runs: Int

    /// Runs `operation` a few times to warm the caches, then `runs` times, and prints one line.
    func measure<T>(_ label: String, _ operation: @Sendable () async throws -> T) async rethrows {
        for _ in 0..<3 { _ = try await operation() }
        let clock = ContinuousClock()
        var samples: [Duration] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs {
            let start = clock.now
            _ = try await operation()
            samples.append(clock.now - start)
        }
        samples.sort()
        let median = Self.milliseconds(samples[samples.count / 2])
        let p90 = Self.milliseconds(samples[samples.count * 9 / 10])
        print(label.padding(toLength: 58, withPad: " ", startingAt: 0), "median", Self.format(median), "ms   p90", Self.format(p90), "ms")
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
    }

    static func format(_ value: Double) -> String {
        let text = String(Int((value * 1000).rounded()))
        let padded = String(repeating: "0", count: max(0, 4 - text.count)) + text
        let whole = padded.dropLast(3)
        return String(repeating: " ", count: max(0, 4 - whole.count)) + whole + "." + padded.suffix(3)
    }
}
