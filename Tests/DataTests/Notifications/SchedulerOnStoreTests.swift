@testable import Data
import Domain
import Entities
import Foundation
import Mocks
import Testing
import TimingTestSupport

/// The scheduler and the outbox's delivery over a real SQLite file, the clock moved a minute at a
/// time: each alert goes out once, at its minute, across daylight-saving changes, a restart, and a
/// second process; completed or deleted reminders send nothing.
@Suite(.timeSensitive) struct SchedulerOnStoreTests {
    private func instant(_ text: String) -> Date { AlertStore.instant(text) }

    /// The owner's device, to which every alert is pushed (their address is not confirmed: no mail).
    private let devices = InMemoryPushSubscriptions()
    private let push = RecordingPushTransport()

    private func addDevice(_ store: AlertStore) async throws {
        _ = try await devices.add(
            userID: store.owner.id, endpoint: "https://push.example/1", p256dh: Data(count: 65), auth: Data(count: 16), deviceName: "Phone", at: fixtureDate, limit: 10
        )
    }

    /// One round of the scheduler then the delivery, as the worker runs them, on `database`.
    private func round(_ store: AlertStore, on database: AppDatabase? = nil) async -> [AlertOutcome] {
        let database = database ?? store.database
        let scheduler = AlertScheduler(
            alerts: SQLiteAlertRepository(database: database), subscriptions: devices, composer: FakeNotificationComposer(),
            clock: store.clock, emailEnabled: true, defaultTimeZone: store.serverZone
        )
        let outcomes = await scheduler.runDue()
        _ = await OutboxDelivery(
            outbox: SQLiteOutboxRepository(database: database), mail: RecordingMailTransport(), push: push, subscriptions: devices, clock: store.clock
        ).deliverDue()
        return outcomes
    }

    /// Runs a round every minute from the clock's time to `end`, and answers each push's title with
    /// the minute it went out.
    private func everyMinute(_ store: AlertStore, until end: String) async -> [String: [Date]] {
        var sentAt: [String: [Date]] = [:]
        while store.clock.now() <= instant(end) {
            let before = push.sent.count
            _ = await round(store)
            for sent in push.sent[before...] { sentAt[sent.message.title, default: []].append(store.clock.now()) }
            store.clock.advance(by: 60)
        }
        return sentAt
    }

