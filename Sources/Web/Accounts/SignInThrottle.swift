import Foundation

/// Counts failed sign-ins per account and per client address, in memory, and says how long to
/// wait once either has failed too often within the window (OWASP ASVS 5.0, 6.3.1).
///
/// The account's owner can sign in again once the window has passed since the oldest failure it
/// counts; a success clears the account's count. Memory is bounded: at most `capacity` keys, the
/// ones whose failures are oldest dropped first. Counts do not survive a restart, and with several
/// app processes each counts its own.
public final class SignInThrottle: @unchecked Sendable {
    /// The limits.
    public struct Policy: Sendable, Equatable {
        /// Failures per account within `window` before it is throttled.
        public var accountLimit: Int
        /// Failures per client address within `window` before it is throttled (higher: several
        /// people can share an address).
        public var addressLimit: Int
        /// The window, in seconds.
        public var window: TimeInterval
        /// The most keys remembered.
        public var capacity: Int

        /// 5 failures per account or 20 per address in 15 minutes; 10,000 keys.
        public init(accountLimit: Int = 5, addressLimit: Int = 20, window: TimeInterval = 15 * 60, capacity: Int = 10_000) {
            self.accountLimit = accountLimit
            self.addressLimit = addressLimit
            self.window = window
            self.capacity = capacity
        }
    }

    private let policy: Policy
    private let now: @Sendable () -> Date
    private let lock = NSLock()
    private var failures: [String: [Date]] = [:]

    /// A throttle with `policy`, reading time from `now`.
    public init(policy: Policy = Policy(), now: @escaping @Sendable () -> Date = { Date() }) {
        self.policy = policy
        self.now = now
    }

    /// Seconds to wait before `account` may try again from `address`, or nil when it may now.
    func retryAfter(account: String, address: String) -> Int? {
        let now = now()
        return lock.withLock {
            let waits = [(Self.accountKey(account), policy.accountLimit), (Self.addressKey(address), policy.addressLimit)].compactMap { key, limit in
                wait(for: key, limit: limit, now: now)
            }
            return waits.max()
        }
    }

    /// Counts a failed sign-in of `account` from `address`.
    func recordFailure(account: String, address: String) {
        let now = now()
        lock.withLock {
            for key in [Self.accountKey(account), Self.addressKey(address)] {
                var times = recent(key, now: now)
                if times.isEmpty && failures[key] == nil && failures.count >= policy.capacity { makeRoom(now: now) }
                times.append(now)
                failures[key] = Array(times.suffix(max(policy.accountLimit, policy.addressLimit)))
            }
        }
    }

    /// Forgets the failures of `account` after it signed in.
    func recordSuccess(account: String) {
        _ = lock.withLock { failures.removeValue(forKey: Self.accountKey(account)) }
    }

    /// How many keys are remembered (for tests of the bound).
    var count: Int { lock.withLock { failures.count } }

    private func wait(for key: String, limit: Int, now: Date) -> Int? {
        let times = recent(key, now: now)
        guard times.count >= limit else { return nil }
        let oldestCounted = times[times.count - limit]
        return max(1, Int((oldestCounted.addingTimeInterval(policy.window).timeIntervalSince(now)).rounded(.up)))
    }

    private func recent(_ key: String, now: Date) -> [Date] {
        (failures[key] ?? []).filter { now.timeIntervalSince($0) < policy.window }
    }

    private func makeRoom(now: Date) {
        failures = failures.filter { !recent($0.key, now: now).isEmpty }
        while failures.count >= policy.capacity, let oldest = failures.min(by: { ($0.value.last ?? .distantPast) < ($1.value.last ?? .distantPast) }) {
            failures.removeValue(forKey: oldest.key)
        }
    }

    private static func accountKey(_ account: String) -> String { "account:" + account }
    private static func addressKey(_ address: String) -> String { "address:" + address }
}
