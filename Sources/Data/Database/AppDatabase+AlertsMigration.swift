extension AppDatabase {
    /// `v15-alerts`: reminders' alerts, people's notification settings, the daily summary's next
    /// time, and the outbox everything sent waits in. (`v20-alert-schedule` drops its scheduling
    /// triggers: Domain's `AlertSchedule` computes what they did, and the SQL functions they
    /// called are no longer registered. The SQL below stays as it shipped.)
    ///
    /// - `reminder.alertMinutes`: `ReminderAlert.minutesBefore`; NULL without an alert.
    /// - `reminder.alertAt`: the instant the alert is due (seconds since 1970), and
    ///   `reminder.alertPending`: 1 until the scheduler claims it. Both are kept by triggers, so
    ///   that every write — a form, the unit of work, an import, a repeat's advance — schedules
    ///   alike: a row's due date, time or alert changing computes the instant again with
    ///   `alertInstant(…)` (`ReminderAlert.instant`, in the owner's time zone, or the server's
    ///   when they chose none, and at their time for date-only reminders), pending only when it
    ///   is still to come (`appNow()`: an alert set for a moment already past is not sent). A
    ///   reopened reminder's alert is pending again if it is still to come. The owner changing
    ///   time zone or date-only time moves the alerts not yet sent. Both SQL functions are the
    ///   app's, registered on every connection (`ScheduleFunctions`). The owner is read through
    ///   the list: `reminder_ownerAfterInsert` may not have run yet.
    /// - `reminder_pendingAlert`: the alerts to send, by instant, and only those (partial): the
    ///   scheduler's read of what is due is one range of a small index, whatever the table holds.
    /// - `user.emailAlerts`, `dailySummary`, `summaryTime`, `dateOnlyAlertTime`:
    ///   `NotificationSettings`. `user.summaryAt` is the next summary's instant while the summary
    ///   is on, kept by a trigger like `alertAt` and advanced by the scheduler's claim;
    ///   `user_summaryAt` finds the due ones.
    /// - `outbox`: every mail and push, stored in the transaction that decided to send it and
    ///   handed over by the outbox's worker. `nextAttemptAt` is NULL once it has left the queue
    ///   (sent or dropped: `sentAt`/`droppedAt`, `lastError`); `leaseUntil` keeps a second
    ///   process from taking a message another is sending; `alertReminderID`/`alertAt` name the
    ///   alert it delivers, checked again before each attempt.
    /// - `reminder_listPage` is made again with the three new columns, to stay covering (it holds
    ///   every column: see `schemaV3ListPageIndex`).
    static let schemaV15Alerts = """
        ALTER TABLE reminder ADD COLUMN alertMinutes INTEGER CHECK (alertMinutes IN (0, 5, 15, 30, 60, 1440));
        ALTER TABLE reminder ADD COLUMN alertAt REAL;
        ALTER TABLE reminder ADD COLUMN alertPending INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX reminder_pendingAlert ON reminder(alertAt)
            WHERE alertPending = 1 AND completedAt IS NULL AND deletedAt IS NULL;

        ALTER TABLE user ADD COLUMN emailAlerts INTEGER NOT NULL DEFAULT 1;
        ALTER TABLE user ADD COLUMN dailySummary INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE user ADD COLUMN summaryTime TEXT NOT NULL DEFAULT '08:00';
        ALTER TABLE user ADD COLUMN dateOnlyAlertTime TEXT NOT NULL DEFAULT '09:00';
        ALTER TABLE user ADD COLUMN summaryAt REAL;
        CREATE INDEX user_summaryAt ON user(summaryAt) WHERE summaryAt IS NOT NULL;

        CREATE TRIGGER reminder_alertAfterInsert AFTER INSERT ON reminder WHEN NEW.alertMinutes IS NOT NULL BEGIN
            UPDATE reminder SET alertAt = alertInstant(dueDate, dueTime, alertMinutes,
                    (SELECT user.timeZone FROM reminderList JOIN user ON user.id = reminderList.ownerID WHERE reminderList.id = NEW.listID),
                    (SELECT user.dateOnlyAlertTime FROM reminderList JOIN user ON user.id = reminderList.ownerID WHERE reminderList.id = NEW.listID))
             WHERE id = NEW.id;
            UPDATE reminder SET alertPending = COALESCE(alertAt > appNow(), 0) WHERE id = NEW.id;
        END;
        CREATE TRIGGER reminder_alertAfterUpdate AFTER UPDATE OF dueDate, dueTime, alertMinutes ON reminder
         WHEN OLD.dueDate IS NOT NEW.dueDate OR OLD.dueTime IS NOT NEW.dueTime OR OLD.alertMinutes IS NOT NEW.alertMinutes BEGIN
            UPDATE reminder SET alertAt = alertInstant(dueDate, dueTime, alertMinutes,
                    (SELECT user.timeZone FROM reminderList JOIN user ON user.id = reminderList.ownerID WHERE reminderList.id = NEW.listID),
                    (SELECT user.dateOnlyAlertTime FROM reminderList JOIN user ON user.id = reminderList.ownerID WHERE reminderList.id = NEW.listID))
             WHERE id = NEW.id;
            UPDATE reminder SET alertPending = COALESCE(alertAt > appNow(), 0) WHERE id = NEW.id;
        END;
        CREATE TRIGGER reminder_alertAfterReopen AFTER UPDATE OF completedAt ON reminder
         WHEN OLD.completedAt IS NOT NULL AND NEW.completedAt IS NULL AND NEW.alertAt IS NOT NULL BEGIN
            UPDATE reminder SET alertPending = alertAt > appNow() WHERE id = NEW.id;
        END;
        CREATE TRIGGER user_alertTimesAfterUpdate AFTER UPDATE OF timeZone, dateOnlyAlertTime ON user
         WHEN OLD.timeZone IS NOT NEW.timeZone OR OLD.dateOnlyAlertTime IS NOT NEW.dateOnlyAlertTime BEGIN
            UPDATE reminder SET alertAt = alertInstant(dueDate, dueTime, alertMinutes, NEW.timeZone, NEW.dateOnlyAlertTime)
             WHERE ownerID = NEW.id AND alertPending = 1;
        END;
        CREATE TRIGGER user_summaryAfterInsert AFTER INSERT ON user WHEN NEW.dailySummary BEGIN
            UPDATE user SET summaryAt = nextDailyInstant(summaryTime, timeZone, appNow()) WHERE id = NEW.id;
        END;
        CREATE TRIGGER user_summaryAfterUpdate AFTER UPDATE OF dailySummary, summaryTime, timeZone ON user
         WHEN OLD.dailySummary IS NOT NEW.dailySummary OR OLD.summaryTime IS NOT NEW.summaryTime OR OLD.timeZone IS NOT NEW.timeZone BEGIN
            UPDATE user SET summaryAt = CASE WHEN dailySummary THEN nextDailyInstant(summaryTime, timeZone, appNow()) END
             WHERE id = NEW.id;
        END;

        CREATE TABLE outbox (
            id INTEGER PRIMARY KEY,
            channel TEXT NOT NULL CHECK (channel IN ('mail', 'push')),
            payload TEXT NOT NULL,
            subscriptionID INTEGER,
            alertReminderID INTEGER,
            alertAt REAL,
            createdAt REAL NOT NULL,
            attempts INTEGER NOT NULL DEFAULT 0,
            nextAttemptAt REAL,
            leaseUntil REAL,
            sentAt REAL,
            droppedAt REAL,
            lastError TEXT
        );
        CREATE INDEX outbox_due ON outbox(nextAttemptAt) WHERE nextAttemptAt IS NOT NULL;

        DROP INDEX reminder_listPage;
        CREATE INDEX reminder_listPage ON reminder(
            listID, isCompleted, dueSort, createdAt, id,
            title, notes, dueDate, dueTime, priority, completedAt, titleKey, notesKey, ownerID, isFlagged, deletedAt,
            parentID, repeatRule, repeatStart, repeatCount, tags, position, priorityRank, alertMinutes, alertAt, alertPending
        ) WHERE deletedAt IS NULL;
        """
}
