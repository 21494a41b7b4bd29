import Domain
import Entities
import Mocks
import Testing

struct UpdateReminderInteractorTests {
    private let reminders = MockReminderRepository()

    @Test func validDraft_replacesTheFieldsWithThePreparedDraft() async throws {
        reminders.update.returns(.fixture(id: 3, title: "Call mum"))
        let draft = ReminderDraft.fixture(title: " Call mum ", notes: "   ", dueDate: .fixture("2026-12-01"), priority: .high)

        let reminder = try await UpdateReminderInteractor(repository: reminders, access: .fixture()).execute(id: 3, draft, movingTo: nil)

        #expect(reminder == .fixture(id: 3, title: "Call mum"))
        let prepared = ReminderDraft.fixture(title: "Call mum", notes: nil, dueDate: .fixture("2026-12-01"), priority: .high)
        #expect(reminders.update.calls == [.init(id: 3, draft: prepared)])
    }

    @Test func aTargetList_isPassedOnWithTheDraft_inOneRepositoryCall() async throws {
        reminders.update.returns(.fixture(id: 3, listID: 2, title: "Call mum"))

        let reminder = try await UpdateReminderInteractor(repository: reminders, access: .fixture()).execute(id: 3, .fixture(title: "Call mum"), movingTo: 2)

        #expect(reminder.listID == 2)
        #expect(reminders.update.calls == [.init(id: 3, draft: .fixture(title: "Call mum"), listID: 2)])
    }

    @Test func timeWithoutDate_isInvalid_andNothingIsUpdated() async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.dueTime: .timeWithoutDate]))) {
            try await UpdateReminderInteractor(repository: reminders, access: .fixture()).execute(id: 3, .fixture(dueTime: .fixture("08:00")), movingTo: nil)
        }
        #expect(reminders.update.callCount == 0)
    }

    @Test func titleLongerThan100_isInvalid() async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.title: .tooLong(maximum: 100)]))) {
            try await UpdateReminderInteractor(repository: reminders, access: .fixture()).execute(id: 3, .fixture(title: String(repeating: "t", count: 101)), movingTo: nil)
        }
        #expect(reminders.update.callCount == 0)
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        reminders.update.fails(with: failure)

        await #expect(throws: expected) { try await UpdateReminderInteractor(repository: reminders, access: .fixture()).execute(id: 3, .fixture(), movingTo: nil) }
    }
}
