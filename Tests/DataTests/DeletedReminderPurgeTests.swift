@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Synchronization
import Testing
import TimingTestSupport

/// The purge: deleted reminders past the restore window go for good, every account's, and no other.
@Suite(.timeSensitive) struct DeletedReminderPurgeTests {
    @Test func purging_deletesForGoodTheRemindersDeletedBeforeTheCutoff_ofEveryAccount_andNoOthers() async throws {
        try await TestDatabase.with { test in
            // given: the owner's reminders deleted before and at the cutoff and one kept; Eve's deleted before it
            let home = try await test.lists.create(name: "Home")
            let old = try await test.add("Deleted long ago", to: home, second: 1)
            let recent = try await test.add("Deleted just now", to: home, second: 2)
            let kept = try await test.add("Kept", to: home, second: 3)
            try await test.reminders.delete(id: old.id, at: instant(99))
            try await test.reminders.delete(id: recent.id, at: instant(100))
            let eve = test.repositories(of: try await test.addUser("eve@example.com").id)
            let evesList = try await eve.lists.create(name: "Eve's")
            let evesOld = try await eve.reminders.add(.fixture(title: "Eve's old"), toList: evesList.id, createdAt: fixtureDate)
            try await eve.reminders.delete(id: evesOld.id, at: instant(50))

            // when
            let purged = try await test.database.purgeDeletedReminders(deletedBefore: instant(100))

            // then: gone from the table and the search index, the rest as it was
            #expect(purged == 2)
            #expect(try await test.database.count("reminder", where: "id IN (\(old.id), \(evesOld.id))") == 0)
            #expect(try await test.database.count("reminderSearch", where: "rowid IN (\(old.id), \(evesOld.id))") == 0)
            await #expect(throws: RepositoryError.notFound) { try await test.reminders.restore(id: old.id, deletedSince: .distantPast) }
            #expect(try await test.reminders.reminder(id: kept.id) == kept)
            #expect(try await test.lists.summaries().map(\.openCount) == [1])
            #expect(try await eve.lists.summaries().map(\.openCount) == [0])
            #expect(try await test.reminders.restore(id: recent.id, deletedSince: instant(100)) == recent)
        }
    }

    @Test func purging_readsTheDeletedRowsPastTheCutoffAsARangeOfTheirPartialIndex() async throws {
        try await TestDatabase.with { test in
            let plan = try await test.database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + AppDatabase.purgeDeletedRemindersSQL, arguments: [0])
                    .map { $0["detail"] as String }
            }

