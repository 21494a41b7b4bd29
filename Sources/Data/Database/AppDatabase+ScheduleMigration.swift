import Domain
import Entities
import Foundation
import GRDB

extension AppDatabase {
    /// `v20-alert-schedule`: the store no longer decides when alerts and summaries are due.
    ///
    /// - The triggers of `schemaV15Alerts` that computed `reminder.alertAt`/`alertPending` and
    ///   `user.summaryAt` (through SQL functions the app registered on each connection) are
    ///   dropped: Domain's `AlertSchedule` computes them and every write stores what it computed
    ///   (`ReminderRecord.schedule(replacing:_:at:_:)`, `SQLiteUserRepository.setSettings`,
    ///   `StoredSchedule`). Migrations before this one never fire them, so no function is needed
    ///   to migrate a file from any version.
    /// - The triggers that keep derived data stay: a list's counts, the search index, a
    ///   reminder's owner copied from its list (and, until `v21-placement`, a new reminder's
    ///   position at the end of its list).
    /// - `migrateV20AlertSchedule` then recomputes the stored instants with the Domain rule:
    ///   "a day before" now keeps the clock time across a daylight-saving change, where the
    ///   triggers counted 24 hours.
    static let schemaV20AlertSchedule = """
        DROP TRIGGER reminder_alertAfterInsert;
        DROP TRIGGER reminder_alertAfterUpdate;
        DROP TRIGGER reminder_alertAfterReopen;
        DROP TRIGGER user_alertTimesAfterUpdate;
        DROP TRIGGER user_summaryAfterInsert;
        DROP TRIGGER user_summaryAfterUpdate;
        """

    /// Drops the scheduling triggers (`schemaV20AlertSchedule`), then stores, for each person,
    /// what `schedule` computes at `now`: their pending alerts whose instant moves
    /// (`AlertSchedule.rescheduled`: pending only if still to come; one due while the server was
    /// down and not moved stays pending, for the scheduler to send late) and their next summary
    /// while it is still to come (one due and not yet sent is left to the scheduler).
    static func migrateV20AlertSchedule(_ db: Database, schedule: AlertSchedule, now: Date) throws {
        try db.execute(sql: schemaV20AlertSchedule)
        for person in try UserRecord.fetchAll(db, sql: "SELECT * FROM user") {
            guard let id = person.id else { continue }
            try rescheduleV20Alerts(of: id, for: person.settings, schedule, at: now, db)
            if let summaryAt = person.summaryAt, summaryAt <= now { continue }
            try StoredSchedule.setSummary(schedule.summaryAt(for: person.settings, after: now), of: id, db)
        }
    }

    /// Computes again, for `recipient`, the pending alerts of the reminders person `ownerID` owns
    /// (`AlertSchedule.rescheduled`), and stores those that changed, in the reminder's own
    /// `alertAt` and `alertPending` as the schema had them until `v31-reminder-alerts`.
    private static func rescheduleV20Alerts(of ownerID: Int64, for recipient: UserSettings, _ schedule: AlertSchedule, at now: Date, _ db: Database) throws {
        let update = try db.cachedStatement(sql: "UPDATE reminder SET alertAt = ?, alertPending = ? WHERE id = ?")
        for row in try Row.fetchAll(db, sql: "SELECT * FROM reminder WHERE ownerID = ? AND alertPending = 1", arguments: [ownerID]) {
            let record = ReminderRecord(row: row)
            let kept = AlertSchedule.StoredAlert(alertAt: (row["alertAt"] as Double?).map(Date.init(timeIntervalSince1970:)), isPending: true)
            let stored = schedule.rescheduled(record.reminder, stored: kept, recipient: recipient, at: now)
            guard stored != kept else { continue }
            try update.execute(arguments: [stored.alertAt?.timeIntervalSince1970, stored.isPending, record.id])
        }
    }
}
