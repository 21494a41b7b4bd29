import Domain
import Entities
import Foundation
import Synchronization

/// A `PushSubscriptionRepository` in memory, behaving as the stored one.
public final class InMemoryPushSubscriptions: PushSubscriptionRepository, Sendable {
    private let contents = Mutex<(all: [PushSubscription], nextID: PushSubscription.ID, failure: RepositoryError?)>(([], 1, nil))

    /// An empty repository.
    public init() {}

    /// Every subscription, oldest first.
    public var all: [PushSubscription] { contents.withLock { $0.all } }

    /// Makes every method throw `error` (nil: work again).
    public func setFailure(_ error: RepositoryError?) {
        contents.withLock { $0.failure = error }
    }

    public func add(
        userID: User.ID, endpoint: String, p256dh: Data, auth: Data, deviceName: String, at date: Date, limit: Int
    ) async throws(RepositoryError) -> PushSubscription {
        try check()
        return try contents.withLock { contents throws(RepositoryError) in
            let existing = contents.all.firstIndex { $0.userID == userID && $0.endpoint == endpoint }
            guard existing != nil || contents.all.count(where: { $0.userID == userID }) < limit else { throw .conflict }
            let subscription = PushSubscription(
                id: existing.map { contents.all[$0].id } ?? contents.nextID, userID: userID, endpoint: endpoint, p256dh: p256dh, auth: auth,
                deviceName: deviceName, createdAt: date
            )
            if let existing {
                contents.all[existing] = subscription
            } else {
                contents.nextID += 1
                contents.all.append(subscription)
            }
            return subscription
        }
    }

    public func subscriptions(userID: User.ID) async throws(RepositoryError) -> [PushSubscription] {
        try check()
        return contents.withLock { $0.all.filter { $0.userID == userID } }
    }

    public func subscription(id: PushSubscription.ID) async throws(RepositoryError) -> PushSubscription? {
        try check()
        return contents.withLock { $0.all.first { $0.id == id } }
    }

    public func remove(id: PushSubscription.ID, userID: User.ID) async throws(RepositoryError) {
        try check()
        try contents.withLock { contents throws(RepositoryError) in
            guard contents.all.contains(where: { $0.id == id && $0.userID == userID }) else { throw .notFound }
            contents.all.removeAll { $0.id == id }
        }
    }

    public func removeGone(id: PushSubscription.ID) async throws(RepositoryError) {
        try check()
        contents.withLock { $0.all.removeAll { $0.id == id } }
    }

    public func recordFailure(id: PushSubscription.ID, at date: Date) async throws(RepositoryError) -> Date {
        try check()
        return contents.withLock { contents in
            guard let index = contents.all.firstIndex(where: { $0.id == id }) else { return date }
            let since = contents.all[index].failingSince ?? date
            contents.all[index].failingSince = since
            return since
        }
    }

    public func clearFailure(id: PushSubscription.ID) async throws(RepositoryError) {
        try check()
        contents.withLock { contents in
            for index in contents.all.indices where contents.all[index].id == id { contents.all[index].failingSince = nil }
        }
    }

    public func disable(id: PushSubscription.ID, at date: Date) async throws(RepositoryError) {
        try check()
        contents.withLock { contents in
            for index in contents.all.indices where contents.all[index].id == id { contents.all[index].disabledAt = date }
        }
    }

    private func check() throws(RepositoryError) {
        if let failure = contents.withLock({ $0.failure }) { throw failure }
    }
}
