import Domain
import Entities
import Mocks
import Testing

struct RenameListInteractorTests {
    private let lists = MockReminderListRepository()

    @Test func validName_renamesTheListToTheTrimmedName() async throws {
        lists.rename.returns(.fixture(id: 4, name: "Work"))

        let list = try await RenameListInteractor(repository: lists, access: .fixture()).execute(id: 4, ReminderListDraft(name: "\tWork  "))

        #expect(list == .fixture(id: 4, name: "Work"))
        #expect(lists.rename.calls == [.init(id: 4, name: "Work")])
    }

    @Test func emptyName_isInvalid_andNothingIsRenamed() async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.name: .empty]))) {
            try await RenameListInteractor(repository: lists, access: .fixture()).execute(id: 4, ReminderListDraft(name: "\n"))
        }
        #expect(lists.rename.callCount == 0)
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        lists.rename.fails(with: failure)

        await #expect(throws: expected) {
            try await RenameListInteractor(repository: lists, access: .fixture()).execute(id: 4, ReminderListDraft(name: "Work"))
        }
        #expect(lists.rename.calls == [.init(id: 4, name: "Work")])
    }
}
