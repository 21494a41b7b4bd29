import Domain
import Entities
import Foundation
import GRDB

/// The writes that store what Domain's `AlertSchedule` computes for a person's alerts and summary
/// when their settings (or the server's time zone, for someone who chose none) change: the
/// repositories call them in the transaction of that change.
enum StoredSchedule {
    /// Computes again, for `recipient`, the pending alerts person `recipientID` receives (their
    /// range of `reminderAlert_recipient`; `AlertSchedule.rescheduled`) and stores those that
    /// changed; answers how many.
    static func rescheduleAlerts(of recipientID: User.ID, for recipient: UserSettings, _ schedule: AlertSchedule, at now: Date, _ db: Database) throws -> Int {
        let rows = try Row.fetchAll(
            db.cachedStatement(sql: """
                SELECT reminder.*, reminderAlert.alertAt AS keptAlertAt FROM reminderAlert JOIN reminder ON reminder.id = reminderAlert.reminderID
                 WHERE reminderAlert.recipientID = ? AND reminderAlert.pending = 1
                """),
            arguments: [recipientID]
        )
        let update = try db.cachedStatement(sql: "UPDATE reminderAlert SET alertAt = ?, pending = ? WHERE reminderID = ? AND recipientID = ?")
        var changed = 0
        for row in rows {
            let record = ReminderRecord(row: row)
            let kept = AlertSchedule.StoredAlert(alertAt: Date(timeIntervalSince1970: row["keptAlertAt"]), isPending: true)
            let stored = schedule.rescheduled(record.reminder, stored: kept, recipient: recipient, at: now)
            // A row alerts only with a due date and an alert, so a pending one has an instant.
            guard stored != kept, let alertAt = stored.alertAt else { continue }
            try update.execute(arguments: [alertAt.timeIntervalSince1970, stored.isPending, record.id, recipientID])
            changed += 1
        }
        return changed
    }

    /// Stores `summaryAt` as person `userID`'s next summary.
    static func setSummary(_ summaryAt: Date?, of userID: User.ID, _ db: Database) throws {
        try db.execute(sql: "UPDATE user SET summaryAt = ? WHERE id = ?", arguments: [summaryAt?.timeIntervalSince1970, userID])
    }
}
