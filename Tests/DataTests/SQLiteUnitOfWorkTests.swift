@testable import Data
import Domain
import Entities
import Foundation
import GRDB
import Mocks
import Testing

/// Units of work against a real SQLite file: everything a run writes commits together, a run
/// that throws leaves nothing behind, and another person's rows are out of reach.
struct SQLiteUnitOfWorkTests {
    private func work(_ test: TestDatabase, owner: User.ID = TestDatabase.owner) -> SQLiteUnitOfWork {
        SQLiteUnitOfWork(database: test.database, owner: owner)
    }

    @Test func aRunsWrites_commitTogether_andAnswerWhatTheWorkReturned() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Trip")
            let parent = try await test.add("Pack for the trip", to: list)

            let added = try await work(test).run { transaction throws(RepositoryError) in
                var subtask = Reminder(id: 0, listID: list.id, title: "Passport", createdAt: fixtureDate, parentID: parent.id)
                subtask = try transaction.insert(subtask)
                var done = try transaction.reminder(id: parent.id)
                done.completedAt = instant(60)
                _ = try transaction.save(done)
                return try transaction.subtasks(of: parent.id)
            }

            #expect(added.map(\.title) == ["Passport"] && added[0].parentID == parent.id)
            #expect(try await test.reminders.reminder(id: parent.id).completedAt == instant(60))
            #expect(try await test.reminders.reminder(id: added[0].id) == added[0])
        }
    }

    @Test func aRunThatThrows_leavesNothingItWrote() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Trip")
            let parent = try await test.add("Pack for the trip", to: list)

            await #expect(throws: RepositoryError.notFound) {
                try await work(test).run { transaction throws(RepositoryError) in
                    var done = try transaction.reminder(id: parent.id)
                    done.completedAt = instant(60)
                    _ = try transaction.save(done)
                    _ = try transaction.insert(Reminder(id: 0, listID: list.id + 99, title: "Nowhere", createdAt: fixtureDate))
                }
            }

            #expect(try await test.reminders.reminder(id: parent.id).completedAt == nil)
            #expect(try await test.database.count("reminder") == 1)
        }
    }

    @Test func everyField_isStoredAndReadBack_tagsRepeatAndParentIncluded() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            let parent = try await test.add("Plants", to: list)
            let rule = RepeatRule(.monthly(day: 31), every: 2, end: .onDate(.fixture("2027-12-31")))
            let reminder = Reminder(
                id: 0, listID: list.id, title: "Water the fern", notes: "Bathroom", due: DueDate(date: .fixture("2026-12-31"), time: .fixture("08:30")),
                priority: .high, isFlagged: true, createdAt: instant(5), parentID: parent.id,
                repetition: Repetition(rule: rule, firstDate: .fixture("2026-10-31"), completedCount: 1),
                tags: [Tag("Home")!, Tag("plants")!]
            )

            let stored = try await work(test).run { transaction throws(RepositoryError) in try transaction.insert(reminder) }

            let expected = Reminder(
                id: stored.id, listID: list.id, title: reminder.title, notes: reminder.notes, due: reminder.due, priority: .high,
                isFlagged: true, createdAt: instant(5), parentID: parent.id, repetition: reminder.repetition, tags: reminder.tags,
                uid: stored.uid
            )
            #expect(stored.uid != nil && stored.uid != parent.uid)
            #expect(stored == expected)
            #expect(try await test.reminders.reminder(id: stored.id) == expected)
            let page = try await test.reminders.listPage(list.id, includeCompleted: false, page: PageRequest())
            #expect(page.subtasks[parent.id] == [expected])
            let tagRows = try await test.database.read { db in
                try String.fetchAll(db, sql: "SELECT tagKey FROM reminderTag WHERE reminderID = ? ORDER BY tagKey", arguments: [stored.id])
            }
            #expect(tagRows == ["home", "plants"])
        }
    }

    @Test func savingOtherTags_rewritesTheTagRows() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            let added = try await test.reminders.add(.fixture(title: "Call mum #family #weekend"), toList: list.id, createdAt: fixtureDate)
            #expect(added.tags.isEmpty, "the repository stores the draft as validated; the title's tags are the rules' business")

            var tagged = added
            tagged.tags = [Tag("Family")!]
            _ = try await work(test).run { [tagged] transaction throws(RepositoryError) in try transaction.save(tagged) }

            let keys = try await test.database.read { db in try String.fetchAll(db, sql: "SELECT tagKey FROM reminderTag") }
            #expect(keys == ["family"])
            #expect(try await test.reminders.reminder(id: added.id).tags.map(\.name) == ["Family"])
        }
    }

    @Test func aListsDetails_areUpdatedWithTheRunsOtherWrites() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Trip")

            let updated = try await work(test).run { transaction throws(RepositoryError) in
                _ = try transaction.insert(Reminder(id: 0, listID: list.id, title: "Passport", createdAt: fixtureDate))
                return try transaction.updateList(id: list.id, with: ReminderListDraft(name: "Trip", color: .teal, icon: .calendar))
            }

            #expect(updated == ReminderList(id: list.id, name: "Trip", createdAt: list.createdAt, color: .teal, icon: .calendar))
            #expect(try await test.lists.summaries() == [ReminderListSummary(list: updated, openCount: 1)])
        }
    }

    @Test func anotherPersonsRows_areNotFound() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Mine")
            let reminder = try await test.add("Mine", to: list)
            let eve = try await test.addUser("eve@example.com")
            let evesWork = work(test, owner: eve.id)

            await #expect(throws: RepositoryError.notFound) { try await evesWork.run { transaction throws(RepositoryError) in try transaction.reminder(id: reminder.id) } }
            await #expect(throws: RepositoryError.notFound) { try await evesWork.run { transaction throws(RepositoryError) in try transaction.list(id: list.id) } }
            await #expect(throws: RepositoryError.notFound) { try await evesWork.run { transaction throws(RepositoryError) in try transaction.save(reminder) } }
            await #expect(throws: RepositoryError.notFound) { try await evesWork.run { transaction throws(RepositoryError) in try transaction.insert(reminder) } }
            await #expect(throws: RepositoryError.notFound) {
                try await evesWork.run { transaction throws(RepositoryError) in try transaction.updateList(id: list.id, with: ReminderListDraft(name: "Eve's", color: .red)) }
            }
            #expect(try await test.lists.list(id: list.id) == list)
            #expect(try await evesWork.run { transaction throws(RepositoryError) in try transaction.subtasks(of: reminder.id) }.isEmpty)
        }
    }

    @Test func aNewPassword_andTheEndOfTheOtherSessions_commitTogether() async throws {
        try await TestDatabase.with { test in
            let owner = User.fixture(id: TestDatabase.owner)
            for token in ["this-one", "phone", "laptop"] { try await test.sessions.create(.fixture(token: token, user: owner)) }

            let ended = try await work(test).run { transaction throws(RepositoryError) in
                try transaction.setPasswordHash("$fake$v=1$new")
                return try transaction.endSessions(except: "this-one")
            }

            #expect(ended == 2)
            #expect(try await test.users.credentials(id: owner.id).passwordHash == "$fake$v=1$new")
            #expect(try await test.sessions.session(token: "this-one") != nil)
            #expect(try await test.sessions.session(token: "phone") == nil)
        }
    }
}