            // The cascades to a purged row's alerts, tags and subtasks are searches of their indexes too.
            #expect(plan == [
                "SEARCH reminder USING COVERING INDEX reminder_deletedAt (deletedAt<?)",
                "SEARCH reminderAlert USING PRIMARY KEY (reminderID=?)",
                "SEARCH reminderTag USING PRIMARY KEY (reminderID=?)",
                "SEARCH reminder USING COVERING INDEX reminder_parent (parentID=?)",
            ])
        }
    }

    @Test func aRound_purgesWhatWasDeletedMoreThanTheRestoreWindowBeforeTheClocksTime() async throws {
        try await TestDatabase.with { test in
            // given: the clock 1,000 s after the fixture date; one deletion just past the window, one just within
            let home = try await test.lists.create(name: "Home")
            let past = try await test.add("Past the window", to: home, second: 1)
            let within = try await test.add("Within the window", to: home, second: 2)
            try await test.reminders.delete(id: past.id, at: instant(1_000 - DeletedReminders.restoreWindow - 1))
            try await test.reminders.delete(id: within.id, at: instant(1_000 - DeletedReminders.restoreWindow))
            let purge = DeletedReminderPurge(database: test.database, clock: FixedCalendarClock(date: instant(1_000)))

            // when
            let purged = try await purge.purgeOnce()

            // then
            #expect(purged == 1)
            #expect(try await test.database.count("reminder", where: "id = \(past.id)") == 0)
            #expect(try await test.database.count("reminder", where: "id = \(within.id)") == 1)
        }
    }

    @Test func purgingInvitations_readsARangeOfTheirCreationIndex() async throws {
        try await TestDatabase.with { test in
            let plan = try await test.database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + AppDatabase.purgeClosedInvitationsSQL, arguments: [0, 0])
                    .map { $0["detail"] as String }
            }
            #expect(plan == ["SEARCH listInvitation USING INDEX listInvitation_created (createdAt<?)"])
        }
    }

    @Test func aRound_purgesTheInvitationsClosedAndPastTheDailyWindow_andKeepsTheRest() async throws {
        try await TestDatabase.with { test in
            // given: a day and a minute after the fixture date, invitations of every kind
            let home = try await test.lists.create(name: "Home")
            let owner = SQLiteListMembershipRepository(database: test.database, person: TestDatabase.owner)
            let day = Sharing.invitationWindow
            for (email, made) in [("answered@example.com", 0.0), ("open@example.com", 1.0), ("recent@example.com", day)] {
                try await owner.invite(email, to: home.id, as: .viewer, at: instant(made), expiresAt: instant(made + Sharing.invitationLifetime))
            }
            let answered = try await owner.invitations(to: home.id, at: instant(day)).first { $0.email == "answered@example.com" }!
            try await owner.withdraw(answered.id, from: home.id, at: instant(2))
            let recentID = try await owner.invitations(to: home.id, at: instant(day)).first { $0.email == "recent@example.com" }!.id
            try await owner.withdraw(recentID, from: home.id, at: instant(day + 1))
            let purge = DeletedReminderPurge(database: test.database, clock: FixedCalendarClock(date: instant(day + 60)))

            // when
            _ = try await purge.purgeOnce()

            // then: the answered one made over a day ago is gone; the open one, and the one made
            // within the day (which the daily limit still counts), stay
            #expect(try await test.database.count("listInvitation") == 2)
            #expect(try await owner.invitationsSent(since: instant(1)).count == 1)
            #expect(try await owner.invitations(to: home.id, at: instant(day + 60)).map(\.email) == ["open@example.com"])
        }
    }

    @Test func running_purgesAtOnce_thenEveryInterval_untilCancelled() async throws {
        try await TestDatabase.with { test in
            // given: a reminder deleted long before the clock's time
            let home = try await test.lists.create(name: "Home")
            let first = try await test.add("First", to: home, second: 1)
            let second = try await test.add("Second", to: home, second: 2)
            try await test.reminders.delete(id: first.id, at: instant(0))
            let purge = DeletedReminderPurge(database: test.database, clock: FixedCalendarClock(date: instant(10_000)), interval: .milliseconds(20))
            let rounds = Rounds()

            // when: it runs, and another is deleted meanwhile
            let running = Task { await purge.run(report: rounds.record) }
            try await waitUntil { try await test.database.count("reminder") == 1 }
            try await test.reminders.delete(id: second.id, at: instant(0))
            try await waitUntil { try await test.database.count("reminder") == 0 }
            running.cancel()
            await running.value

            // then: each round was reported, without a failure
            let reported = rounds.results
            #expect(reported.count >= 2)
            #expect(reported.allSatisfy { (try? $0.get()) != nil })
            #expect(reported.compactMap { try? $0.get() }.reduce(0, +) == 2)
        }
    }

    @Test func aFailedRound_isReported_andTheNextOneRuns() async throws {
        try await TestDatabase.with { test in
            let purge = DeletedReminderPurge(database: test.database, clock: FixedCalendarClock(), interval: .milliseconds(20))
            let rounds = Rounds()
            try test.database.close()

            let running = Task { await purge.run(report: rounds.record) }
            try await waitUntil { rounds.results.count >= 2 }
            running.cancel()
            await running.value

            #expect(rounds.results.prefix(2).allSatisfy { (try? $0.get()) == nil })
        }
    }
}

/// The results a running purge reported, in order.
private final class Rounds: Sendable {
    private let recorded = Mutex<[Result<Int, RepositoryError>]>([])

    var results: [Result<Int, RepositoryError>] { recorded.withLock { $0 } }

    @Sendable func record(_ result: Result<Int, RepositoryError>) {
        recorded.withLock { $0.append(result) }
    }
}
