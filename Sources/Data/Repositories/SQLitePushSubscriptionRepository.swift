import Domain
import Entities
import Foundation
import GRDB

/// The browsers' push subscriptions kept in the app's SQLite database, for every account
/// (`AppDatabase.schemaV17PushSubscriptions`); what a person may see or remove is bound to
/// their id in each statement.
public struct SQLitePushSubscriptionRepository: PushSubscriptionRepository {
    private let database: AppDatabase

    /// A repository over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// Inserts the subscription, or replaces `userID`'s own of the same endpoint (keeping its
    /// id; another account's row is never touched, `schemaV19PushDevices`), in one transaction
    /// with the count of `userID`'s other devices: `conflict` when they are `limit` already;
    /// `notFound` (the foreign key) if the account is gone.
    public func add(
        userID: User.ID, endpoint: String, p256dh: Data, auth: Data, deviceName: String, at date: Date, limit: Int
    ) async throws(RepositoryError) -> PushSubscription {
        try await database.write { db in
            let others = try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM pushSubscription WHERE userID = ? AND endpoint <> ?", arguments: [userID, endpoint]
            ) ?? 0
            guard others < limit else { throw RepositoryError.conflict }
            let record = try PushSubscriptionRecord.fetchOne(db, sql: """
                INSERT INTO pushSubscription (userID, endpoint, p256dh, auth, deviceName, createdAt) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT(userID, endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth,
                    deviceName = excluded.deviceName, createdAt = excluded.createdAt
                RETURNING *
                """, arguments: [userID, endpoint, p256dh, auth, deviceName, date.timeIntervalSince1970])
            guard let record else { throw RepositoryError.unavailable("the subscription was not stored") }
            return record.subscription
        }
    }

    /// A range of `pushSubscription_userID`, read in order.
    public func subscriptions(userID: User.ID) async throws(RepositoryError) -> [PushSubscription] {
        try await database.read { db in
            try PushSubscriptionRecord.fetchAll(db.cachedStatement(sql: Self.subscriptionsSQL), arguments: [userID]).map(\.subscription)
        }
    }

    /// A person's subscriptions (`?`), oldest first.
    static let subscriptionsSQL = selectSQL + " WHERE userID = ? ORDER BY pushSubscription.id"

    /// The rows with their failure, if it concerns the subscription as it is now (`schemaV18Delivery`); a `WHERE` follows.
    static let selectSQL = """
        SELECT pushSubscription.*, failure.failingSince, failure.disabledAt FROM pushSubscription
          LEFT JOIN pushSubscriptionFailure AS failure
            ON failure.subscriptionID = pushSubscription.id AND failure.subscribedAt = pushSubscription.createdAt
        """

    /// The row `id`, whoever has it.
    public func subscription(id: PushSubscription.ID) async throws(RepositoryError) -> PushSubscription? {
        try await database.read { db in
            try PushSubscriptionRecord.fetchOne(db, sql: Self.selectSQL + " WHERE pushSubscription.id = ?", arguments: [id])?.subscription
        }
    }

    /// Deletes row `id` of `userID`; `notFound` when `userID` has no such row (someone else's
    /// is answered as one that does not exist).
    public func remove(id: PushSubscription.ID, userID: User.ID) async throws(RepositoryError) {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM pushSubscription WHERE id = ? AND userID = ?", arguments: [id, userID])
            guard db.changesCount == 1 else { throw RepositoryError.notFound }
        }
    }

    /// Deletes row `id` if it is still there.
    public func removeGone(id: PushSubscription.ID) async throws(RepositoryError) {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM pushSubscription WHERE id = ?", arguments: [id])
        }
    }

    /// Starts the failure of the subscription as it is now, unless one has started already.
    public func recordFailure(id: PushSubscription.ID, at date: Date) async throws(RepositoryError) -> Date {
        try await database.write { db in
            try db.execute(sql: """
                INSERT INTO pushSubscriptionFailure (subscriptionID, subscribedAt, failingSince)
                SELECT id, createdAt, ? FROM pushSubscription WHERE id = ?
                ON CONFLICT(subscriptionID) DO UPDATE SET subscribedAt = excluded.subscribedAt, failingSince = excluded.failingSince, disabledAt = NULL
                 WHERE subscribedAt IS NOT excluded.subscribedAt
                """, arguments: [date.timeIntervalSince1970, id])
            let since = try Double.fetchOne(db, sql: "SELECT failingSince FROM pushSubscriptionFailure WHERE subscriptionID = ?", arguments: [id])
            return since.map(Date.init(timeIntervalSince1970:)) ?? date
        }
    }

    public func clearFailure(id: PushSubscription.ID) async throws(RepositoryError) {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM pushSubscriptionFailure WHERE subscriptionID = ?", arguments: [id])
        }
    }

    public func disable(id: PushSubscription.ID, at date: Date) async throws(RepositoryError) {
        try await database.write { db in
            try db.execute(sql: "UPDATE pushSubscriptionFailure SET disabledAt = ? WHERE subscriptionID = ?", arguments: [date.timeIntervalSince1970, id])
        }
    }
}
