import Domain
import Entities
import Foundation
import GRDB

extension ReminderRecord {
    /// Sets what Domain decides for the row about to be written over `before` (nil for a new
    /// one): its alert (`schedule`, `AlertSchedule`) and its place in its list's manual order
    /// (`place`, `ManualOrder`). Every write of a reminder row calls it just before saving, so a
    /// new rule the store applies is one more line here, not one at each write.
    mutating func prepareToWrite(replacing before: ReminderRecord?, _ schedule: AlertSchedule, at now: Date, _ db: Database) throws {
        try self.schedule(replacing: before, schedule, at: now, db)
        try place(replacing: before, db)
    }

    /// Sets `alertAt` and `alertPending` to what `schedule` (Domain's `AlertSchedule`) computes
    /// at `now` for the row's recipient — its list's owner — given the row as it was (`before`,
    /// nil for a new one); part of `prepareToWrite`.
    mutating func schedule(replacing before: ReminderRecord?, _ schedule: AlertSchedule, at now: Date, _ db: Database) throws {
        let reminder = self.reminder
        // Without a due date or an alert there is nothing to compute, and no one to read.
        let recipient = reminder.alert != nil && reminder.due != nil ? try Self.recipient(ofList: listID, db) : UserSettings()
        let stored = schedule.alert(
            for: reminder, replacing: before.map { ($0.reminder, $0.storedAlert) }, recipient: recipient, at: now
        )
        alertAt = stored.alertAt
        alertPending = stored.isPending
    }

    /// The alert as the row keeps it.
    var storedAlert: AlertSchedule.StoredAlert {
        AlertSchedule.StoredAlert(alertAt: alertAt, isPending: alertPending)
    }

    /// The settings of the person list `listID`'s reminders alert: its owner's (the defaults for
    /// a list kept from before accounts, which has none).
    static func recipient(ofList listID: Int64, _ db: Database) throws -> UserSettings {
        try UserRecord.fetchOne(
            db.cachedStatement(sql: "SELECT user.* FROM reminderList JOIN user ON user.id = reminderList.ownerID WHERE reminderList.id = ?"),
            arguments: [listID]
        )?.settings ?? UserSettings()
    }
}
