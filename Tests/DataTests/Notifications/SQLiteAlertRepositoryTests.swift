@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// Alerts and summaries as the store keeps them: what Domain's `AlertSchedule` computed on every
/// write, the claims, and the reads the scheduler makes.
struct SQLiteAlertRepositoryTests {
    private func instant(_ text: String) -> Date { AlertStore.instant(text) }

    @Test func aReminderDueAtATime_alertsAtThatTimeLessTheWhile_inTheOwnersZone() async throws {
        try await AlertStore.with { store in
            let reminder = try await store.add("Call Bob", due: "2026-11-22", at: "09:00", alert: 15)

            #expect(try await store.pending() == [DueAlert(key: AlertKey(reminderID: reminder.id, alertAt: instant("2026-11-22T07:45:00Z")), recipientID: store.owner.id)])
            #expect(try await store.reminders.reminder(id: reminder.id).alert == ReminderAlert(minutesBefore: 15))
        }
    }

    @Test func aReminderDueOnADay_alertsAtTheOwnersTimeForSuch_andMovesWhenTheyChangeIt() async throws {
        try await AlertStore.with { store in
            let reminder = try await store.add("Pay rent", due: "2026-11-23", alert: 24 * 60)
            #expect(try await store.pending().map(\.key) == [AlertKey(reminderID: reminder.id, alertAt: instant("2026-11-22T08:00:00Z"))])

            try await store.changeSettings { $0.notifications.dateOnlyAlertTime = LocalTime.fixture("07:30") }

            #expect(try await store.pending().map(\.key) == [AlertKey(reminderID: reminder.id, alertAt: instant("2026-11-22T06:30:00Z"))])
        }
    }

    @Test func anOwnerWithoutATimeZone_isScheduledInTheServers_andMovesWithTheirChoice() async throws {
        try await AlertStore.with(serverZone: "America/New_York", timeZone: nil) { store in
            let reminder = try await store.add("Call Bob", due: "2026-11-22", at: "09:00")
            #expect(try await store.pending().map(\.key.alertAt) == [instant("2026-11-22T14:00:00Z")])

            try await store.changeSettings { $0.timeZone = "Asia/Tokyo" }

            #expect(try await store.pending().map(\.key) == [AlertKey(reminderID: reminder.id, alertAt: instant("2026-11-22T00:00:00Z"))])
        }
    }

