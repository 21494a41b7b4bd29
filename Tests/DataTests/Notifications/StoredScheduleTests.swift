@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// The store keeps what Domain's `AlertSchedule` computed, after every write path, and
/// `v20-alert-schedule` computes again what a file of the previous schema kept.
struct StoredScheduleTests {
    private func instant(_ text: String) -> Date { AlertStore.instant(text) }

    private func draft(due day: String, at time: String?, alert minutes: Int) -> ReminderDraft {
        var draft = ReminderDraft.fixture(title: "Call Bob", dueDate: .fixture(day), dueTime: time.map { LocalTime.fixture($0) })
        draft.alert = ReminderAlert(minutesBefore: minutes)
        return draft
    }

    @Test func aDayBefore_acrossTheSpringChange_isStoredAtTheClockTimeTheDayBefore() async throws {
        try await AlertStore.with(at: "2026-03-20T12:00:00Z") { store in
            // 10:00 CEST on 29 March; a day before is 10:00 CET on the 28th, 09:00 UTC (not 24 hours: 08:00).
            let reminder = try await store.add("Call Bob", due: "2026-03-29", at: "10:00", alert: 1440)

            #expect(try await store.pending().map(\.key) == [AlertKey(reminderID: reminder.id, alertAt: instant("2026-03-28T09:00:00Z"))])
        }
    }

    @Test func theUnitOfWork_storesTheAlertOnInsertAndSave_asImportsAndRepeatsWrite() async throws {
        try await AlertStore.with(at: "2026-10-20T12:00:00Z") { store in
            let unitOfWork = SQLiteUnitOfWork(database: store.database, owner: store.owner.id)
            let listID = store.list.id
            let due = DueDate(date: .fixture("2026-10-25"), time: .fixture("10:00"))
            // An import inserts through the unit of work.
            let inserted = try await unitOfWork.run { transaction throws(RepositoryError) in
                try transaction.insert(Reminder.fixture(listID: listID, due: due, alert: ReminderAlert(minutesBefore: 1440)))
            }
            // 10:00 CET on 25 October; a day before is 10:00 CEST, 08:00 UTC.
            #expect(try await store.pending().map(\.key) == [AlertKey(reminderID: inserted.id, alertAt: instant("2026-10-24T08:00:00Z"))])

            _ = try await unitOfWork.run { transaction throws(RepositoryError) in
                var moved = try transaction.reminder(id: inserted.id)
                moved.due = DueDate(date: .fixture("2026-10-25"), time: .fixture("02:30"))
                moved.alert = ReminderAlert(minutesBefore: 60)
                return try transaction.save(moved)
            }
            // 02:30 happens twice: its first is 00:30 UTC, and an hour before is 23:30 UTC.
            #expect(try await store.pending().map(\.key) == [AlertKey(reminderID: inserted.id, alertAt: instant("2026-10-24T23:30:00Z"))])
        }
    }

    @Test func aRepeatMovingOnAcrossTheChange_alertsAtItsClockTime() async throws {
        try await AlertStore.with(at: "2026-03-28T12:00:00Z") { store in
            let reminder = try await store.add("Water plants", due: "2026-03-28", at: "20:00", alert: 15, repeating: RepeatRule(.daily))
            let complete = SetReminderCompletedInteractor(unitOfWork: SQLiteUnitOfWork(database: store.database, owner: store.owner.id), access: .fixture(), clock: store.clock)

            _ = try await complete.execute(id: reminder.id, isCompleted: true)

            // 19:45 CEST on the 29th is 17:45 UTC (the day before, 18:45 UTC).
            #expect(try await store.pending().map(\.key) == [AlertKey(reminderID: reminder.id, alertAt: instant("2026-03-29T17:45:00Z"))])
        }
    }

