import Domain
import Entities
import Foundation
import Mocks
import Testing

struct SetReminderCompletedInteractorTests {
    private let clock = FixedCalendarClock(date: Date(timeIntervalSince1970: 1_795_310_000))
    private let list = ReminderList.fixture(id: 1)

    private func interactor(_ store: InMemoryUnitOfWork) -> SetReminderCompletedInteractor {
        SetReminderCompletedInteractor(unitOfWork: store, access: .fixture(), clock: clock)
    }

    @Test func completing_stampsTheClocksTime() async throws {
        let store = InMemoryUnitOfWork(lists: [list], reminders: [.fixture(id: 5)])

        let reminder = try await interactor(store).execute(id: 5, isCompleted: true).reminder

        #expect(reminder == .fixture(id: 5, completedAt: clock.date))
        #expect(store.contents.reminders == [5: .fixture(id: 5, completedAt: clock.date)])
    }

    @Test func reopening_clearsTheCompletionDate_ofTheReminderAlone() async throws {
        let store = InMemoryUnitOfWork(lists: [list], reminders: [
            .fixture(id: 5, completedAt: fixtureDate), .fixture(id: 6, completedAt: fixtureDate, parentID: 5),
        ])

        let reminder = try await interactor(store).execute(id: 5, isCompleted: false).reminder

        #expect(reminder == .fixture(id: 5))
        #expect(store.reminder(6)?.completedAt == fixtureDate)
    }

    @Test func completingTwice_changesNothing_theSecondTime() async throws {
        let store = InMemoryUnitOfWork(lists: [list], reminders: [.fixture(id: 5, completedAt: fixtureDate)])

        let reminder = try await interactor(store).execute(id: 5, isCompleted: true).reminder

        #expect(reminder.completedAt == fixtureDate)
        #expect(store.commits == 1 && store.contents.reminders.count == 1)
    }

    @Test func completingAParent_completesItsOpenSubtasks_andLeavesTheDoneOnesAsTheyWere() async throws {
        let earlier = Date(timeIntervalSince1970: 1_795_000_000)
        let store = InMemoryUnitOfWork(lists: [list], reminders: [
            .fixture(id: 1, title: "Pack for the trip"),
            .fixture(id: 2, title: "Passport", parentID: 1),
            .fixture(id: 3, title: "Charger", completedAt: earlier, parentID: 1),
            .fixture(id: 4, title: "Other"),
        ])

        _ = try await interactor(store).execute(id: 1, isCompleted: true)

        #expect(store.reminder(1)?.completedAt == clock.date)
        #expect(store.reminder(2)?.completedAt == clock.date)
        #expect(store.reminder(3)?.completedAt == earlier)
        #expect(store.reminder(4)?.completedAt == nil)
    }

    @Test func aFailingSubtaskWrite_undoesTheParentsCompletionToo() async {
        let store = InMemoryUnitOfWork(lists: [list], reminders: [
            .fixture(id: 1, title: "Pack for the trip"), .fixture(id: 2, title: "Passport", parentID: 1),
        ])
        store.failingWrite = 2

        await #expect(throws: DomainError.unavailable("write 2 failed")) { try await interactor(store).execute(id: 1, isCompleted: true) }

        #expect(store.reminder(1)?.completedAt == nil)
        #expect(store.reminder(2)?.completedAt == nil)
    }

    @Test func completingARepeatingReminder_movesItToTheNextOccurrence_andRecordsTheOneDone() async throws {
        let rule = RepeatRule(.daily, every: 3)
        let due = DueDate(date: .fixture("2026-11-21"), time: .fixture("09:00"))
        let watering = Reminder.fixture(id: 5, title: "Water the plants", due: due, repetition: Repetition(rule: rule, firstDate: due.date))
        let store = InMemoryUnitOfWork(lists: [list], reminders: [watering])

        let completion = try await interactor(store).execute(id: 5, isCompleted: true)

        let next = DueDate(date: .fixture("2026-11-24"), time: .fixture("09:00"))
        #expect(completion.reminder == .fixture(
            id: 5, title: "Water the plants", due: next, repetition: Repetition(rule: rule, firstDate: due.date, completedCount: 1)
        ))
        #expect(store.contents.reminders[6] == .fixture(id: 6, title: "Water the plants", due: due, completedAt: clock.date))
        // The record as stored, with its id, for an Undo to name.
        #expect(completion.record == store.contents.reminders[6])
    }

    @Test func completingTheLastOccurrence_completesTheReminder() async throws {
        let rule = RepeatRule(.weekly(on: [.monday]), end: .afterOccurrences(2))
        let due = DueDate(date: .fixture("2026-11-30"))
        let store = InMemoryUnitOfWork(lists: [list], reminders: [
            .fixture(id: 5, due: due, repetition: Repetition(rule: rule, firstDate: .fixture("2026-11-23"), completedCount: 1)),
        ])

        let reminder = try await interactor(store).execute(id: 5, isCompleted: true).reminder

        #expect(reminder.completedAt == clock.date && reminder.due == due)
        #expect(store.contents.reminders.count == 1)
    }

    @Test func anotherPersonsOrMissingReminder_isNotFound() async {
        let store = InMemoryUnitOfWork(lists: [list])
        await #expect(throws: DomainError.notFound) { try await interactor(store).execute(id: 5, isCompleted: true) }
    }
}

extension SetReminderCompletedInteractorTests {
    @Test func reopeningASubtask_reopensItsCompletedParent_only() async throws {
        let store = InMemoryUnitOfWork(lists: [list], reminders: [
            .fixture(id: 1, completedAt: fixtureDate),
            .fixture(id: 2, completedAt: fixtureDate, parentID: 1),
            .fixture(id: 3, completedAt: fixtureDate, parentID: 1),
        ])

        let reminder = try await interactor(store).execute(id: 2, isCompleted: false).reminder

        #expect(reminder == .fixture(id: 2, parentID: 1))
        #expect(store.contents.reminders == [
            1: .fixture(id: 1), 2: .fixture(id: 2, parentID: 1), 3: .fixture(id: 3, completedAt: fixtureDate, parentID: 1),
        ])
    }

    @Test func reopeningASubtask_ofAnOpenParent_leavesTheParentAsItIs() async throws {
        let store = InMemoryUnitOfWork(lists: [list], reminders: [.fixture(id: 1), .fixture(id: 2, completedAt: fixtureDate, parentID: 1)])

        _ = try await interactor(store).execute(id: 2, isCompleted: false)

        #expect(store.contents.reminders == [1: .fixture(id: 1), 2: .fixture(id: 2, parentID: 1)])
    }
}
