import Domain
import Entities
import Foundation
import GRDB

/// The alerts and summaries scheduled in the app's SQLite database, for every account: the
/// pending alerts by instant in `reminderAlert_due` (one per reminder and recipient), the
/// summaries in `user_summaryAt`, both holding what Domain's `AlertSchedule` computed as the rows
/// were written.
public struct SQLiteAlertRepository: AlertRepository {
    private let database: AppDatabase

    /// A repository over `database`.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// The condition of a pending alert of an open reminder, `reminderAlert_due`'s own (so that
    /// the index is used).
    private static let pending = "pending = 1 AND live = 1"

    /// Reminders with their list's name, read by `listedReminder(_:)`; a `WHERE` follows.
    private static let listed = listed(also: "")

    /// `listed` with `columns` (each after a comma) besides.
    private static func listed(also columns: String) -> String {
        "SELECT reminder.*, reminderList.name AS listName\(columns) FROM reminder JOIN reminderList ON reminderList.id = reminder.listID"
    }

    /// The reminder and list name of a row of `listed`.
    private static func listedReminder(_ row: Row) throws -> ListedReminder {
        ListedReminder(reminder: ReminderRecord(row: row).reminder, listName: row["listName"])
    }

    /// The pending alerts at or before `?1`, earliest first, at most `?2`: a range of `reminderAlert_due`.
    static let dueAlertsSQL = "SELECT reminderID, recipientID, alertAt FROM reminderAlert WHERE \(pending) AND alertAt <= ? ORDER BY alertAt LIMIT ?"

    public func dueAlerts(at now: Date, limit: Int) async throws(RepositoryError) -> [DueAlert] {
        try await database.read { db in
            try Row.fetchAll(
                db.cachedStatement(sql: Self.dueAlertsSQL),
                arguments: [now.timeIntervalSince1970, limit]
            ).map { row in
                DueAlert(key: AlertKey(reminderID: row[0], alertAt: Date(timeIntervalSince1970: row[2])), recipientID: row[1])
            }
        }
    }

    public func occasion(of alert: DueAlert) async throws(RepositoryError) -> (reminder: ListedReminder, owner: User, role: ListRole)? {
        try await database.read { db in
            guard let row = try Row.fetchOne(
                db.cachedStatement(sql: Self.listed(also: ", \(RoleFence.role(person: 2))") + """
                     WHERE reminder.id = ?1 AND reminder.deletedAt IS NULL
                       AND EXISTS (SELECT 1 FROM reminderAlert WHERE reminderID = ?1 AND recipientID = ?2)
                    """),
                arguments: [alert.key.reminderID, alert.recipientID]
            ), let owner = try UserRecord.fetchOne(db, key: alert.recipientID),
            let role = (row["role"] as String?).flatMap(ListRole.init(rawValue:)) else { return nil }
            return (try Self.listedReminder(row), owner.user, role)
        }
    }

    /// Takes the alert out of `reminderAlert_due` only if it is still there at that instant, and
    /// queues `payloads` in the same transaction.
    public func claim(_ alert: DueAlert, sending payloads: [OutboundNotification.Payload], at now: Date) async throws(RepositoryError) -> Bool {
        try await database.write { db in
            try db.execute(
                sql: "UPDATE reminderAlert SET pending = 0 WHERE reminderID = ? AND recipientID = ? AND alertAt = ? AND \(Self.pending)",
                arguments: [alert.key.reminderID, alert.recipientID, alert.key.alertAt.timeIntervalSince1970]
            )
            guard db.changesCount == 1 else { return false }
            try OutboxRows.insert(payloads, for: alert.recipientID, alert: alert.key, at: now, in: db)
            return true
        }
    }

    public func dueSummaries(at now: Date, limit: Int) async throws(RepositoryError) -> [DueSummary] {
        try await database.read { db in
            try Row.fetchAll(
                db.cachedStatement(sql: "SELECT id, summaryAt FROM user WHERE summaryAt IS NOT NULL AND summaryAt <= ? ORDER BY summaryAt LIMIT ?"),
                arguments: [now.timeIntervalSince1970, limit]
            ).map { DueSummary(userID: $0[0], summaryAt: Date(timeIntervalSince1970: $0[1])) }
        }
    }

