import Domain
import Entities
import Mocks
import Testing

struct UpdateListInteractorTests {
    private let lists = MockReminderListRepository()

    @Test func validDetails_areStored_withTheNameTrimmed() async throws {
        lists.update.returns(.fixture(id: 4, name: "Work", color: .indigo, icon: .work))

        let list = try await UpdateListInteractor(repository: lists, access: .fixture())
            .execute(id: 4, ReminderListDraft(name: "\tWork  ", color: .indigo, icon: .work))

        #expect(list == .fixture(id: 4, name: "Work", color: .indigo, icon: .work))
        #expect(lists.update.calls == [.init(id: 4, draft: ReminderListDraft(name: "Work", color: .indigo, icon: .work))])
    }

    @Test func emptyName_isInvalid_andNothingIsStored() async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.name: .empty]))) {
            try await UpdateListInteractor(repository: lists, access: .fixture()).execute(id: 4, ReminderListDraft(name: "\n"))
        }
        #expect(lists.update.callCount == 0)
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        lists.update.fails(with: failure)

        await #expect(throws: expected) {
            try await UpdateListInteractor(repository: lists, access: .fixture()).execute(id: 4, ReminderListDraft(name: "Work"))
        }
        #expect(lists.update.calls == [.init(id: 4, draft: ReminderListDraft(name: "Work"))])
    }
}
