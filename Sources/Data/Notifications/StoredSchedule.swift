import Domain
import Entities
import Foundation
import GRDB

/// The writes that store what Domain's `AlertSchedule` computes for a person's alerts and summary
/// when their settings (or the server's time zone, for someone who chose none) change: the
/// repositories call them in the transaction of that change.
enum StoredSchedule {
    /// Computes again, for `recipient`, the pending alerts of the reminders `ownerID` owns
    /// (`AlertSchedule.rescheduled`) and stores those that changed; answers how many.
    static func rescheduleAlerts(
        of ownerID: User.ID, for recipient: UserSettings, _ schedule: AlertSchedule, at now: Date, _ db: Database
    ) throws -> Int {
        let records = try ReminderRecord.fetchAll(
            db.cachedStatement(sql: "SELECT * FROM reminder WHERE ownerID = ? AND alertPending = 1"), arguments: [ownerID]
        )
        let update = try db.cachedStatement(sql: "UPDATE reminder SET alertAt = ?, alertPending = ? WHERE id = ?")
        var changed = 0
        for record in records {
            let stored = schedule.rescheduled(record.reminder, stored: record.storedAlert, recipient: recipient, at: now)
            guard stored != record.storedAlert else { continue }
            try update.execute(arguments: [stored.alertAt?.timeIntervalSince1970, stored.isPending, record.id])
            changed += 1
        }
        return changed
    }

    /// Stores `summaryAt` as person `userID`'s next summary.
    static func setSummary(_ summaryAt: Date?, of userID: User.ID, _ db: Database) throws {
        try db.execute(sql: "UPDATE user SET summaryAt = ? WHERE id = ?", arguments: [summaryAt?.timeIntervalSince1970, userID])
    }
}
