import Domain
import Entities
import Foundation
import Mocks
import Testing

struct AddReminderInteractorTests {
    private let reminders = MockReminderRepository()
    private let clock = FixedCalendarClock(date: Date(timeIntervalSince1970: 1_795_300_000))

    private var interactor: AddReminderInteractor { AddReminderInteractor(repository: reminders, access: .fixture(), clock: clock) }

    @Test func validDraft_isAddedTrimmed_andStampedWithTheClocksTime() async throws {
        // given
        reminders.add.returns(.fixture(id: 8))
        let draft = ReminderDraft.fixture(
            title: "  Buy milk \n", notes: "  semi-skimmed ", dueDate: .fixture("2026-11-22"), dueTime: .fixture("09:30"),
            priority: .medium
        )

        // when
        let reminder = try await interactor.execute(draft, listID: 2)

        // then
        #expect(reminder == .fixture(id: 8))
        let prepared = ReminderDraft.fixture(
            title: "Buy milk", notes: "semi-skimmed", dueDate: .fixture("2026-11-22"), dueTime: .fixture("09:30"), priority: .medium
        )
        #expect(reminders.add.calls == [.init(draft: prepared, listID: 2, createdAt: clock.date)])
    }

    @Test func whitespaceNotes_areStoredAsNone() async throws {
        reminders.add.returns(.fixture())

        _ = try await interactor.execute(.fixture(notes: " \n "), listID: 1)

        #expect(reminders.add.calls.map(\.draft) == [.fixture(notes: nil)])
    }

    @Test func titleShorterThan3_isInvalid_andNothingIsAdded() async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.title: .tooShort(minimum: 3)]))) {
            try await interactor.execute(.fixture(title: " ab "), listID: 1)
        }
        #expect(reminders.add.callCount == 0)
    }

    @Test func everyBrokenRule_isReportedAtOnce() async {
        let draft = ReminderDraft.fixture(title: "", notes: String(repeating: "x", count: 2001), dueTime: .fixture("10:00"))

        await #expect(throws: DomainError.invalid(ValidationErrors([
            .title: .empty, .notes: .tooLong(maximum: 2000), .dueTime: .timeWithoutDate,
        ]))) {
            try await interactor.execute(draft, listID: 1)
        }
        #expect(reminders.add.callCount == 0)
    }

    @Test func missingList_isNotFound() async {
        reminders.add.fails(with: .notFound)

        await #expect(throws: DomainError.notFound) { try await interactor.execute(.fixture(), listID: 99) }
        #expect(reminders.add.calls.map(\.listID) == [99])
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        reminders.add.fails(with: failure)

        await #expect(throws: expected) { try await interactor.execute(.fixture(), listID: 1) }
    }
}
