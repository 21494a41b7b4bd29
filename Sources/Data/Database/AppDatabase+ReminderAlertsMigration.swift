import Domain
import Foundation
import GRDB

extension AppDatabase {
    /// `v31-reminder-alerts`: one alert per reminder and recipient (issue 29: a reminder of a
    /// shared list that is no one's alerts every member who has not muted the list, each at the
    /// due wall-clock time in their own zone), in place of the reminder's one `alertAt` and
    /// `alertPending`.
    ///
    /// - `reminderAlert` holds, for each person a reminder alerts (Domain's `AlertRecipients`),
    ///   what `AlertSchedule` computed for them: the instant and whether it is still to be sent.
    ///   The rows are written with the reminder's (`ReminderRecord.writeAlertRows`) and again
    ///   when who is on its list changes; no trigger decides who is alerted.
    /// - `live` copies whether the reminder is open and not deleted, kept by one trigger as the
    ///   lists' counts are, so that `reminderAlert_due` holds exactly the alerts to send: a
    ///   completed or deleted reminder's alert leaves it and comes back, pending as it was, when
    ///   it is reopened or restored (as `reminder_pendingAlert`'s condition did).
    /// - `reminderAlert_due`: the scheduler's range, by instant, of the pending ones only.
    /// - `reminderAlert_recipient`: a person's alerts, to schedule again when their time zone or
    ///   time for date-only reminders changes; and their account's deletion, which cascades.
    /// - `listMember.receivesAlerts`: 1 until the member mutes the list.
    /// - Each reminder's alert becomes its recipient's row (its assignee, else its list's owner,
    ///   as `v30-assignees` had it); the members of the lists already shared get theirs computed
    ///   in their own zones (`addV31MemberAlerts`). The list page's covering index is made again
    ///   without the two columns (`rebuildListPageIndex`).
    static func migrateV31ReminderAlerts(_ db: Database, schedule: AlertSchedule, now: Date) throws {
        try db.execute(sql: """
            CREATE TABLE reminderAlert (
                reminderID INTEGER NOT NULL REFERENCES reminder(id) ON DELETE CASCADE,
                recipientID INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                alertAt REAL NOT NULL,
                pending INTEGER NOT NULL CHECK (pending IN (0, 1)),
                live INTEGER NOT NULL CHECK (live IN (0, 1)),
                PRIMARY KEY (reminderID, recipientID)
            ) WITHOUT ROWID;
            CREATE INDEX reminderAlert_due ON reminderAlert(alertAt) WHERE pending = 1 AND live = 1;
            CREATE INDEX reminderAlert_recipient ON reminderAlert(recipientID, pending);
            CREATE TRIGGER reminder_alertsLive AFTER UPDATE OF completedAt, deletedAt ON reminder
            WHEN (OLD.completedAt IS NULL AND OLD.deletedAt IS NULL) IS NOT (NEW.completedAt IS NULL AND NEW.deletedAt IS NULL)
            BEGIN
                UPDATE reminderAlert SET live = (NEW.completedAt IS NULL AND NEW.deletedAt IS NULL) WHERE reminderID = NEW.id;
            END;
            ALTER TABLE listMember ADD COLUMN receivesAlerts INTEGER NOT NULL DEFAULT 1 CHECK (receivesAlerts IN (0, 1));
            INSERT INTO reminderAlert (reminderID, recipientID, alertAt, pending, live)
            SELECT id, COALESCE(assigneeID, ownerID), alertAt, alertPending, completedAt IS NULL AND deletedAt IS NULL
              FROM reminder WHERE alertAt IS NOT NULL AND COALESCE(assigneeID, ownerID) IS NOT NULL;
            DROP INDEX reminder_pendingAlert;
            DROP INDEX reminder_listPage;
            ALTER TABLE reminder DROP COLUMN alertAt;
            ALTER TABLE reminder DROP COLUMN alertPending;
            """)
        try AppDatabase.rebuildListPageIndex(db)
        try addV31MemberAlerts(schedule, at: now, db)
    }

    /// Gives each member of a list shared before `v31` an alert of its reminders that alert and
    /// are no one's, computed at `now` in their zone as a new recipient's is (`AlertRecipients`:
    /// none has muted a list yet; `AlertSchedule`). Its own statements, not the write path of
    /// today's rows (`prepareToWrite`), so that a later rule or column does not change what this
    /// migration does to an old file.
    private static func addV31MemberAlerts(_ schedule: AlertSchedule, at now: Date, _ db: Database) throws {
        let members = try Row.fetchAll(db, sql: "SELECT listID, userID FROM listMember ORDER BY listID, joinedAt, userID")
        let insert = try db.makeStatement(sql: """
            INSERT OR IGNORE INTO reminderAlert (reminderID, recipientID, alertAt, pending, live)
            SELECT ?1, ?2, ?3, ?4, completedAt IS NULL AND deletedAt IS NULL FROM reminder WHERE id = ?1
            """)
        for member in members {
            let (listID, userID): (Int64, Int64) = (member[0], member[1])
            guard let person = try UserRecord.fetchOne(db, key: userID) else { continue }
            let reminders = try Row.fetchAll(
                db, sql: "SELECT * FROM reminder WHERE listID = ? AND assigneeID IS NULL AND alertMinutes IS NOT NULL AND dueDate IS NOT NULL",
                arguments: [listID]
            )
            for row in reminders {
                let reminder = ReminderRecord(row: row).reminder
                let stored = schedule.alert(for: reminder, replacing: nil, recipient: person.settings, at: now)
                guard let alertAt = stored.alertAt else { continue }
                try insert.execute(arguments: [reminder.id, userID, alertAt.timeIntervalSince1970, stored.isPending])
            }
        }
    }
}
