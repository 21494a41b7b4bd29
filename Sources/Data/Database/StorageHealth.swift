import Domain
import Foundation
import Synchronization

/// Whether the database can serve: a read, and a write probe (`AppDatabase.probeWrite()`) at
/// most once per `interval`, so that `/healthz` polled often costs one small write now and then.
/// Between probes it answers what the last one found.
public final class StorageHealth: Sendable {
    private let database: AppDatabase
    private let interval: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private let last = Mutex<(at: ContinuousClock.Instant, problem: String?)?>(nil)

    /// Checks `database`, probing its writes at most once per `interval`.
    public init(database: AppDatabase, interval: Duration = .seconds(10), now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }) {
        self.database = database
        self.interval = interval
        self.now = now
    }

    /// nil when the database answers reads and took the last write probe; else what failed.
    public func problem() async -> String? {
        do {
            _ = try database.appliedMigrations()
        } catch {
            return "storage cannot be read: \(error)"
        }
        let started = now()
        let previous: String?? = last.withLock { last in
            if let last, started - last.at < interval { return .some(last.problem) }
            // Claimed: requests meanwhile answer with the previous finding.
            last = (started, last?.problem)
            return nil
        }
        if let previous { return previous }
        var problem: String?
        do {
            try await database.probeWrite()
        } catch {
            switch error {
            case .unavailable(let cause): problem = "storage cannot write: \(cause)"
            case .notFound, .conflict: problem = "storage cannot write: \(error)"
            }
        }
        last.withLock { $0 = (started, problem) }
        return problem
    }
}