    @Test func eachAlertGoesOutOnce_atItsMinute_acrossTheSpringChange() async throws {
        // Berlin, 29 March 2026: at 02:00 clocks go to 03:00.
        try await AlertStore.with(at: "2026-03-28T23:00:00Z") { store in
            try await addDevice(store)
            try await store.add("Before", due: "2026-03-29", at: "01:30")
            try await store.add("In the gap", due: "2026-03-29", at: "02:30")
            try await store.add("After", due: "2026-03-29", at: "03:30")
            try await store.add("Early", due: "2026-03-29", at: "04:00", alert: 60)

            let sentAt = await everyMinute(store, until: "2026-03-29T03:00:00Z")

            #expect(sentAt == [
                "Before": [instant("2026-03-29T00:30:00Z")],
                // 02:30 does not exist: it is 03:30, an hour after 01:30.
                "In the gap": [instant("2026-03-29T01:30:00Z")],
                "After": [instant("2026-03-29T01:30:00Z")],
                "Early": [instant("2026-03-29T01:00:00Z")],
            ])
        }
    }

    @Test func eachAlertGoesOutOnce_atItsMinute_acrossTheAutumnChange() async throws {
        // Berlin, 25 October 2026: at 03:00 clocks go back to 02:00; 02:30 comes twice.
        try await AlertStore.with(at: "2026-10-24T23:00:00Z") { store in
            try await addDevice(store)
            try await store.add("Twice", due: "2026-10-25", at: "02:30")
            try await store.add("After", due: "2026-10-25", at: "03:30")

            let sentAt = await everyMinute(store, until: "2026-10-25T03:00:00Z")

            #expect(sentAt == ["Twice": [instant("2026-10-25T00:30:00Z")], "After": [instant("2026-10-25T02:30:00Z")]])
        }
    }

    @Test func aRestart_sendsWhatCameDueWhileDown_markedLate_andDropsWhatIsADayOld() async throws {
        try await AlertStore.with(at: "2026-11-21T07:00:00Z") { store in
            try await addDevice(store)
            try await store.add("Before the stop", due: "2026-11-21", at: "08:10")
            try await store.add("Long ago", due: "2026-11-21", at: "08:20")
            try await store.add("While down", due: "2026-11-21", at: "20:00")
            try await store.add("After the restart", due: "2026-11-22", at: "12:00")
            _ = await everyMinute(store, until: "2026-11-21T07:15:00Z")
            #expect(push.sent.map(\.message.title) == ["Before the stop"])

            // Down until the next morning: "Long ago" is then more than 24 hours late.
            store.clock.set(instant("2026-11-22T07:30:00Z"))
            try store.restart()
            let outcomes = await round(store)

            #expect(push.sent.map(\.message.title) == ["Before the stop", "Late: While down"])
            #expect(outcomes.count == 2)
            #expect(outcomes.contains { if case .alertDropped = $0 { true } else { false } })
            _ = await everyMinute(store, until: "2026-11-22T11:01:00Z")
            #expect(push.sent.map(\.message.title) == ["Before the stop", "Late: While down", "After the restart"])
        }
    }

    @Test func aReminderCompletedOrDeletedBeforeItsMoment_sendsNothing() async throws {
        try await AlertStore.with(at: "2026-11-21T07:00:00Z") { store in
            try await addDevice(store)
            let completed = try await store.add("Completed", due: "2026-11-21", at: "09:00")
            let deleted = try await store.add("Deleted", due: "2026-11-21", at: "09:00")
            try await store.add("Kept", due: "2026-11-21", at: "09:00")
            _ = try await store.reminders.setCompletion(id: completed.id, completedAt: store.clock.now())
            try await store.reminders.delete(id: deleted.id, at: store.clock.now())

            _ = await everyMinute(store, until: "2026-11-21T08:05:00Z")

            #expect(push.sent.map(\.message.title) == ["Kept"])
        }
    }

    @Test func aReminderCompletedAfterItsClaim_butBeforeDelivery_sendsNothing() async throws {
        try await AlertStore.with(at: "2026-11-21T07:59:00Z") { store in
            try await addDevice(store)
            let reminder = try await store.add("Call Bob", due: "2026-11-21", at: "09:00")
            store.clock.advance(by: 60)
            let scheduler = AlertScheduler(
                alerts: store.alerts, subscriptions: devices, composer: FakeNotificationComposer(), clock: store.clock, emailEnabled: true,
                defaultTimeZone: store.serverZone
            )
            _ = await scheduler.runDue()
            _ = try await store.reminders.setCompletion(id: reminder.id, completedAt: store.clock.now())

            let delivered = await OutboxDelivery(
                outbox: store.outbox, mail: nil, push: push, subscriptions: devices, clock: store.clock
            ).deliverDue()

            #expect(delivered == [.dropped(1, channel: .push, reason: "the reminder was completed, deleted or rescheduled, or no longer alerts them")])
            #expect(push.sent.isEmpty)
        }
    }

    @Test func twoProcessesOnOneFile_sendEachAlertOnce() async throws {
        try await AlertStore.with(at: "2026-11-21T07:00:00Z") { store in
            try await addDevice(store)
            for minute in 0..<30 {
                try await store.add("Alert \(minute)", due: "2026-11-21", at: String(format: "08:%02d", minute + 1))
            }
            let other = try store.secondProcess()
            defer { try? other.close() }
            store.clock.set(instant("2026-11-21T07:45:00Z"))

            async let first = round(store)
            async let second = round(store, on: other)
            let outcomes = await first + second

            #expect(outcomes.filter { if case .alertQueued = $0 { true } else { false } }.count == 30)
            #expect(push.sent.count == 30)
            #expect(Set(push.sent.map(\.message.title)).count == 30)
        }
    }

    @Test func aDailySummary_goesOutOnceAtItsTime_eachDay_acrossARestart() async throws {
        try await AlertStore.with(at: "2026-11-21T06:00:00Z") { store in
            try await store.add("Due today", due: "2026-11-21", alert: nil)
            try await store.changeSettings { $0.notifications.dailySummary = true }
            try await store.database.write { db in try db.execute(sql: "UPDATE user SET emailConfirmedAt = 0") }
            let mail = RecordingMailTransport()
            func mailRound() async {
                _ = await AlertScheduler(
                    alerts: store.alerts, subscriptions: devices, composer: FakeNotificationComposer(), clock: store.clock, emailEnabled: true,
                    defaultTimeZone: store.serverZone
                ).runDue()
                _ = await OutboxDelivery(outbox: store.outbox, mail: mail, push: push, subscriptions: devices, clock: store.clock).deliverDue()
            }

            store.clock.set(instant("2026-11-21T06:59:00Z"))
            await mailRound()
            #expect(mail.sent.isEmpty)
            store.clock.set(instant("2026-11-21T07:00:00Z"))
            await mailRound()
            await mailRound()
            #expect(mail.sent.map(\.subject) == ["Summary: 1 due, 0 overdue"])

            try store.restart()
            store.clock.set(instant("2026-11-22T07:00:30Z"))
            await mailRound()
            #expect(mail.sent.map(\.subject) == ["Summary: 1 due, 0 overdue", "Summary: 0 due, 1 overdue"])
        }
    }
}
