import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

/// Apart from its parent (a smart list, search), a subtask says whose it is.
struct SubtaskParentTitleTests {
    private let reminders: [Reminder] = [
        .fixture(id: 6, title: "Passport", isFlagged: true, parentID: 5),
        .fixture(id: 2, title: "Pay rent", isFlagged: true),
    ]

    @Test func aSmartList_showsASubtaskWithItsParentsTitle() async {
        let titles = MockFetchParentTitlesUseCase(returning: [5: "Pack for the trip"])
        let container = DIContainer.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: Lists.summaries),
            fetchSmartList: MockFetchSmartListUseCase(returning: .fixture(reminders)), fetchParentTitles: titles
        )
        let viewModel = SmartListViewModel(useCases: container, strings: strings)

        await viewModel.send(.onAppear(.flagged, page: 1))

        #expect(viewModel.state == .fixture(.flagged, sections: [
            ReminderSection(heading: nil, rows: [
                row(id: 6, listName: "Groceries", title: "Passport", isFlagged: true, parentText: "Subtask of “Pack for the trip”", takesSubtasks: false),
                row(id: 2, listName: "Groceries", title: "Pay rent", isFlagged: true),
            ]),
        ], pagination: .single(2), canAdd: true))
        #expect(titles.stub.calls == [reminders])
    }

    @Test func search_showsASubtaskWithItsParentsTitle() async {
        let titles = MockFetchParentTitlesUseCase(returning: [5: "Pack for the trip"])
        let container = DIContainer.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: Lists.summaries),
            searchReminders: MockSearchRemindersUseCase(returning: .fixture(reminders)), fetchParentTitles: titles
        )
        let viewModel = SearchViewModel(useCases: container, strings: strings)

        await viewModel.send(.onAppear(query: "pa", page: 1))

        #expect(viewModel.state == .fixture(
            query: "pa", hasSearched: true, rows: [
                row(id: 6, listName: "Groceries", title: "Passport", isFlagged: true, parentText: "Subtask of “Pack for the trip”", takesSubtasks: false),
                row(id: 2, listName: "Groceries", title: "Pay rent", isFlagged: true),
            ], pagination: .single(2), resultCountText: "2 results for “pa”", emptyMessage: "Nothing matches “pa”."
        ))
    }

    @Test func whenTheTitlesCannotBeRead_thePageFails() async {
        let container = DIContainer.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: Lists.summaries),
            fetchSmartList: MockFetchSmartListUseCase(returning: .fixture(reminders)),
            fetchParentTitles: MockFetchParentTitlesUseCase(failing: .unavailable("disk"))
        )
        let viewModel = SmartListViewModel(useCases: container, strings: strings)

        await viewModel.send(.onAppear(.flagged, page: 1))

        #expect(viewModel.state.outcome == .failed(unavailableMessage, cause: "disk"))
    }
}

extension SubtaskParentTitleTests {
    @Test func aTagsPage_showsASubtaskWithItsParentsTitle() async {
        let errands = Entities.Tag("errands")!
        let subtask = Reminder.fixture(id: 6, title: "Buy stamps", parentID: 5, tags: [errands])
        let titles = MockFetchParentTitlesUseCase(returning: [5: "Post the letters"])
        let container = DIContainer.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: Lists.summaries),
            fetchParentTitles: titles, fetchTaggedReminders: MockFetchTaggedRemindersUseCase(returning: .fixture([subtask]))
        )
        let viewModel = TagViewModel(useCases: container, strings: strings)

        await viewModel.send(.onAppear(tag: "errands", page: 1))

        var expected = row(id: 6, listName: "Groceries", title: "Buy stamps", parentText: "Subtask of “Post the letters”", takesSubtasks: false)
        expected.tags = ["errands"]
        #expect(viewModel.state == .fixture(rows: [expected], pagination: .single(1)))
        #expect(titles.stub.calls == [[subtask]])
    }
}
