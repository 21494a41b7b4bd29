import Glibc

/// Times an operation `runs` times after a warm-up and prints CPU and wall time per run.
struct Stopwatch {
    let runs: Int
    /// Times only the stages whose label contains this text.
    var only: String?

    func measure(_ label: String, _ operation: @Sendable () async -> Void) async {
        if let only, !label.contains(only) { return }
        for _ in 0..<max(10, runs / 20) { await operation() }
        let clock = ContinuousClock()
        var samples: [Duration] = []
        samples.reserveCapacity(runs)
        let cpuStart = Self.processCPU()
        for _ in 0..<runs {
            let start = clock.now
            await operation()
            samples.append(clock.now - start)
        }
        let cpu = (Self.processCPU() - cpuStart) / Double(runs)
        samples.sort()
        let median = Self.microseconds(samples[samples.count / 2])
        let p99 = Self.microseconds(samples[samples.count * 99 / 100])
        print("  " + label.padding(toLength: 52, withPad: " ", startingAt: 0),
              "cpu", Self.format(cpu), "µs   wall median", Self.format(median), "µs  p99", Self.format(p99), "µs")
    }

    /// The process's user and system CPU time so far, in microseconds.
    static func processCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e6
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
    }

    static func microseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1e6 + Double(parts.attoseconds) / 1e12
    }

    static func format(_ value: Double) -> String {
        let text = String(Int(value.rounded()))
        return String(repeating: " ", count: max(0, 7 - text.count)) + text
    }
}
