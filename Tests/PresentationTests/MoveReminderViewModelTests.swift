import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

/// The move page: the person's other lists, with their looks, and a move that is the row
/// feature's (its flash), coming back to the page the person came from or to the reminder's list.
@Suite struct MoveReminderViewModelTests {
    static let reminder = Reminder.fixture(id: 5, listID: 1, title: "Pay rent")
    static let garden = ReminderList.fixture(id: 3, name: "Garden", color: .green, icon: .leaf)
    static let summaries = Lists.summaries + [.fixture(list: garden, openCount: 0)]
    static let targets = [
        MoveReminderViewModel.MoveTarget(id: 2, name: "Work", look: ListLook()),
        MoveReminderViewModel.MoveTarget(id: 3, name: "Garden", look: ListLook(color: .green, icon: .leaf)),
    ]

    /// The page as it opens for reminder 5 of Groceries, coming back to `returnTo`.
    static func loaded(returnTo: Route, outcome: Outcome = .none) -> MoveReminderViewModel.State {
        MoveReminderViewModel.State(
            reminderID: 5, title: "Move “Pay rent”", returnTo: returnTo, targets: targets, emptyMessage: "There is no other list to move it to.",
            outcome: outcome
        )
    }

    func useCases(
        fetchReminder: MockFetchReminderUseCase = MockFetchReminderUseCase(returning: reminder),
        summaries: [ReminderListSummary] = summaries, _ configure: (inout DIContainer) -> Void = { _ in }
    ) -> DIContainer {
        var container = DIContainer.mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: summaries), fetchReminder: fetchReminder)
        configure(&container)
        return container
    }

    @Test func onAppear_listsTheOtherListsWithTheirLooks_andComesBackToThePageGiven() async {
        let viewModel = MoveReminderViewModel(useCases: useCases(), strings: strings)

        await viewModel.send(.onAppear(id: 5, back: .list(1, page: 2, showCompleted: true)))

        #expect(viewModel.state == Self.loaded(returnTo: .list(1, page: 2, showCompleted: true)))
    }

    @Test func onAppear_withoutAPageToComeBackTo_comesBackToTheRemindersList() async {
        let viewModel = MoveReminderViewModel(useCases: useCases(), strings: strings)

        await viewModel.send(.onAppear(id: 5, back: nil))

        #expect(viewModel.state == Self.loaded(returnTo: .list(1)))
    }

    @Test func onAppear_offersNoListSharedToLookAt() async {
        let readOnly = ReminderListSummary(list: .fixture(id: 8, name: "Books"), openCount: 0, isShared: true, isReadOnly: true)
        let viewModel = MoveReminderViewModel(useCases: useCases(summaries: Self.summaries + [readOnly]), strings: strings)

        await viewModel.send(.onAppear(id: 5, back: nil))

        #expect(viewModel.state == Self.loaded(returnTo: .list(1)))
    }

    @Test func onAppear_withNoOtherList_saysSo() async {
        let viewModel = MoveReminderViewModel(useCases: useCases(summaries: [.fixture(list: Lists.groceries)]), strings: strings)

        await viewModel.send(.onAppear(id: 5, back: nil))

        #expect(viewModel.state == Self.loaded(returnTo: .list(1)).with { $0.targets = [] })
    }

    @Test(arguments: [DomainError.notFound, .unavailable("disk")])
    func onAppear_ofAReminderThatCannotBeRead_answersTheError(error: DomainError) async {
        let viewModel = MoveReminderViewModel(useCases: useCases(fetchReminder: MockFetchReminderUseCase(failing: error)), strings: strings)

        await viewModel.send(.onAppear(id: 99, back: .smartList(.today)))

        #expect(viewModel.state == MoveReminderViewModel.State(outcome: Outcome(error, strings: strings)))
    }

    @Test(arguments: [Route.list(1, page: 2, showCompleted: true), .smartList(.today)] as [Route?] + [nil])
    func listChosen_movesTheReminder_andGoesBackWithTheFlash(back: Route?) async {
        let move = MockMoveReminderUseCase(returning: .fixture(id: 5, listID: 3))
        let viewModel = MoveReminderViewModel(
            useCases: useCases {
                $0.fetchListUseCase = MockFetchListUseCase(returning: Self.garden)
                $0.moveReminderUseCase = move
            },
            strings: strings)

        await viewModel.send(.listChosen(id: 5, toListID: 3, back: back))

        let returnTo = back ?? .list(1)
        #expect(viewModel.state == Self.loaded(returnTo: returnTo, outcome: .redirect(returnTo, flash: FlashText(.reminderMoved, .text("Garden")))))
        #expect(move.stub.calls == [.init(id: 5, listID: 3)])
    }

    @Test func listChosen_ofSomeoneElsesReminder_isNotFound_andMovesNothing() async {
        let move = MockMoveReminderUseCase()
        let viewModel = MoveReminderViewModel(
            useCases: useCases(fetchReminder: MockFetchReminderUseCase(failing: .notFound)) { $0.moveReminderUseCase = move }, strings: strings)

        await viewModel.send(.listChosen(id: 5, toListID: 3, back: nil))

        #expect(viewModel.state == MoveReminderViewModel.State(outcome: .notFound))
        #expect(move.stub.calls.isEmpty)
    }

    @Test func listChosen_breakingARule_showsThePageAgain() async {
        let viewModel = MoveReminderViewModel(
            useCases: useCases {
                $0.fetchListUseCase = MockFetchListUseCase(returning: Self.garden)
                $0.moveReminderUseCase = MockMoveReminderUseCase(failing: .invalid(ValidationErrors([.list: .malformed])))
            },
            strings: strings)

        await viewModel.send(.listChosen(id: 5, toListID: 3, back: nil))

        #expect(viewModel.state == Self.loaded(returnTo: .list(1), outcome: .invalid))
    }
}
