import Domain
import Foundation
import GRDB

/// A row of `pushSubscription` (see `AppDatabase.schemaV17PushSubscriptions`, `schemaV19PushDevices`).
struct PushSubscriptionRecord: Codable, Sendable, FetchableRecord {
    var id: Int64
    var userID: Int64
    var endpoint: String
    var p256dh: Data
    var auth: Data
    var deviceName: String
    var createdAt: Date

    /// The entity.
    var subscription: PushSubscription {
        PushSubscription(id: id, userID: userID, endpoint: endpoint, p256dh: p256dh, auth: auth, deviceName: deviceName, createdAt: createdAt)
    }

    /// Dates are seconds since 1970 (`REAL`), as in every table here.
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .timeIntervalSince1970
    }
}
