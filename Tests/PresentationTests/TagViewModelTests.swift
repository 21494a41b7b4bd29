import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

extension TagViewModel.State {
    /// The page of tag `tag`, in English.
    static func fixture(tag: String = "errands", rows: [ReminderRow] = [], pagination: Pagination = .empty, outcome: Outcome = .none) -> Self {
        Self(
            tag: tag, title: "#\(tag)", rows: rows, pagination: pagination, emptyTitle: "All done",
            emptyMessage: "Every reminder with this tag is completed.", outcome: outcome
        )
    }
}

struct TagViewModelTests {
    static let errands = Entities.Tag("errands")!
    static let reminders: [Reminder] = [
        .fixture(id: 1, listID: 1, title: "Buy stamps", tags: [errands]),
        .fixture(id: 2, listID: 2, title: "Return the drill", tags: [errands, Entities.Tag("home")!]),
    ]

    func useCases(_ fetch: MockFetchTaggedRemindersUseCase, _ configure: (inout DIContainer) -> Void = { _ in }) -> DIContainer {
        var container = DIContainer.mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: Lists.summaries), fetchTaggedReminders: fetch)
        configure(&container)
        return container
    }

    @Test func onAppear_showsTheTagsOpenReminders_withTheirListsAndTags() async {
        let fetch = MockFetchTaggedRemindersUseCase(returning: .fixture(Self.reminders))
        let viewModel = TagViewModel(useCases: useCases(fetch), strings: strings)

        await viewModel.send(.onAppear(tag: "errands", page: 1))

        var first = row(id: 1, listName: "Groceries", title: "Buy stamps")
        first.tags = ["errands"]
        var second = row(id: 2, listID: 2, listName: "Work", title: "Return the drill")
        second.tags = ["errands", "home"]
        #expect(viewModel.state == .fixture(rows: [first, second], pagination: .single(2)))
        #expect(fetch.stub.calls == [.init(tag: Self.errands, page: PageRequest(number: 1))])
    }

    @Test func onAppear_ofATagWhoseRemindersAreDone_isEmpty() async {
        let viewModel = TagViewModel(useCases: useCases(MockFetchTaggedRemindersUseCase(returning: .fixture([]))), strings: strings)

        await viewModel.send(.onAppear(tag: "errands", page: 1))

        #expect(viewModel.state == .fixture(pagination: .single(0)))
        #expect(viewModel.state.isEmpty)
    }

    @Test(arguments: ["a$b", "#errands", "42", ""])
    func onAppear_ofANameThatIsNoTag_isNotFound_withoutAsking(name: String) async {
        let fetch = MockFetchTaggedRemindersUseCase()
        let viewModel = TagViewModel(useCases: useCases(fetch), strings: strings)

        await viewModel.send(.onAppear(tag: name, page: 1))

        #expect(viewModel.state == .fixture(tag: name, outcome: .notFound))
        #expect(fetch.stub.calls.isEmpty)
    }

    @Test func onAppear_ofATagNothingCarries_isNotFound() async {
        let viewModel = TagViewModel(useCases: useCases(MockFetchTaggedRemindersUseCase(failing: .notFound)), strings: strings)

        await viewModel.send(.onAppear(tag: "umbrella", page: 1))

        #expect(viewModel.state == .fixture(tag: "umbrella", outcome: .notFound))
    }

    /// The rows' actions are the row feature's (`ReminderRowsViewModelTests`).
    @Test func row_isForwarded_andComesBackToTheSamePage() async {
        let toggle = MockSetReminderCompletedUseCase(returning: .fixture(id: 1, completedAt: fixtureDate))
        let viewModel = TagViewModel(useCases: useCases(MockFetchTaggedRemindersUseCase()) { $0.setReminderCompletedUseCase = toggle }, strings: strings)

        await viewModel.send(.row(.toggled(id: 1, isCompleted: true), tag: "errands", page: 2))

        #expect(viewModel.state == .fixture(tag: "", outcome: .redirect(.tag("errands", page: 2), flash: FlashText(.reminderCompleted), undo: .reopen(1))))
        #expect(toggle.stub.calls == [.init(id: 1, isCompleted: true)])
    }

    @Test func row_breakingAnUnexpectedRule_showsThePageAgain() async {
        let fetch = MockFetchTaggedRemindersUseCase(returning: .fixture([]))
        let viewModel = TagViewModel(
            useCases: useCases(fetch) { $0.setReminderFlaggedUseCase = MockSetReminderFlaggedUseCase(failing: .invalid(ValidationErrors())) },
            strings: strings)

        await viewModel.send(.row(.flagToggled(id: 1, isFlagged: true), tag: "errands", page: 2))

        #expect(viewModel.state == .fixture(pagination: .single(0), outcome: .invalid))
        #expect(fetch.stub.calls == [.init(tag: TagViewModelTests.errands, page: PageRequest(number: 2))])
    }
}
