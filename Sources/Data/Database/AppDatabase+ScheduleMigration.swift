import Domain
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
            _ = try StoredSchedule.rescheduleAlerts(of: id, for: person.settings, schedule, at: now, db, beforeAssignees: true)
            if let summaryAt = person.summaryAt, summaryAt <= now { continue }
            try StoredSchedule.setSummary(schedule.summaryAt(for: person.settings, after: now), of: id, db)
        }
    }
}
