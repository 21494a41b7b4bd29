import Domain
import Foundation
import GRDB

/// A row of `pushSubscription` (see `AppDatabase.schemaV17PushSubscriptions`, `schemaV19PushDevices`),
/// with its failure (`schemaV18Delivery`) when read with it.
struct PushSubscriptionRecord: Codable, Sendable, FetchableRecord {
    var id: Int64
    var userID: Int64
    var endpoint: String
    var p256dh: Data
    var auth: Data
    var deviceName: String
    var createdAt: Date
    /// From `pushSubscriptionFailure`, when read with it.
    var failingSince: Date?
    var disabledAt: Date?

    /// The entity.
    var subscription: PushSubscription {
        PushSubscription(
            id: id, userID: userID, endpoint: endpoint, p256dh: p256dh, auth: auth, deviceName: deviceName, createdAt: createdAt,
            failingSince: failingSince, disabledAt: disabledAt
        )
    }

    /// Dates are seconds since 1970 (`REAL`), as in every table here.
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .timeIntervalSince1970
    }
}
