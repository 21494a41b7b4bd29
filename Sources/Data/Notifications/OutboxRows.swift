import Domain
import Foundation
import GRDB

/// The rows of `outbox` (see `AppDatabase.schemaV15Alerts`), written and read in one place for
/// the outbox's repository and the scheduler's claims.
enum OutboxRows {
    /// How long a process that took a message to send keeps others from taking it: far longer
    /// than an attempt's time limit, so only a process that died mid-send gives it up.
    static let lease: TimeInterval = 5 * 60

    /// Inserts `payloads`, due at `date`, delivering `alert` when given.
    static func insert(_ payloads: [OutboundNotification.Payload], alert: AlertKey?, at date: Date, in db: Database) throws {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO outbox (channel, payload, subscriptionID, alertReminderID, alertAt, createdAt, nextAttemptAt)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """)
        for payload in payloads {
            let (json, subscriptionID) = try encode(payload)
            try statement.execute(arguments: [
                payload.channel, json, subscriptionID, alert?.reminderID, alert?.alertAt.timeIntervalSince1970,
                date.timeIntervalSince1970, date.timeIntervalSince1970,
            ])
        }
    }

    /// The columns `message(_:)` reads, in its order.
    static let columns = "id, channel, payload, subscriptionID, alertReminderID, alertAt, attempts, nextAttemptAt, createdAt"

    /// The message of a row of `columns`; nil for a payload that does not decode (written by hand).
    static func message(_ row: Row) -> OutboundNotification? {
        let channel: String = row[1]
        let json: String = row[2]
        let data = Data(json.utf8)
        let payload: OutboundNotification.Payload
        switch channel {
        case "mail":
            guard let message = try? JSONDecoder().decode(MailMessage.self, from: data) else { return nil }
            payload = .mail(message)
        default:
            guard let message = try? JSONDecoder().decode(PushMessage.self, from: data), let subscriptionID: Int64 = row[3] else { return nil }
            payload = .push(message, subscriptionID: subscriptionID)
        }
        let alertReminderID: Int64? = row[4]
        let alertAt: Double? = row[5]
        var alert: AlertKey?
        if let alertReminderID, let alertAt { alert = AlertKey(reminderID: alertReminderID, alertAt: Date(timeIntervalSince1970: alertAt)) }
        return OutboundNotification(
            id: row[0], payload: payload, alert: alert, attempts: row[6],
            nextAttemptAt: Date(timeIntervalSince1970: row[7]), createdAt: Date(timeIntervalSince1970: row[8])
        )
    }

    private static func encode(_ payload: OutboundNotification.Payload) throws -> (String, Int64?) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        switch payload {
        case .mail(let message): return (String(decoding: try encoder.encode(message), as: UTF8.self), nil)
        case .push(let message, let subscriptionID): return (String(decoding: try encoder.encode(message), as: UTF8.self), subscriptionID)
        }
    }
}
