import Domain
import Entities
import Foundation
import GRDB

/// The people the reminders of each list alert (`ReminderRecord.recipients`), read once for each
/// list and assignee while many rows are written again in one transaction (`review(where:)`),
/// where each row read them again.
final class RecipientsOfLists {
    private var known: [ListAndAssignee: [UserRecord]] = [:]

    private struct ListAndAssignee: Hashable {
        let listID: Int64
        let assignee: Int64?
    }

    /// `ReminderRecord.recipients(ofList:assignee:_:)`, read the first time only.
    func recipients(ofList listID: Int64, assignee: Int64?, _ db: Database) throws -> [UserRecord] {
        let key = ListAndAssignee(listID: listID, assignee: assignee)
        if let recipients = known[key] { return recipients }
        let recipients = try ReminderRecord.recipients(ofList: listID, assignee: assignee, db)
        known[key] = recipients
        return recipients
    }
}

/// The alerts of one reminder row as its write leaves them, one per recipient, and as it found
/// them: `ReminderRecord.writeAlertRows` writes the difference to `reminderAlert`.
struct AlertRows: Sendable {
    /// The rows the reminder had before the write, by recipient.
    var found: [Int64: AlertSchedule.StoredAlert]
    /// The rows it has after it, by recipient.
    var kept: [Int64: AlertSchedule.StoredAlert]
}

extension ReminderRecord {
    /// Sets what Domain decides for the row about to be written over `before` (nil for a new
    /// one) by person `acting` (nil: a review, by no one in particular): its assignee
    /// (`keepAssignee`, `Assignees`), who completed it (`keepCompletedBy`, `CompletedBy`), its
    /// alerts (`schedule`, `AlertSchedule` for each of `AlertRecipients`; after the assignee, who
    /// receives them) and its place in its list's manual order (`place`, `ManualOrder`). Every
    /// write of a reminder row calls it just before saving, so a new rule the store applies is one
    /// more line here, not one at each write.
    /// (`recipients`: who each list's reminders alert, when many rows of a list are written in a row.)
    mutating func prepareToWrite(
        replacing before: ReminderRecord?, by acting: Int64?, _ schedule: AlertSchedule, at now: Date, _ db: Database,
        recipients: RecipientsOfLists? = nil
    ) throws {
        try keepAssignee(db)
        try keepCompletedBy(replacing: before, by: acting, db)
        try self.schedule(replacing: before, schedule, at: now, db, recipients: recipients)
        try place(replacing: before, db)
    }