    @Test func aServerStartedInAnotherZone_reschedulesThePeopleWithoutOne_only() async throws {
        try await AlertStore.with(serverZone: "UTC", timeZone: nil) { store in
            let theirs = try await store.add("Call Bob", due: "2026-11-22", at: "09:00")
            try await store.changeSettings { $0.notifications.dailySummary = true }
            let zoned = try await store.users.create(
                email: "bob@example.com", displayName: "Bob", passwordHash: "$fake$v=1$x", createdAt: fixtureDate, settings: UserSettings(timeZone: "Asia/Tokyo")
            )
            let list = try await SQLiteReminderListRepository(database: store.database, owner: zoned.id, now: { fixtureDate }).create(name: "Bob's")
            var draft = ReminderDraft.fixture(title: "Bob's call", dueDate: .fixture("2026-11-22"), dueTime: .fixture("09:00"))
            draft.alert = .atTime
            let bobs = try await SQLiteReminderRepository(database: store.database, owner: zoned.id).add(draft, toList: list.id, createdAt: fixtureDate)
            try store.database.close()

            let reopened = try AppDatabase(path: store.path, defaultTimeZone: TimeZone(identifier: "America/New_York")!, now: { store.clock.now() })
            defer { try? reopened.close() }
            let alerts = SQLiteAlertRepository(database: reopened)

            #expect(try await alerts.rescheduleForServerTimeZone() == 2)
            #expect(try await alerts.dueAlerts(at: .distantFuture, limit: 10).map(\.key) == [
                AlertKey(reminderID: bobs.id, alertAt: instant("2026-11-22T00:00:00Z")),
                AlertKey(reminderID: theirs.id, alertAt: instant("2026-11-22T14:00:00Z")),
            ])
            #expect(try await alerts.dueSummaries(at: .distantFuture, limit: 10).map(\.summaryAt) == [instant("2026-11-21T13:00:00Z")])
            #expect(try await alerts.rescheduleForServerTimeZone() == 0)
        }
    }

    @Test func anAlertForAMomentAlreadyPast_orWithoutADueDate_orNone_isNotPending() async throws {
        try await AlertStore.with { store in
            try await store.add("Was due this morning", due: "2026-11-21", at: "09:00")
            try await store.add("No day", due: nil)
            try await store.add("No alert", due: "2026-11-22", at: "09:00", alert: nil)

            #expect(try await store.pending().isEmpty)
        }
    }

    @Test func rescheduling_replacesThePendingAlert_andTheOldOneCannotBeClaimed() async throws {
        try await AlertStore.with { store in
            let reminder = try await store.add("Call Bob", due: "2026-11-22", at: "09:00")
            let old = try await store.pending()[0]

            var draft = ReminderDraft.fixture(title: "Call Bob", dueDate: .fixture("2026-11-23"), dueTime: .fixture("10:00"))
            draft.alert = .atTime
            _ = try await store.reminders.update(id: reminder.id, with: draft, movingTo: nil)

            #expect(try await store.pending().map(\.key) == [AlertKey(reminderID: reminder.id, alertAt: instant("2026-11-23T09:00:00Z"))])
            #expect(try await store.alerts.claim(old, sending: [], at: store.clock.now()) == false)
        }
    }

    @Test func editingSomethingElse_keepsAClaimedAlertClaimed() async throws {
        try await AlertStore.with { store in
            let reminder = try await store.add("Call Bob", due: "2026-11-22", at: "09:00")
            #expect(try await store.alerts.claim(store.pending()[0], sending: [], at: store.clock.now()))

            var draft = ReminderDraft.fixture(title: "Call Bob about the car", dueDate: .fixture("2026-11-22"), dueTime: .fixture("09:00"))
            draft.alert = .atTime
            _ = try await store.reminders.update(id: reminder.id, with: draft, movingTo: nil)
            _ = try await store.reminders.setFlag(id: reminder.id, isFlagged: true)

            #expect(try await store.pending().isEmpty)
        }
    }

    @Test func completing_takesTheAlertOut_andReopeningBeforeItsMoment_putsItBack() async throws {
        try await AlertStore.with { store in
            let reminder = try await store.add("Call Bob", due: "2026-11-22", at: "09:00")

            _ = try await store.reminders.setCompletion(id: reminder.id, completedAt: store.clock.now())
            #expect(try await store.pending().isEmpty)
            _ = try await store.reminders.setCompletion(id: reminder.id, completedAt: nil)
            #expect(try await store.pending().count == 1)

            _ = try await store.reminders.setCompletion(id: reminder.id, completedAt: store.clock.now())
            store.clock.set(instant("2026-11-23T00:00:00Z"))
            _ = try await store.reminders.setCompletion(id: reminder.id, completedAt: nil)
            #expect(try await store.pending().isEmpty)
        }
    }

    @Test func deleting_takesTheAlertOut_andItNoLongerStands() async throws {
        try await AlertStore.with { store in
            let reminder = try await store.add("Call Bob", due: "2026-11-22", at: "09:00")
            let key = try await store.pending()[0].key
            #expect(try await store.outbox.alertStands(key, for: store.owner.id))
            #expect(try await store.outbox.alertStands(key, for: nil) == false)

            try await store.reminders.delete(id: reminder.id, at: store.clock.now())

            #expect(try await store.pending().isEmpty)
            #expect(try await store.outbox.alertStands(key, for: store.owner.id) == false)
        }
    }

    @Test func aClaim_takesTheAlertOnce_andQueuesItsMessagesInTheSameTransaction() async throws {
        try await AlertStore.with { store in
            try await store.add("Call Bob", due: "2026-11-22", at: "09:00")
            let due = try await store.pending()[0]
            let mail = MailMessage(to: "ada@example.com", subject: "Call Bob", text: "t", html: "h")
            let push = PushMessage(title: "Call Bob", body: "Inbox", url: "https://reminders.test/reminders/1/edit")

            #expect(try await store.alerts.claim(due, sending: [.mail(mail), .push(push, subscriptionID: 4)], at: store.clock.now()))
            #expect(try await store.alerts.claim(due, sending: [.mail(mail)], at: store.clock.now()) == false)

            let queued = try await store.outbox.due(at: store.clock.now(), limit: 10)
            #expect(queued.map(\.payload) == [.mail(mail), .push(push, subscriptionID: 4)])
            #expect(queued.map(\.alert) == [due.key, due.key])
            #expect(try await store.pending().isEmpty)
        }
    }

    @Test func dueAlerts_areThoseAtOrBeforeNow_earliestFirst_throughThePendingIndex() async throws {
        try await AlertStore.with { store in
            let late = try await store.add("Later", due: "2026-11-21", at: "18:00")
            let early = try await store.add("Earlier", due: "2026-11-21", at: "14:00")
            try await store.add("Tomorrow", due: "2026-11-22", at: "09:00")

            let due = try await store.alerts.dueAlerts(at: instant("2026-11-21T17:00:00Z"), limit: 10)

            #expect(due.map(\.key.reminderID) == [early.id, late.id])
            #expect(try await store.alerts.dueAlerts(at: instant("2026-11-21T17:00:00Z"), limit: 1).map(\.key.reminderID) == [early.id])
            let plan = try await store.database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + SQLiteAlertRepository.dueAlertsSQL, arguments: [0, 1]).map { $0["detail"] as String }
            }
            #expect(plan == ["SEARCH reminderAlert USING INDEX reminderAlert_due (alertAt<?)"])
        }
    }

    @Test func anOccasion_isTheReminderWithItsListAndOwner_andNilOnceDeleted() async throws {
        try await AlertStore.with { store in
            let reminder = try await store.add("Call Bob", due: "2026-11-22", at: "09:00")
            let due = try await store.pending()[0]

            let occasion = try #require(try await store.alerts.occasion(of: due))
            #expect(occasion.reminder == ListedReminder(reminder: reminder, listName: "Inbox"))
            #expect(occasion.owner == store.owner)

            try await store.reminders.delete(id: reminder.id, at: store.clock.now())
            #expect(try await store.alerts.occasion(of: due) == nil)
        }
    }

    @Test func aRepeatingReminderCompleted_alertsAgainAtItsNextOccurrence() async throws {
        try await AlertStore.with { store in
            let reminder = try await store.add("Water plants", due: "2026-11-22", at: "09:00", repeating: RepeatRule(.daily))
            let unitOfWork = SQLiteUnitOfWork(database: store.database, owner: store.owner.id)
            let complete = SetReminderCompletedInteractor(unitOfWork: unitOfWork, access: .fixture(), clock: store.clock)

            _ = try await complete.execute(id: reminder.id, isCompleted: true)

            #expect(try await store.pending().map(\.key) == [AlertKey(reminderID: reminder.id, alertAt: instant("2026-11-23T08:00:00Z"))])
        }
    }

    // MARK: Summaries

    @Test func switchingTheSummaryOn_schedulesItAtTheNextTime_andOffUnschedulesIt() async throws {
        try await AlertStore.with { store in
            try await store.changeSettings { $0.notifications.dailySummary = true }
            #expect(try await store.alerts.dueSummaries(at: .distantFuture, limit: 10) == [DueSummary(userID: store.owner.id, summaryAt: instant("2026-11-22T07:00:00Z"))])
            #expect(try await store.alerts.nextDue() == instant("2026-11-22T07:00:00Z"))

            try await store.changeSettings { $0.notifications.summaryTime = LocalTime.fixture("18:30") }
            #expect(try await store.alerts.dueSummaries(at: .distantFuture, limit: 10).map(\.summaryAt) == [instant("2026-11-21T17:30:00Z")])

            try await store.changeSettings { $0.notifications.dailySummary = false }
            #expect(try await store.alerts.dueSummaries(at: .distantFuture, limit: 10).isEmpty)
            #expect(try await store.alerts.nextDue() == nil)
        }
    }

    @Test func aSummaryClaim_movesToTheNextTime_once() async throws {
        try await AlertStore.with { store in
            try await store.changeSettings { $0.notifications.dailySummary = true }
            let due = try await store.alerts.dueSummaries(at: .distantFuture, limit: 10)[0]
            let next = instant("2026-11-23T07:00:00Z")

            #expect(try await store.alerts.claim(due, next: next, sending: [], at: store.clock.now()))
            #expect(try await store.alerts.claim(due, next: next, sending: [], at: store.clock.now()) == false)
            #expect(try await store.alerts.dueSummaries(at: .distantFuture, limit: 10).map(\.summaryAt) == [next])
        }
    }

    @Test func aSummarysReminders_areTheOpenOnesDueThroughTheDay_inDueOrder_ofThePersonOnly() async throws {
        try await AlertStore.with { store in
            try await store.add("Today at nine", due: "2026-11-21", at: "09:00")
            let overdue = try await store.add("Last week", due: "2026-11-14")
            try await store.add("Tomorrow", due: "2026-11-22")
            try await store.add("Someday", due: nil)
            let done = try await store.add("Done today", due: "2026-11-21")
            _ = try await store.reminders.setCompletion(id: done.id, completedAt: store.clock.now())
            let gone = try await store.add("Deleted today", due: "2026-11-21")
            try await store.reminders.delete(id: gone.id, at: store.clock.now())
            let other = try await store.users.create(email: "bob@example.com", displayName: "Bob", passwordHash: "$fake$v=1$x", createdAt: fixtureDate, settings: UserSettings())
            let theirs = try await SQLiteReminderListRepository(database: store.database, owner: other.id, now: { fixtureDate }).create(name: "Bob's")
            _ = try await SQLiteReminderRepository(database: store.database, owner: other.id).add(.fixture(title: "Bob's today", dueDate: .fixture("2026-11-21")), toList: theirs.id, createdAt: fixtureDate)

            let summary = try #require(try await store.alerts.summary(of: store.owner.id, through: { _ in .fixture("2026-11-21") }, limit: 10))

            #expect(summary.owner == store.owner)
            #expect(summary.reminders.map(\.reminder.title) == ["Last week", "Today at nine"])
            #expect(summary.reminders.map(\.listName) == ["Inbox", "Inbox"])
            #expect(summary.reminders[0].reminder == overdue)
            #expect(try await store.alerts.summary(of: 999, through: { _ in .fixture("2026-11-21") }, limit: 10) == nil)
        }
    }
}
