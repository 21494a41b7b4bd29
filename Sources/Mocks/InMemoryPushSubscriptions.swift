import Domain
import Entities
import Foundation
import Synchronization

/// A `PushSubscriptionRepository` in memory, behaving as the stored one: one subscription per
/// endpoint (a new one of the same endpoint replaces it, keeping its id), a person's oldest
/// first, someone else's `notFound`. Tests read `all`, and make every call fail with `failure`.
public final class InMemoryPushSubscriptions: PushSubscriptionRepository, Sendable {
    private struct Contents {
        var subscriptions: [PushSubscription] = []
        var nextID: PushSubscription.ID = 1
        var failure: RepositoryError?
    }

    private let contents: Mutex<Contents>

    /// A repository holding `subscriptions` (ids after theirs are given to new ones).
    public init(_ subscriptions: [PushSubscription] = []) {
        contents = Mutex(Contents(subscriptions: subscriptions, nextID: (subscriptions.map(\.id).max() ?? 0) + 1))
    }

    /// Every subscription, in the order stored.
    public var all: [PushSubscription] { contents.withLock { $0.subscriptions } }

    /// Makes every later call throw `failure` (nil: work again).
    public func setFailure(_ failure: RepositoryError?) {
        contents.withLock { $0.failure = failure }
    }

    public func add(userID: User.ID, endpoint: String, p256dh: Data, auth: Data, deviceName: String, at date: Date) async throws(RepositoryError) -> PushSubscription {
        try contents.withLock { contents throws(RepositoryError) in
            if let failure = contents.failure { throw failure }
            if let index = contents.subscriptions.firstIndex(where: { $0.endpoint == endpoint }) {
                let kept = PushSubscription(
                    id: contents.subscriptions[index].id, userID: userID, endpoint: endpoint, p256dh: p256dh, auth: auth, deviceName: deviceName, createdAt: date
                )
                contents.subscriptions[index] = kept
                return kept
            }
            let added = PushSubscription(id: contents.nextID, userID: userID, endpoint: endpoint, p256dh: p256dh, auth: auth, deviceName: deviceName, createdAt: date)
            contents.nextID += 1
            contents.subscriptions.append(added)
            return added
        }
    }

    public func subscriptions(userID: User.ID) async throws(RepositoryError) -> [PushSubscription] {
        try contents.withLock { contents throws(RepositoryError) in
            if let failure = contents.failure { throw failure }
            return contents.subscriptions.filter { $0.userID == userID }.sorted { $0.id < $1.id }
        }
    }

    public func subscription(id: PushSubscription.ID) async throws(RepositoryError) -> PushSubscription? {
        try contents.withLock { contents throws(RepositoryError) in
            if let failure = contents.failure { throw failure }
            return contents.subscriptions.first { $0.id == id }
        }
    }

    public func remove(id: PushSubscription.ID, userID: User.ID) async throws(RepositoryError) {
        try contents.withLock { contents throws(RepositoryError) in
            if let failure = contents.failure { throw failure }
            guard let index = contents.subscriptions.firstIndex(where: { $0.id == id && $0.userID == userID }) else { throw .notFound }
            contents.subscriptions.remove(at: index)
        }
    }

    public func removeGone(id: PushSubscription.ID) async throws(RepositoryError) {
        try contents.withLock { contents throws(RepositoryError) in
            if let failure = contents.failure { throw failure }
            contents.subscriptions.removeAll { $0.id == id }
        }
    }
}
