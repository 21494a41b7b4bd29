import Foundation
import Synchronization

/// Counts failed password checks per account and per origin (the client address a person
/// comes from), in memory, and refuses further checks once either has failed too often within
/// the window (OWASP ASVS 5.0, 6.3.1). Every use case that checks a password — signing in,
/// changing the password, deleting the account — checks it through `verify`, so a stolen
/// session guesses no faster than a stranger at the sign-in form. Other throttles of the same
/// kind count every attempt (`retryAfter`, then `recordFailure`): sign-ups, reset requests and
/// feedback, each in a throttle of its own.
///
/// The account's owner can try again once the window has passed since the oldest failure it
/// counts; a right password clears the account's count. Memory is bounded: at most `capacity`
/// keys, the ones whose failures are oldest dropped first. Counts do not survive a restart, and
/// with several app processes each counts its own.
public final class PasswordThrottle: Sendable {
    /// The limits.
    public struct Policy: Sendable, Equatable {
        /// Failures per account within `window` before it is throttled.
        public var accountLimit: Int
        /// Failures per origin within `window` before it is throttled (higher: several people
        /// can share an address).
        public var originLimit: Int
        /// The window, in seconds.
        public var window: TimeInterval
        /// The most keys remembered.
        public var capacity: Int

        /// 5 failures per account or 20 per origin in 15 minutes; 10,000 keys.
        public init(accountLimit: Int = 5, originLimit: Int = 20, window: TimeInterval = 15 * 60, capacity: Int = 10_000) {
            self.accountLimit = accountLimit
            self.originLimit = originLimit
            self.window = window
            self.capacity = capacity
        }

        /// Feedback's limits: 5 messages per account or 20 per origin in an hour.
        public static let feedback = Policy(accountLimit: 5, originLimit: 20, window: 3600)
    }

    private let policy: Policy
    private let now: @Sendable () -> Date
    private let failures = Mutex<[String: [Date]]>([:])

    /// A throttle with `policy`, reading time from `now`.
    public init(policy: Policy = Policy(), now: @escaping @Sendable () -> Date = { Date() }) {
        self.policy = policy
        self.now = now
    }

    /// Checks `password` for `account` (its normalized email) coming from `origin`: refused
    /// with `tooManyAttempts` while either has failed too often; a wrong password — or no
    /// account, checked against a decoy so that it takes as long — counts against both, a right
    /// one clears the account's count.
    /// - Parameter hash: the account's stored hash; nil when there is no such account.
    func verify(
        _ password: String, against hash: String?, account: String, origin: String, hasher: any PasswordHasher
    ) async throws(DomainError) -> PasswordCheck {
        if let wait = retryAfter(account: account, origin: origin) { throw .tooManyAttempts(retryAfter: wait) }
        let check: PasswordCheck
        if let hash {
            check = await hasher.verify(password, against: hash)
        } else {
            await hasher.verifyDecoy(password)
            check = .mismatch
        }
        if case .match = check { recordSuccess(account: account) } else { recordFailure(account: account, origin: origin) }
        return check
    }

    /// Seconds to wait before `account` may try again from `origin`, or nil when it may now.
    func retryAfter(account: String, origin: String) -> Int? {
        let now = now()
        return failures.withLock { failures in
            [(Self.accountKey(account), policy.accountLimit), (Self.originKey(origin), policy.originLimit)].compactMap { key, limit in
                wait(for: failures[key] ?? [], limit: limit, now: now)
            }.max()
        }
    }

    /// Counts a failed check of `account` from `origin`.
    func recordFailure(account: String, origin: String) {
        let now = now()
        failures.withLock { failures in
            for key in [Self.accountKey(account), Self.originKey(origin)] {
                var times = recent(failures[key] ?? [], now: now)
                if failures[key] == nil && failures.count >= policy.capacity { makeRoom(in: &failures, now: now) }
                times.append(now)
                failures[key] = Array(times.suffix(max(policy.accountLimit, policy.originLimit)))
            }
        }
    }

    /// Forgets the failures of `account` after a right password.
    func recordSuccess(account: String) {
        _ = failures.withLock { $0.removeValue(forKey: Self.accountKey(account)) }
    }

    /// How many keys are remembered (for tests of the bound).
    var count: Int { failures.withLock { $0.count } }

    private func wait(for times: [Date], limit: Int, now: Date) -> Int? {
        let times = recent(times, now: now)
        guard times.count >= limit else { return nil }
        let oldestCounted = times[times.count - limit]
        return max(1, Int((oldestCounted.addingTimeInterval(policy.window).timeIntervalSince(now)).rounded(.up)))
    }

    private func recent(_ times: [Date], now: Date) -> [Date] {
        times.filter { now.timeIntervalSince($0) < policy.window }
    }

    private func makeRoom(in failures: inout [String: [Date]], now: Date) {
        failures = failures.filter { !recent($0.value, now: now).isEmpty }
        // The key whose latest failure is the oldest goes first.
        func latest(_ times: [Date]) -> Date { times.reduce(.distantPast, max) }
        while failures.count >= policy.capacity, let oldest = failures.min(by: { latest($0.value) < latest($1.value) }) {
            failures.removeValue(forKey: oldest.key)
        }
    }

    private static func accountKey(_ account: String) -> String { "account:" + account }
    private static func originKey(_ origin: String) -> String { "origin:" + origin }
}
