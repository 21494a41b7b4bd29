import Domain
import Entities
import Mocks
import Testing

struct CreateListInteractorTests {
    private let lists = MockReminderListRepository()

    @Test func validName_createsTheListUnderTheTrimmedName() async throws {
        lists.create.returns(.fixture(id: 3, name: "Home"))

        let list = try await CreateListInteractor(repository: lists).execute(ReminderListDraft(name: "  Home \n"))

        #expect(list == .fixture(id: 3, name: "Home"))
        #expect(lists.create.calls == ["Home"])
    }

    @Test func emptyName_isInvalid_andNothingIsCreated() async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.name: .empty]))) {
            try await CreateListInteractor(repository: lists).execute(ReminderListDraft(name: "   "))
        }
        #expect(lists.create.callCount == 0)
    }

    @Test func nameLongerThan50_isInvalid_andNothingIsCreated() async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.name: .tooLong(maximum: 50)]))) {
            try await CreateListInteractor(repository: lists).execute(ReminderListDraft(name: String(repeating: "a", count: 51)))
        }
        #expect(lists.create.callCount == 0)
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        lists.create.fails(with: failure)

        await #expect(throws: expected) {
            try await CreateListInteractor(repository: lists).execute(ReminderListDraft(name: "Home"))
        }
    }

    @Test func takenName_isADuplicateName() async {
        lists.create.fails(with: .conflict)

        await #expect(throws: DomainError.invalid(ValidationErrors([.name: .duplicate]))) {
            try await CreateListInteractor(repository: lists).execute(ReminderListDraft(name: "groceries"))
        }
        #expect(lists.create.calls == ["groceries"])
    }
}
