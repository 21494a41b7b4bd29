import Domain
import Entities
import Mocks
import Testing

struct RepositionReminderInteractorTests {
    private let lists = MockReminderListRepository()
    private let reminders = MockReminderRepository()

    private var interactor: RepositionReminderInteractor { RepositionReminderInteractor(lists: lists, reminders: reminders, access: .fixture()) }

    @Test(arguments: [ReminderPlacement.up, .down, .before(8), .after(8)])
    func inAManualList_theReminderIsRepositioned(placement: ReminderPlacement) async throws {
        reminders.reminder.returns(.fixture(id: 5, listID: 2))
        lists.list.returns(.fixture(id: 2, sortOrder: .manual))
        reminders.reposition.returns(.fixture(id: 5, listID: 2))

        let reminder = try await interactor.execute(id: 5, to: placement)

        #expect(reminder == .fixture(id: 5, listID: 2))
        #expect(reminders.reminder.calls == [5])
        #expect(lists.list.calls == [2])
        #expect(reminders.reposition.calls == [.init(id: 5, placement: placement)])
    }

    @Test(arguments: ReminderSortOrder.allCases.filter { $0 != .manual })
    func inAnyOtherOrder_theMoveIsRefused_andNothingChanges(order: ReminderSortOrder) async {
        reminders.reminder.returns(.fixture(id: 5, listID: 2))
        lists.list.returns(.fixture(id: 2, sortOrder: order))

        await #expect(throws: DomainError.invalid(ValidationErrors([.sortOrder: .needsManualOrder]))) {
            try await interactor.execute(id: 5, to: .up)
        }
        #expect(reminders.reposition.calls.isEmpty)
    }

    @Test(arguments: repositoryFailures)
    func aReminderThatCannotBeRead_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        reminders.reminder.fails(with: failure)

        await #expect(throws: expected) { try await interactor.execute(id: 5, to: .down) }
        #expect(lists.list.calls.isEmpty)
    }

    @Test func aForeignReminderToPutItNextTo_isNotFound() async {
        reminders.reminder.returns(.fixture(id: 5, listID: 2))
        lists.list.returns(.fixture(id: 2, sortOrder: .manual))
        reminders.reposition.fails(with: .notFound)

        await #expect(throws: DomainError.notFound) { try await interactor.execute(id: 5, to: .before(99)) }
    }
}