    /// Undo after completing a repeating reminder, on a real file: the occurrence recorded is
    /// removed (the list's counts and the search index follow), and the alert of the occurrence
    /// it is back at is pending again, as before the completion.
    @Test func undoingARepeatsMove_removesTheRecord_andSchedulesTheAlertItHadAgain() async throws {
        try await AlertStore.with(at: "2026-03-28T12:00:00Z") { store in
            let reminder = try await store.add("Water plants", due: "2026-03-28", at: "20:00", alert: 15, repeating: RepeatRule(.daily))
            let unitOfWork = SQLiteUnitOfWork(database: store.database, owner: store.owner.id)
            let before = try await store.pending().map(\.key)
            let counts = {
                try await store.database.read { db in
                    let row = try Row.fetchOne(db, sql: "SELECT openCount, completedCount FROM reminderList")!
                    return [row[0], row[1]] as [Int]
                }
            }
            let rows = { try await store.database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM reminder")! } }
            let openBefore = try await counts()
            let completion = try await SetReminderCompletedInteractor(unitOfWork: unitOfWork, access: .fixture(), clock: store.clock)
                .execute(id: reminder.id, isCompleted: true)
            let record = try #require(completion.record)
            #expect(try await rows() == 2)

            let answer = try await UndoCompletionInteractor(unitOfWork: unitOfWork, access: .fixture()).execute(id: reminder.id, occurrence: record.id)

            // 20:00 CET on the 28th, 15 minutes before: 18:45 UTC, as before completing.
            #expect(answer == .undone(reminder))
            #expect(before == [AlertKey(reminderID: reminder.id, alertAt: instant("2026-03-28T18:45:00Z"))])
            #expect(try await store.pending().map(\.key) == before)
            #expect(try await rows() == 1)
            #expect(try await counts() == openBefore)
            await #expect(throws: RepositoryError.notFound) { try await unitOfWork.run { transaction throws(RepositoryError) in try transaction.remove(id: record.id) } }
        }
    }

    @Test func changingTimeZone_toOneWhereTheAlertHasPassed_leavesItNotPending_asEveryOtherWriteDoes() async throws {
        try await AlertStore.with(at: "2026-11-22T05:00:00Z") { store in
            let reminder = try await store.add("Call Bob", due: "2026-11-22", at: "09:00")
            #expect(try await store.pending().map(\.key.alertAt) == [instant("2026-11-22T08:00:00Z")])

            // 09:00 in Tokyo was 00:00 UTC: already past, so nothing is sent at once.
            try await store.changeSettings { $0.timeZone = "Asia/Tokyo" }
            #expect(try await store.pending().isEmpty)
            #expect(try await store.alerts.dueAlerts(at: store.clock.now(), limit: 10).isEmpty)

            // Back to Berlin, the alert no longer pending stays so: it was past when computed.
            try await store.changeSettings { $0.timeZone = "Europe/Berlin" }
            #expect(try await store.pending().isEmpty)
            // Setting its date again schedules it, in the zone of now.
            _ = try await store.reminders.update(id: reminder.id, with: draft(due: "2026-11-23", at: "09:00", alert: 0), movingTo: nil)
            #expect(try await store.pending().map(\.key.alertAt) == [instant("2026-11-23T08:00:00Z")])
        }
    }

    @Test func theSummary_isStoredAtItsClockTimeAcrossTheAutumnChange() async throws {
        try await AlertStore.with(at: "2026-10-24T12:00:00Z") { store in
            try await store.changeSettings { $0.notifications.dailySummary = true }

            // 08:00 on 25 October is CET again: 07:00 UTC.
            #expect(try await store.alerts.dueSummaries(at: .distantFuture, limit: 10).map(\.summaryAt) == [instant("2026-10-25T07:00:00Z")])
        }
    }

    @Test func aNewAccountWithTheSummaryOn_hasItsFirstSummaryStored() async throws {
        try await AlertStore.with { store in
            var settings = UserSettings(timeZone: "America/New_York")
            settings.notifications.dailySummary = true
            // 08:00 in New York is 13:00 UTC, still to come at noon UTC.
            let bob = try await store.users.create(email: "bob@example.com", displayName: "Bob", passwordHash: "$fake$v=1$x", createdAt: fixtureDate, settings: settings)

            #expect(try await store.alerts.dueSummaries(at: .distantFuture, limit: 10) == [DueSummary(userID: bob.id, summaryAt: instant("2026-11-21T13:00:00Z"))])
        }
    }

    // MARK: The migration

    @Test func theMigration_dropsTheSchedulingTriggers_andComputesTheStoredInstantsByTheDomainRule() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("v19.sqlite").path
        let now = instant("2026-03-20T12:00:00Z")
        // given: a file of the previous schema, written through its triggers and the functions the app registered
        let old = try DatabaseQueue(path: path, configuration: PreviousScheduleFunctions.configuration(now: now))
        try AppDatabase.migrator.migrate(old, upTo: "v19-push-devices")
        let ids = try await old.write { db in
            var summaryOn = UserSettings(timeZone: "Europe/Berlin")
            summaryOn.notifications.dailySummary = true
            var user = UserRecord(email: "ada@example.com", displayName: "Ada", passwordHash: "$fake$v=1$x", createdAt: now, settings: summaryOn)
            try user.insert(db)
            // The list by SQL: today's record has columns this schema does not (`v23-list-appearance`).
            try db.execute(
                sql: "INSERT INTO reminderList (name, nameKey, createdAt, ownerID) VALUES ('Inbox', 'inbox', ?, ?)",
                arguments: [now.timeIntervalSince1970, user.id]
            )
            let listID = db.lastInsertedRowID
            let dayBefore = try ReminderRecord(draft: draft(due: "2026-03-29", at: "10:00", alert: 1440), listID: listID, createdAt: now)
                .insert(intoOlderSchema: db)
            let sent = try ReminderRecord(draft: draft(due: "2026-03-29", at: "11:00", alert: 1440), listID: listID, createdAt: now)
                .insert(intoOlderSchema: db)
            // The scheduler claimed it; and the summary was scheduled in another zone than the person's now.
            try db.execute(sql: "UPDATE reminder SET alertPending = 0 WHERE id = ?", arguments: [sent])
            try db.execute(sql: "UPDATE user SET summaryAt = ? WHERE id = ?", arguments: [instant("2026-03-21T12:00:00Z").timeIntervalSince1970, user.id])
            return (owner: user.id!, dayBefore: dayBefore, sent: sent)
        }
        // The triggers counted a day as 24 hours: 08:00 UTC.
        #expect(try await old.read { db in try Double.fetchOne(db, sql: "SELECT alertAt FROM reminder WHERE id = ?", arguments: [ids.dayBefore]) }
            == instant("2026-03-28T08:00:00Z").timeIntervalSince1970)
        try old.close()

