import Domain
import Entities
import Foundation
import Mocks
import Testing

struct AddSubtaskInteractorTests {
    private let clock = FixedCalendarClock(date: Date(timeIntervalSince1970: 1_795_310_000))
    private let list = ReminderList.fixture(id: 3)

    private func interactor(_ store: InMemoryUnitOfWork) -> AddSubtaskInteractor {
        AddSubtaskInteractor(unitOfWork: store, access: .fixture(), clock: clock)
    }

    @Test func aSubtask_goesUnderItsParent_inItsList_stampedWithTheClocksTime() async throws {
        let store = InMemoryUnitOfWork(lists: [list], reminders: [.fixture(id: 5, listID: 3, title: "Pack for the trip")])

        let subtask = try await interactor(store).execute(.fixture(title: "  Passport  "), parentID: 5)

        let expected = Reminder.fixture(id: subtask.id, listID: 3, title: "Passport", createdAt: clock.date, parentID: 5)
        #expect(subtask == expected)
        #expect(store.contents.reminders == [5: .fixture(id: 5, listID: 3, title: "Pack for the trip"), subtask.id: expected])
    }

    @Test func aCompletedParent_isReopened_withItsNewSubtask() async throws {
        let store = InMemoryUnitOfWork(lists: [list], reminders: [.fixture(id: 5, listID: 3, completedAt: fixtureDate)])

        let subtask = try await interactor(store).execute(.fixture(title: "Passport"), parentID: 5)

        #expect(store.reminder(5) == .fixture(id: 5, listID: 3))
        #expect(store.reminder(subtask.id)?.parentID == 5)
        #expect(store.commits == 1)
    }

    @Test func aSubtaskOfASubtask_isRefused_andNothingIsStored() async throws {
        let reminders: [Reminder] = [.fixture(id: 5, listID: 3), .fixture(id: 6, listID: 3, parentID: 5)]
        let store = InMemoryUnitOfWork(lists: [list], reminders: reminders)

        await #expect(throws: DomainError.invalid(ValidationErrors([.parent: .nestedSubtask]))) {
            try await interactor(store).execute(.fixture(title: "Socks"), parentID: 6)
        }

        #expect(store.contents.reminders == Dictionary(uniqueKeysWithValues: reminders.map { ($0.id, $0) }))
    }

    @Test func aBrokenRule_isRefused_beforeAnythingIsRead() async throws {
        let store = InMemoryUnitOfWork(lists: [list], reminders: [.fixture(id: 5, listID: 3)])

        await #expect(throws: DomainError.invalid(ValidationErrors([.title: .tooShort(minimum: 3)]))) {
            try await interactor(store).execute(.fixture(title: "ab"), parentID: 5)
        }

        #expect(store.commits == 0)
    }

    @Test func aParentThatIsNotThePersons_isNotFound() async throws {
        let store = InMemoryUnitOfWork(lists: [list])

        await #expect(throws: DomainError.notFound) { try await interactor(store).execute(.fixture(title: "Passport"), parentID: 99) }

        #expect(store.contents.reminders.isEmpty)
    }

    @Test func aFailedWrite_leavesTheParentAsItWas() async throws {
        let store = InMemoryUnitOfWork(lists: [list], reminders: [.fixture(id: 5, listID: 3, completedAt: fixtureDate)])
        store.failingWrite = 2

        await #expect(throws: DomainError.unavailable("write 2 failed")) {
            try await interactor(store).execute(.fixture(title: "Passport"), parentID: 5)
        }

        #expect(store.contents.reminders == [5: .fixture(id: 5, listID: 3, completedAt: fixtureDate)])
    }
}

extension AddSubtaskInteractorTests {
    @Test func aSubtask_keepsTheAlertItsDraftAsksFor() async throws {
        let store = InMemoryUnitOfWork(lists: [list], reminders: [.fixture(id: 5, listID: 3, title: "Pack for the trip")])
        let alert = try #require(ReminderAlert(minutesBefore: 30))

        let subtask = try await interactor(store).execute(.fixture(title: "Passport", dueDate: .fixture("2026-12-01"), alert: alert), parentID: 5)

        #expect(subtask.alert == alert)
        #expect(store.reminder(subtask.id)?.alert == alert)
    }
}
