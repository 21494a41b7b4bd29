import Domain
import Entities
import Foundation
import Mocks
import Testing

/// Undo after completing a repeating reminder: back as it was, the occurrence recorded gone, and
/// only while neither changed since.
struct UndoCompletionInteractorTests {
    private let clock = FixedCalendarClock(date: Date(timeIntervalSince1970: 1_795_310_000))
    private let list = ReminderList.fixture(id: 1)
    /// "Pay rent", weekly on Mondays at 09:00, due 2026-11-23, with an alert.
    private let rent = Reminder.fixture(
        id: 5, title: "Pay rent", due: DueDate(date: .fixture("2026-11-23"), time: .fixture("09:00")),
        repetition: Repetition(rule: RepeatRule(.weekly(on: [.monday])), firstDate: .fixture("2026-11-23")), alert: .default
    ) { $0.uid = ReminderUID("rent-series") }

    private func undo(_ store: InMemoryUnitOfWork) -> UndoCompletionInteractor {
        UndoCompletionInteractor(unitOfWork: store, access: .fixture())
    }

    /// Completes reminder 5 in `store`; answers the occurrence recorded.
    private func complete(_ store: InMemoryUnitOfWork) async throws -> Reminder {
        let completion = try await SetReminderCompletedInteractor(unitOfWork: store, access: .fixture(), clock: clock).execute(id: 5, isCompleted: true)
        return try #require(completion.record)
    }

    @Test func undo_putsTheReminderBackAsItWas_andTakesTheOccurrenceRecordedAway() async throws {
        let store = InMemoryUnitOfWork(lists: [list], reminders: [rent])
        let before = store.contents
        let record = try await complete(store)
        #expect(store.reminder(5)?.due?.date == .fixture("2026-11-30"))

        let answer = try await undo(store).execute(id: 5, occurrence: record.id)

        #expect(answer == .undone(rent))
        #expect(store.contents == before)
    }

    @Test func undo_afterTheReminderWasEditedSince_changesNothing_andSaysSo() async throws {
        let store = InMemoryUnitOfWork(lists: [list], reminders: [rent])
        let record = try await complete(store)
        try await store.run { transaction throws(RepositoryError) in
            var edited = try transaction.reminder(id: 5)
            edited.title = "Pay the rent"
            _ = try transaction.save(edited)
        }
        let edited = store.contents

        let answer = try await undo(store).execute(id: 5, occurrence: record.id)

        #expect(answer == .changedSince(try #require(edited.reminders[5])))
        #expect(store.contents.reminders == edited.reminders)
    }

    @Test func undo_ofAnEarlierCompletion_afterTheReminderWasCompletedAgain_changesNothing() async throws {
        let store = InMemoryUnitOfWork(lists: [list], reminders: [rent])
        let first = try await complete(store)
        _ = try await complete(store)
        let twice = store.contents

        let answer = try await undo(store).execute(id: 5, occurrence: first.id)

        #expect(answer == .changedSince(try #require(twice.reminders[5])))
        #expect(store.contents.reminders == twice.reminders)
    }

    @Test func undo_namingAReminderOrAnOccurrenceNotStored_isNotFound_andChangesNothing() async throws {
        let store = InMemoryUnitOfWork(lists: [list], reminders: [rent])
        let record = try await complete(store)
        let completed = store.contents

        await #expect(throws: DomainError.notFound) { try await undo(store).execute(id: 5, occurrence: 99) }
        await #expect(throws: DomainError.notFound) { try await undo(store).execute(id: 99, occurrence: record.id) }

        #expect(store.contents == completed)
    }

    @Test func aFailingWrite_leavesTheOccurrenceRecorded() async throws {
        let store = InMemoryUnitOfWork(lists: [list], reminders: [rent])
        let record = try await complete(store)
        let completed = store.contents
        // The completion wrote twice (the record, the reminder); the undo's removal is the third write, its save the fourth.
        store.failingWrite = 4

        await #expect(throws: DomainError.unavailable("write 4 failed")) { try await undo(store).execute(id: 5, occurrence: record.id) }

        #expect(store.contents == completed)
    }
}
