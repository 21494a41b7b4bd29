import Domain
import Entities
import Mocks
@testable import Presentation
import Testing

extension ListsOverviewViewModel.State {
    static func fixture(
        lists: [ListRow] = [], tags: [TagRow] = [], newListName: String = "", nameError: String? = nil, invitationsNotice: String? = nil,
        outcome: Outcome = .none
    ) -> Self {
        Self(
            title: "Lists", lists: lists, tags: tags, emptyTitle: "No lists yet", emptyMessage: "Create your first list below.",
            newListName: newListName, nameError: nameError, invitationsNotice: invitationsNotice, outcome: outcome
        )
    }
}

struct ListsOverviewViewModelTests {
    let loadedRows = [
        ListRow(id: 1, name: "Groceries", openCountText: "3 open"),
        ListRow(id: 2, name: "Work", openCountText: "1 open"),
        ListRow(id: 3, name: "Home", openCountText: "None open", look: ListLook(color: .red, icon: .home)),
    ]
    let summaries = Lists.summaries + [.fixture(list: .fixture(id: 3, name: "Home", color: .red, icon: .home), openCount: 0)]

    @Test func onAppear_showsEveryListWithItsOpenCountColourAndIcon() async {
        let viewModel = ListsOverviewViewModel(
            person: .fixture(),
            useCases: DIContainer.mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: summaries), fetchTagCounts: MockFetchTagCountsUseCase(returning: [])), strings: strings)

        await viewModel.send(.onAppear)

        #expect(viewModel.state == .fixture(lists: loadedRows))
        #expect(!viewModel.state.isEmpty)
    }

    @Test func invitationsWaitingForThePersonsAddress_areAnnouncedWithTheirCount() async {
        let waiting = MockFetchInvitationsUseCase()
        waiting.stub.returns([
            ReceivedInvitation(id: 3, listID: 5, listName: "Errands", inviterName: "Sam", role: .editor, expiresAt: fixtureDate),
            ReceivedInvitation(id: 4, listID: 6, listName: "Books", inviterName: "Kim", role: .viewer, expiresAt: fixtureDate),
        ])
        let viewModel = ListsOverviewViewModel(
            person: .fixture(id: 7, email: "ada@example.com"),
            useCases: DIContainer.mock(
                fetchListSummaries: MockFetchListSummariesUseCase(returning: summaries), fetchTagCounts: MockFetchTagCountsUseCase(returning: []),
                fetchInvitations: waiting
            ), strings: strings
        )

        await viewModel.send(.onAppear)

        #expect(viewModel.state == .fixture(lists: loadedRows, invitationsNotice: "2 invitations wait for you"))
        #expect(waiting.stub.calls == [7])
    }

    @Test func onAppear_showsEveryTagOpenRemindersCarry_withItsCount() async {
        let tags = MockFetchTagCountsUseCase(returning: [
            TagCount(tag: Entities.Tag("Errands")!, openCount: 1), TagCount(tag: Entities.Tag("home")!, openCount: 12),
        ])
        let viewModel = ListsOverviewViewModel(
            person: .fixture(),
            useCases: DIContainer.mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: summaries), fetchTagCounts: tags),
            strings: strings)

        await viewModel.send(.onAppear)

        #expect(viewModel.state == .fixture(lists: loadedRows, tags: [
            TagRow(name: "Errands", openCountText: "1 open"), TagRow(name: "home", openCountText: "12 open"),
        ]))
    }

    @Test func onAppear_whenTheTagsCannotBeRead_fails() async {
        let viewModel = ListsOverviewViewModel(
            person: .fixture(),
            useCases: DIContainer.mock(
                fetchListSummaries: MockFetchListSummariesUseCase(returning: summaries),
                fetchTagCounts: MockFetchTagCountsUseCase(failing: .unavailable("disk"))),
            strings: strings)

        await viewModel.send(.onAppear)

        #expect(viewModel.state == .fixture(lists: loadedRows, outcome: .failed(unavailableMessage, cause: "disk")))
    }

    @Test func onAppear_withoutLists_isEmpty() async {
        let viewModel = ListsOverviewViewModel(
            person: .fixture(),
            useCases: DIContainer.mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: []), fetchTagCounts: MockFetchTagCountsUseCase(returning: [])), strings: strings)

        await viewModel.send(.onAppear)

        #expect(viewModel.state == .fixture())
        #expect(viewModel.state.isEmpty)
    }

    @Test func onAppear_whenStorageFails_showsTheErrorMessage() async {
        let viewModel = ListsOverviewViewModel(
            person: .fixture(),
            useCases: DIContainer.mock(fetchListSummaries: MockFetchListSummariesUseCase(failing: .unavailable("disk"))),
            strings: strings)

        await viewModel.send(.onAppear)

        #expect(viewModel.state == .fixture(outcome: .failed(unavailableMessage, cause: "disk")))
    }

    @Test func createListTapped_createsTheListAndRedirectsToIt() async {
        let create = MockCreateListUseCase(returning: .fixture(id: 7, name: "Books"))
        let viewModel = ListsOverviewViewModel(person: .fixture(), useCases: DIContainer.mock(createList: create), strings: strings)

        await viewModel.send(.createListTapped(name: " Books "))

        #expect(viewModel.state == .fixture(newListName: " Books ", outcome: .redirect(.list(7, page: 1, showCompleted: false), flash: FlashText(.listCreated, .text("Books")))))
        #expect(create.stub.calls == [ReminderListDraft(name: " Books ")])
    }

    @Test func createListTapped_withATakenName_showsTheListsAndTheMessage() async {
        let viewModel = ListsOverviewViewModel(
            person: .fixture(),
            useCases: DIContainer.mock(
                fetchListSummaries: MockFetchListSummariesUseCase(returning: summaries),
                createList: MockCreateListUseCase(failing: .invalid(ValidationErrors([.name: .duplicate]))), fetchTagCounts: MockFetchTagCountsUseCase(returning: [])),
            strings: strings)

        await viewModel.send(.createListTapped(name: "groceries"))

        #expect(viewModel.state == .fixture(
            lists: loadedRows, newListName: "groceries", nameError: "Another list already has this name", outcome: .invalid))
    }

    @Test func createListTapped_withAnEmptyName_asksForOne() async {
        let viewModel = ListsOverviewViewModel(
            person: .fixture(),
            useCases: DIContainer.mock(
                fetchListSummaries: MockFetchListSummariesUseCase(returning: []),
                createList: MockCreateListUseCase(failing: .invalid(ValidationErrors([.name: .empty]))), fetchTagCounts: MockFetchTagCountsUseCase(returning: [])),
            strings: strings)

        await viewModel.send(.createListTapped(name: "  "))

        #expect(viewModel.state == .fixture(newListName: "  ", nameError: "Enter a name", outcome: .invalid))
    }

    @Test func createListTapped_withATooLongName_saysTheMaximum() async {
        let viewModel = ListsOverviewViewModel(
            person: .fixture(),
            useCases: DIContainer.mock(
                fetchListSummaries: MockFetchListSummariesUseCase(returning: []),
                createList: MockCreateListUseCase(failing: .invalid(ValidationErrors([.name: .tooLong(maximum: 50)]))), fetchTagCounts: MockFetchTagCountsUseCase(returning: [])),
            strings: strings)

        await viewModel.send(.createListTapped(name: "x"))

        #expect(viewModel.state == .fixture(
            newListName: "x", nameError: "Use at most 50 characters for the name", outcome: .invalid))
    }

    @Test func createListTapped_invalidWhileTheListsCannotBeRead_fails() async {
        let viewModel = ListsOverviewViewModel(
            person: .fixture(),
            useCases: DIContainer.mock(
                fetchListSummaries: MockFetchListSummariesUseCase(failing: .unavailable("disk")),
                createList: MockCreateListUseCase(failing: .invalid(ValidationErrors([.name: .empty])))),
            strings: strings)

        await viewModel.send(.createListTapped(name: ""))

        #expect(viewModel.state == .fixture(nameError: "Enter a name", outcome: .failed(unavailableMessage, cause: "disk")))
    }

    @Test func createListTapped_whenStorageFails_fails() async {
        let viewModel = ListsOverviewViewModel(
            person: .fixture(),
            useCases: DIContainer.mock(createList: MockCreateListUseCase(failing: .unavailable("disk"))), strings: strings)

        await viewModel.send(.createListTapped(name: "Books"))

        #expect(viewModel.state == .fixture(newListName: "Books", outcome: .failed(unavailableMessage, cause: "disk")))
    }

    @Test func createListTapped_notFound_isNotFound() async {
        let viewModel = ListsOverviewViewModel(
            person: .fixture(),
            useCases: DIContainer.mock(createList: MockCreateListUseCase(failing: .notFound)), strings: strings)

        await viewModel.send(.createListTapped(name: "Books"))

        #expect(viewModel.state == .fixture(newListName: "Books", outcome: .notFound))
    }
}