    /// Sets whom the row records as having completed it (Domain's `CompletedBy`): reads whether
    /// its list is shared with anyone (by primary key) only when the rule asks; part of
    /// `prepareToWrite`.
    mutating func keepCompletedBy(replacing before: ReminderRecord?, by acting: Int64?, _ db: Database) throws {
        let (wasCompleted, isCompleted) = (before?.completedAt != nil, completedAt != nil)
        var listShared = false
        if CompletedBy.asksWhetherShared(completedByID, wasCompleted: wasCompleted, isCompleted: isCompleted) {
            let members = try Int.fetchOne(db.cachedStatement(sql: "SELECT memberCount FROM reminderList WHERE id = ?"), arguments: [listID])
            listShared = (members ?? 0) > 0
        }
        completedByID = CompletedBy.recorded(completedByID, wasCompleted: wasCompleted, isCompleted: isCompleted, acting: acting, listShared: listShared)
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

    /// Writes again, through `prepareToWrite`, the rows of list `listID` whose assignee or alerts
    /// depend on who is on it: after a change of who holds which role there or who receives its
    /// alerts (someone joined, left, was removed, made a viewer, took the list over, muted or
    /// unmuted it).
    static func reviewMembership(ofList listID: Int64, _ schedule: AlertSchedule, at now: Date, _ db: Database) throws {
        try review(where: "listID = ? AND \(dependsOnPeople)", [listID], schedule, at: now, db)
    }

    /// The condition of a row whose stored values depend on the people on its list: it is
    /// assigned, records who completed it, or alerts.
    static let dependsOnPeople = "(assigneeID IS NOT NULL OR completedByID IS NOT NULL OR \(alerting))"

    /// Writes again, through `prepareToWrite`, the rows matching `condition` with `arguments`
    /// (deleted ones too, which a restore brings back; `dependsOnPeople` names those worth it): an
    /// assignee who may no longer be assigned is dropped, who completed a row of a list shared
    /// with no one any more too, and the alerts go to the recipients Domain names now — those
    /// alerted before keep theirs as they were, those new get theirs computed, those gone lose
    /// theirs. After a change of the people on a list (`reviewMembership`), or of the list rows
    /// are in without their own write (subtasks moved with their parent).
    static func review(where condition: String, _ arguments: StatementArguments, _ schedule: AlertSchedule, at now: Date, _ db: Database) throws {
        let records = try ReminderRecord.fetchAll(db.cachedStatement(sql: "SELECT * FROM reminder WHERE \(condition)"), arguments: arguments)
        // Who a list's reminders alert is the same for each of its rows: read once.
        let recipients = RecipientsOfLists()
        for before in records {
            var record = before
            try record.prepareToWrite(replacing: before, by: nil, schedule, at: now, db, recipients: recipients)
            try record.updateRow(from: before, db)
        }
    }

    /// The condition of a row that alerts: it has an alert and a due date (`isAlerting`).
    private static let alerting = "(alertMinutes IS NOT NULL AND dueDate IS NOT NULL)"

    /// Whether the row alerts anyone: it has an alert and a due date. Only such a row has alerts
    /// (`AlertSchedule` computes none without both).
    var isAlerting: Bool {
        alertMinutes != nil && dueDate != nil
    }

    /// Sets `alerts` to what `schedule` (Domain's `AlertSchedule`) computes at `now` for each
    /// person the row alerts (Domain's `AlertRecipients`), given the row as it was (`before`, nil
    /// for a new one) and the alert each recipient had of it: part of `prepareToWrite`. Rows
    /// without an alert or a due date read nothing.
    mutating func schedule(
        replacing before: ReminderRecord?, _ schedule: AlertSchedule, at now: Date, _ db: Database, recipients known: RecipientsOfLists? = nil
    ) throws {
        var found: [Int64: AlertSchedule.StoredAlert] = [:]
        if let before, let id = before.id, before.isAlerting { found = try Self.alertRows(of: id, db) }
        var kept: [Int64: AlertSchedule.StoredAlert] = [:]
        if isAlerting {
            let reminder = self.reminder
            let was = before?.reminder
            let recipients = try known?.recipients(ofList: listID, assignee: assigneeID, db) ?? Self.recipients(ofList: listID, assignee: assigneeID, db)
            for recipient in recipients {
                guard let id = recipient.id else { continue }
                let stored = schedule.alert(
                    for: reminder, replacing: found[id].flatMap { stored in was.map { ($0, stored) } }, recipient: recipient.settings, at: now
                )
                if stored.alertAt != nil { kept[id] = stored }
            }
        }
        alerts = AlertRows(found: found, kept: kept)
    }

    /// Reminder `id`'s alerts, by recipient: one range of `reminderAlert`'s key.
    static func alertRows(of id: Int64, _ db: Database) throws -> [Int64: AlertSchedule.StoredAlert] {
        var rows: [Int64: AlertSchedule.StoredAlert] = [:]
        let statement = try db.cachedStatement(sql: "SELECT recipientID, alertAt, pending FROM reminderAlert WHERE reminderID = ?")
        let cursor = try Row.fetchCursor(statement, arguments: [id])
        while let row = try cursor.next() {
            rows[row[0]] = AlertSchedule.StoredAlert(alertAt: Date(timeIntervalSince1970: row[1]), isPending: row[2])
        }
        return rows
    }

    /// Writes what `alerts` holds where it differs from what the row had: a recipient's row
    /// inserted or changed (`live` as the reminder is: open and not deleted), a former
    /// recipient's deleted. Called after the row is saved (a new row has its id then), by
    /// `aroundSave` and `updateRow`; nothing when nothing computed the alerts.
    func writeAlertRows(reminderID: Int64, _ db: Database) throws {
        guard let alerts else { return }
        for recipient in alerts.found.keys where alerts.kept[recipient] == nil {
            try db.cachedStatement(sql: "DELETE FROM reminderAlert WHERE reminderID = ? AND recipientID = ?").execute(arguments: [reminderID, recipient])
        }
        for (recipient, stored) in alerts.kept where alerts.found[recipient] != stored {
            guard let alertAt = stored.alertAt else { continue }
            try db.cachedStatement(sql: Self.upsertAlertSQL).execute(arguments: [reminderID, recipient, alertAt.timeIntervalSince1970, stored.isPending])
        }
    }

    /// Stores person `?2`'s alert of reminder `?1` at `?3`, pending `?4`.
    private static let upsertAlertSQL = """
        INSERT INTO reminderAlert (reminderID, recipientID, alertAt, pending, live)
        SELECT ?1, ?2, ?3, ?4, completedAt IS NULL AND deletedAt IS NULL FROM reminder WHERE id = ?1
        ON CONFLICT (reminderID, recipientID) DO UPDATE SET alertAt = excluded.alertAt, pending = excluded.pending, live = excluded.live
        """

    /// The people a reminder of list `listID` assigned to `assignee` alerts, as Domain's
    /// `AlertRecipients` names them: the list's owner and member count read by primary key, its
    /// members only when it has any, each person by primary key.
    static func recipients(ofList listID: Int64, assignee: Int64?, _ db: Database) throws -> [UserRecord] {
        let list = try Row.fetchOne(db.cachedStatement(sql: "SELECT ownerID, memberCount FROM reminderList WHERE id = ?"), arguments: [listID])
        var members: [AlertRecipients.Member] = []
        if (list?["memberCount"] as Int? ?? 0) > 0 {
            members = try Row.fetchAll(
                db.cachedStatement(sql: "SELECT userID, receivesAlerts FROM listMember WHERE listID = ? ORDER BY joinedAt, userID"), arguments: [listID]
            ).map { AlertRecipients.Member(id: $0[0], receivesAlerts: $0[1]) }
        }
        let user = try db.cachedStatement(sql: "SELECT * FROM user WHERE id = ?")
        return try AlertRecipients.of(assignee: assignee, owner: list?["ownerID"], members: members).compactMap { id in
            try UserRecord.fetchOne(user, arguments: [id])
        }
    }
}
