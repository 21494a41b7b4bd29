import Foundation

/// Times a closure many times and reports the median and 90th percentile in microseconds.
struct Samples {
    private(set) var nanoseconds: [UInt64] = []

    /// Runs `body` `count` times, recording each run.
    mutating func measure(_ count: Int, _ body: () throws -> Void) rethrows {
        nanoseconds.reserveCapacity(nanoseconds.count + count)
        for _ in 0..<count {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            nanoseconds.append(DispatchTime.now().uptimeNanoseconds - start)
        }
    }

    var median: Double { percentile(0.5) }
    var p90: Double { percentile(0.9) }

    /// The `fraction` percentile in microseconds.
    func percentile(_ fraction: Double) -> Double {
        let sorted = nanoseconds.sorted()
        guard !sorted.isEmpty else { return .nan }
        let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))
        return Double(sorted[index]) / 1000
    }
}
