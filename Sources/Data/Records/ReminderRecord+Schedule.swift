import Domain
import Entities
import Foundation
import GRDB

extension ReminderRecord {
    /// Sets what Domain decides for the row about to be written over `before` (nil for a new
    /// one): its assignee (`keepAssignee`, `Assignees`), its alert (`schedule`, `AlertSchedule`;
    /// after the assignee, who receives it) and its place in its list's manual order (`place`,
    /// `ManualOrder`). Every write of a reminder row calls it just before saving, so a new rule
    /// the store applies is one more line here, not one at each write.
    mutating func prepareToWrite(replacing before: ReminderRecord?, _ schedule: AlertSchedule, at now: Date, _ db: Database) throws {
        try keepAssignee(db)
        try self.schedule(replacing: before, schedule, at: now, db)
        try place(replacing: before, db)
    }

    /// Drops the row's assignee when Domain's `Assignees` no longer allows them on the row's
    /// list (it moved, their role there changed, or it is shared with no one now): one read of
    /// their role and the list's member count, for an assigned row only; part of `prepareToWrite`.
    mutating func keepAssignee(_ db: Database) throws {
        guard let assigneeID else { return }
        let row = try Row.fetchOne(db.cachedStatement(sql: Self.assigneeRoleSQL), arguments: [listID, assigneeID])
        let role = (row?["role"] as String?).flatMap(ListRole.init(rawValue:))
        self.assigneeID = Assignees.kept(assigneeID, role: role, listShared: (row?["memberCount"] as Int? ?? 0) > 0)
    }

    /// List `?1`'s member count, and the role person `?2` holds on it: by primary key.
    private static let assigneeRoleSQL = "SELECT memberCount, \(RoleFence.role(person: 2)) FROM reminderList WHERE id = ?1"

    /// Writes again, through `prepareToWrite`, the assigned rows (deleted ones too, which a restore
    /// brings back) that match `condition` with `arguments`: those whose assignee may no longer be
    /// assigned lose them, and their alerts go to their new recipient. After a change of who holds
    /// which role on a list (a member removed, leaving or made a viewer) or of the list a row is
    /// in without its own write (subtasks moved with their parent).
    static func reviewAssignees(where condition: String, _ arguments: StatementArguments, _ schedule: AlertSchedule, at now: Date, _ db: Database) throws {
        let records = try ReminderRecord.fetchAll(db.cachedStatement(sql: "SELECT * FROM reminder WHERE assigneeID IS NOT NULL AND \(condition)"), arguments: arguments)
        for before in records {
            var record = before
            try record.prepareToWrite(replacing: before, schedule, at: now, db)
            try record.updateRow(from: before, db)
        }
    }

    /// Sets `alertAt` and `alertPending` to what `schedule` (Domain's `AlertSchedule`) computes
    /// at `now` for the row's recipient — its assignee, or its list's owner when it has none —
    /// given the row as it was (`before`, nil for a new one); part of `prepareToWrite`.
    mutating func schedule(replacing before: ReminderRecord?, _ schedule: AlertSchedule, at now: Date, _ db: Database) throws {
        let reminder = self.reminder
        // Without a due date or an alert there is nothing to compute, and no one to read.
        var recipient: UserRecord?
        var anotherRecipient = false
        if reminder.alert != nil, reminder.due != nil {
            recipient = try Self.recipient(ofList: listID, assignee: assigneeID, db)
            // Another list or assignee may be another recipient: read only then.
            if let before, before.listID != listID || before.assigneeID != assigneeID {
                anotherRecipient = try Self.recipient(ofList: before.listID, assignee: before.assigneeID, db)?.id != recipient?.id
            }
        }
        let stored = schedule.alert(
            for: reminder, replacing: before.map { ($0.reminder, $0.storedAlert) }, recipient: recipient?.settings ?? UserSettings(), at: now,
            anotherRecipient: anotherRecipient
        )
        alertAt = stored.alertAt
        alertPending = stored.isPending
    }

    /// The alert as the row keeps it.
    var storedAlert: AlertSchedule.StoredAlert {
        AlertSchedule.StoredAlert(alertAt: alertAt, isPending: alertPending)
    }

    /// The person a reminder of list `listID` assigned to `assignee` alerts: the assignee, or
    /// without one the list's owner (none for a list kept from before accounts, whose reminders
    /// are scheduled with the default settings).
    static func recipient(ofList listID: Int64, assignee: Int64?, _ db: Database) throws -> UserRecord? {
        if let assignee { return try UserRecord.fetchOne(db, key: assignee) }
        return try UserRecord.fetchOne(
            db.cachedStatement(sql: "SELECT user.* FROM reminderList JOIN user ON user.id = reminderList.ownerID WHERE reminderList.id = ?"),
            arguments: [listID]
        )
    }
}
