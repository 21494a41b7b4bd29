import Domain
import Entities
import Foundation
import GRDB

/// The rows of `outbox` (see `AppDatabase.schemaV18Delivery`), written and read in one place for
/// the outbox's repository, the scheduler's claims and the feedback queue.
enum OutboxRows {
    /// Inserts `payloads` for `accountID`, due at `date`, delivering `alert` when given.
    static func insert(_ payloads: [OutboundNotification.Payload], for accountID: User.ID?, alert: AlertKey?, at date: Date, in db: Database) throws {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO outbox (channel, destination, accountID, payload, subscriptionID, feedbackID, alertReminderID, alertAt, createdAt, nextAttemptAt)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for payload in payloads {
            let (json, subscriptionID, feedbackID) = try encode(payload)
            try statement.execute(arguments: [
                payload.channel.rawValue, payload.destination?.description, accountID, json, subscriptionID, feedbackID, alert?.reminderID,
                alert?.alertAt.timeIntervalSince1970, date.timeIntervalSince1970, date.timeIntervalSince1970,
            ])
        }
    }

    /// The columns `message(_:in:)` reads.
    static let columns = "id, channel, payload, subscriptionID, feedbackID, accountID, alertReminderID, alertAt, attempts, nextAttemptAt, createdAt"

    /// The message of a row of `columns`; a payload that does not decode (written by hand, or its
    /// feedback gone) comes back `unreadable`, saying why, for the engine to drop.
    static func message(_ row: Row, in db: Database) throws -> OutboundNotification {
        let channel = OutboundChannel(rawValue: row["channel"]) ?? .mail
        let alertReminderID: Int64? = row["alertReminderID"]
        let alertAt: Double? = row["alertAt"]
        var alert: AlertKey?
        if let alertReminderID, let alertAt { alert = AlertKey(reminderID: alertReminderID, alertAt: Date(timeIntervalSince1970: alertAt)) }
        return OutboundNotification(
            id: row["id"], payload: try payload(of: row, channel: channel, in: db), accountID: row["accountID"], alert: alert,
            attempts: row["attempts"], nextAttemptAt: Date(timeIntervalSince1970: row["nextAttemptAt"]),
            createdAt: Date(timeIntervalSince1970: row["createdAt"])
        )
    }

    private static func payload(of row: Row, channel: OutboundChannel, in db: Database) throws -> OutboundNotification.Payload {
        let data = Data((row["payload"] as String).utf8)
        switch channel {
        case .mail:
            do {
                return .mail(try JSONDecoder().decode(MailMessage.self, from: data))
            } catch {
                return .unreadable(.mail, reason: "\(error)")
            }
        case .push:
            guard let subscriptionID: Int64 = row["subscriptionID"] else { return .unreadable(.push, reason: "it names no subscription") }
            do {
                return .push(try JSONDecoder().decode(PushMessage.self, from: data), subscriptionID: subscriptionID)
            } catch {
                return .unreadable(.push, reason: "\(error)")
            }
        case .webhook:
            guard let feedbackID: Int64 = row["feedbackID"], let record = try FeedbackRecord.fetchOne(db, key: feedbackID) else {
                return .unreadable(.webhook, reason: "its feedback is gone")
            }
            return .webhook(record.feedback)
        }
    }

    private static func encode(_ payload: OutboundNotification.Payload) throws -> (String, Int64?, Int64?) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        switch payload {
        case .mail(let message): return (String(decoding: try encoder.encode(message), as: UTF8.self), nil, nil)
        case .push(let message, let subscriptionID): return (String(decoding: try encoder.encode(message), as: UTF8.self), subscriptionID, nil)
        // The feedback row holds what is posted.
        case .webhook(let feedback): return ("", nil, feedback.id)
        case .unreadable(_, let reason): return (reason, nil, nil)
        }
    }
}