        // when
        let database = try AppDatabase(path: path, defaultTimeZone: TimeZone(identifier: "UTC")!, now: { now })
        defer { try? database.close() }

        // then
        let alerts = SQLiteAlertRepository(database: database)
        #expect(try await alerts.dueAlerts(at: .distantFuture, limit: 10).map(\.key) == [AlertKey(reminderID: ids.dayBefore, alertAt: instant("2026-03-28T09:00:00Z"))])
        #expect(try await alerts.dueSummaries(at: .distantFuture, limit: 10).map(\.summaryAt) == [instant("2026-03-21T07:00:00Z")])
        let triggers = try await database.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND (name LIKE '%alert%' OR name LIKE '%summary%')")
        }
        // Only v31's, which copies whether a reminder is open and decides nothing.
        #expect(triggers == ["reminder_alertsLive"])
        // A write after it needs none of the old functions.
        let reminders = SQLiteReminderRepository(database: database, owner: ids.owner)
        _ = try await reminders.update(id: ids.sent, with: draft(due: "2026-03-30", at: "11:00", alert: 60), movingTo: nil)
        #expect(try await alerts.dueAlerts(at: .distantFuture, limit: 10).map(\.key.reminderID) == [ids.dayBefore, ids.sent])
    }
}

/// The SQL functions the app registered on each connection before `v20-alert-schedule`, as
/// they computed (`ReminderAlert` then subtracted its minutes as seconds), for a test to write a
/// file of the previous schema through its triggers.
private enum PreviousScheduleFunctions {
    static func configuration(now: Date) -> Configuration {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            db.add(function: DatabaseFunction("appNow", argumentCount: 0, pure: false) { _ in now.timeIntervalSince1970 })
            db.add(function: DatabaseFunction("alertInstant", argumentCount: 5, pure: true) { values in
                guard let day = String.fromDatabaseValue(values[0]).flatMap({ LocalDate($0) }), let minutes = Int.fromDatabaseValue(values[2])
                else { return nil }
                let time = String.fromDatabaseValue(values[1]).flatMap { LocalTime($0) } ?? NotificationSettings.defaultDateOnlyAlertTime
                let zone = String.fromDatabaseValue(values[3]).flatMap(TimeZone.init(identifier:)) ?? TimeZone(identifier: "UTC")!
                let local = ReminderAlert.atTime.instant(for: DueDate(date: day, time: time), dateOnlyTime: time, in: zone)
                return local.addingTimeInterval(-Double(minutes) * 60).timeIntervalSince1970
            })
            db.add(function: DatabaseFunction("nextDailyInstant", argumentCount: 3, pure: true) { values in
                guard let time = String.fromDatabaseValue(values[0]).flatMap({ LocalTime($0) }), let after = Double.fromDatabaseValue(values[2])
                else { return nil }
                let zone = String.fromDatabaseValue(values[1]).flatMap(TimeZone.init(identifier:)) ?? TimeZone(identifier: "UTC")!
                return LocalTime.next(time, after: Date(timeIntervalSince1970: after), in: zone).timeIntervalSince1970
            })
        }
        return configuration
    }
}
