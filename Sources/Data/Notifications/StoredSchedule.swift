import Domain
import Entities
import Foundation
import GRDB

/// The writes that store what Domain's `AlertSchedule` computes for a person's alerts and summary
/// when their settings (or the server's time zone, for someone who chose none) change: the
/// repositories call them in the transaction of that change.
enum StoredSchedule {
    /// Computes again, for `recipient`, the pending alerts person `ownerID` receives — of the
    /// reminders they own that are no one's, and of those assigned to them —
    /// (`AlertSchedule.rescheduled`) and stores those that changed; answers how many. A file from
    /// before `v30-assignees` (`beforeAssignees`, its `v20` migration) has no assignees: its
    /// owner's pending alerts are all theirs.
    static func rescheduleAlerts(
        of ownerID: User.ID, for recipient: UserSettings, _ schedule: AlertSchedule, at now: Date, _ db: Database, beforeAssignees: Bool = false
    ) throws -> Int {
        let rows = beforeAssignees ? "SELECT * FROM reminder WHERE ownerID = ?1 AND alertPending = 1" : """
            SELECT * FROM reminder WHERE ownerID = ?1 AND alertPending = 1 AND assigneeID IS NULL
            UNION ALL SELECT * FROM reminder WHERE assigneeID = ?1 AND alertPending = 1
            """
        return try rescheduleAlerts(of: rows, [ownerID], for: recipient, schedule, at: now, db)
    }

    /// Computes again, for `recipient`, the pending alerts of the reminder rows the query `rows`
    /// selects with `arguments` (`AlertSchedule.rescheduled`) and stores those that changed;
    /// answers how many: after the recipient's settings changed, or the recipient did (a list
    /// made another person's).
    static func rescheduleAlerts(
        of rows: String, _ arguments: StatementArguments, for recipient: UserSettings, _ schedule: AlertSchedule, at now: Date, _ db: Database
    ) throws -> Int {
        let records = try ReminderRecord.fetchAll(db.cachedStatement(sql: rows), arguments: arguments)
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