    /// The person, then the open reminders due before the next day whose alerts they receive
    /// (as `AlertRecipients` names them) — their own that are no one's, a range of
    /// `reminder_ownerOrder`; those that are no one's on the lists shared with them which they
    /// have not muted, a range of `reminder_listPage` each; and those assigned to them, one of
    /// `reminder_assignee` — in due order (`dueSort` below the next day's `YYYY-MM-DD`).
    public func summary(
        of userID: User.ID, through day: @escaping @Sendable (User) -> LocalDate, limit: Int
    ) async throws(RepositoryError) -> (owner: User, reminders: [ListedReminder])? {
        try await database.read { db in
            guard let owner = try UserRecord.fetchOne(db, key: userID)?.user else { return nil }
            let rows = try Row.fetchAll(
                db.cachedStatement(sql: Self.listed + """
                     WHERE reminder.ownerID = ?1 AND reminder.assigneeID IS NULL AND reminder.isCompleted = 0 AND reminder.deletedAt IS NULL
                       AND reminder.dueSort < ?2
                    UNION ALL
                    \(Self.listed)
                     WHERE reminder.listID IN (SELECT listID FROM listMember WHERE userID = ?1 AND receivesAlerts = 1)
                       AND reminder.assigneeID IS NULL AND reminder.isCompleted = 0 AND reminder.deletedAt IS NULL AND reminder.dueSort < ?2
                    UNION ALL
                    \(Self.listed)
                     WHERE reminder.assigneeID = ?1 AND reminder.deletedAt IS NULL AND reminder.isCompleted = 0 AND reminder.dueSort < ?2
                    ORDER BY dueSort, createdAt LIMIT ?3
                    """),
                arguments: [userID, day(owner).next.description, limit]
            )
            return (owner, try rows.map(Self.listedReminder))
        }
    }

    /// Moves the person's next summary to `next` only if it is still `summary.summaryAt`, and
    /// queues `payloads` in the same transaction.
    public func claim(_ summary: DueSummary, next: Date, sending payloads: [OutboundNotification.Payload], at now: Date) async throws(RepositoryError) -> Bool {
        try await database.write { db in
            try db.execute(
                sql: "UPDATE user SET summaryAt = ? WHERE id = ? AND summaryAt = ?",
                arguments: [next.timeIntervalSince1970, summary.userID, summary.summaryAt.timeIntervalSince1970]
            )
            guard db.changesCount == 1 else { return false }
            try OutboxRows.insert(payloads, for: summary.userID, alert: nil, at: now, in: db)
            return true
        }
    }

    /// Schedules again, in the server's time zone as this database was opened with, the pending
    /// alerts and the summaries still to come of the people who chose no zone (Domain's
    /// `AlertSchedule`): they were scheduled in the zone the server had then, and its
    /// `--time-zone` may have changed since. The server calls it once as it starts; it answers
    /// how many alerts and summaries moved.
    @discardableResult
    public func rescheduleForServerTimeZone() async throws(RepositoryError) -> Int {
        try await database.write { [database] db in
            let schedule = database.schedule
            let now = database.now()
            var moved = 0
            for person in try UserRecord.fetchAll(db, sql: "SELECT * FROM user WHERE timeZone IS NULL") {
                guard let id = person.id else { continue }
                moved += try StoredSchedule.rescheduleAlerts(of: id, for: person.settings, schedule, at: now, db)
                guard let summaryAt = person.summaryAt, summaryAt > now,
                      let next = schedule.summaryAt(for: person.settings, after: now), next != summaryAt
                else { continue }
                try StoredSchedule.setSummary(next, of: id, db)
                moved += 1
            }
            return moved
        }
    }

    public func nextDue() async throws(RepositoryError) -> Date? {
        try await database.read { db in
            let alert = try Double.fetchOne(db, sql: "SELECT MIN(alertAt) FROM reminderAlert WHERE \(Self.pending)")
            let summary = try Double.fetchOne(db, sql: "SELECT MIN(summaryAt) FROM user WHERE summaryAt IS NOT NULL")
            return [alert, summary].compactMap { $0 }.min().map(Date.init(timeIntervalSince1970:))
        }
    }
}
