import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

extension ReminderListViewModel.State {
    /// The Groceries list as loaded from `ReminderListViewModelTests.reminders`, unless told otherwise.
    static func fixture(
        listID: ReminderList.ID = 1, name: String = "Groceries", rows: [ReminderRow] = ReminderListViewModelTests.rows,
        pagination: Pagination = .single(3), showCompleted: Bool = false,
        moveTargets: [ListOption] = [ListOption(id: 2, name: "Work", isSelected: false)],
        addForm: ReminderFormState = .fixture(), renameName: String? = nil, renameError: String? = nil, importError: String? = nil,
        sortOrder: ReminderSortOrder = .dueDate, sortChoices: [Choice]? = nil, sortError: String? = nil,
        isConfirmingDeletion: Bool = false, deletionTitle: String? = nil, deletionMessage: String? = nil,
        outcome: Outcome = .none
    ) -> Self {
        Self(
            listID: listID, name: name, rows: rows, pagination: pagination, showCompleted: showCompleted,
            completedToggleText: showCompleted ? "Hide completed" : "Show completed", moveTargets: moveTargets,
            addForm: addForm, renameName: renameName ?? name, renameError: renameError, importError: importError,
            sortOrder: sortOrder, sortChoices: sortChoices ?? .sortChoices(selected: sortOrder), sortError: sortError,
            isConfirmingDeletion: isConfirmingDeletion, deletionTitle: deletionTitle, deletionMessage: deletionMessage,
            emptyTitle: "No reminders yet", emptyMessage: "Add your first reminder below.", outcome: outcome
        )
    }

    /// The state when loading the list failed.
    static func unloaded(listID: ReminderList.ID = 1, showCompleted: Bool = false, outcome: Outcome) -> Self {
        .fixture(
            listID: listID, name: "", rows: [], pagination: .empty, showCompleted: showCompleted, moveTargets: [], sortChoices: [],
            outcome: outcome
        )
    }
}

extension [Choice] {
    /// The order's options in English, `selected` chosen.
    static func sortChoices(selected: ReminderSortOrder) -> [Choice] {
        let labels: [ReminderSortOrder: String] = [
            .manual: "Manual", .dueDate: "Due date", .priority: "Priority", .title: "Title", .createdAt: "Creation date",
        ]
        return ReminderSortOrder.allCases.map { Choice(value: $0.rawValue, label: labels[$0]!, isSelected: $0 == selected) }
    }
}

struct ReminderListViewModelTests {
    static let reminders: [Reminder] = [
        .fixture(id: 1, title: "Buy milk", due: DueDate(date: .fixture("2026-11-21"), time: .fixture("09:00")), priority: .high),
        .fixture(id: 2, title: "Bake bread", due: DueDate(date: .fixture("2026-11-22")), isFlagged: true),
        .fixture(id: 3, title: "Call the baker", notes: "About Sunday"),
    ]
    static let rows: [ReminderRow] = [
        row(id: 1, title: "Buy milk", dueText: "Today, 09:00", isOverdue: true, priority: .high),
        row(id: 2, title: "Bake bread", dueText: "Tomorrow", isFlagged: true),
        row(id: 3, title: "Call the baker", notes: "About Sunday"),
    ]

    /// A container that loads the Groceries list with `reminders`, plus `configure`'s changes.
    func useCases(
        fetchReminders: MockFetchRemindersUseCase = MockFetchRemindersUseCase(returning: .fixture(reminders)),
        _ configure: (inout DIContainer) -> Void = { _ in }
    ) -> DIContainer {
        var container = DIContainer.mock(
            fetchList: listsByID(),
            fetchReminders: fetchReminders
        )
        configure(&container)
        return container
    }

    func listsByID() -> MockFetchListUseCase {
        let mock = MockFetchListUseCase()
        mock.stub.handles { id throws(DomainError) in
            guard let list = [Lists.groceries, Lists.work].first(where: { $0.id == id }) else { throw .notFound }
            return list
        }
        return mock
    }

    // MARK: onAppear

    @Test func onAppear_showsAPageOfOpenRemindersAndTheOtherLists() async {
        let fetch = MockFetchRemindersUseCase(returning: .fixture(Self.reminders))
        let viewModel = ReminderListViewModel(useCases: useCases(fetchReminders: fetch), strings: strings)

        await viewModel.send(.onAppear(listID: 1, page: 1, showCompleted: false))

        #expect(viewModel.state == .fixture())
        #expect(fetch.stub.calls == [.init(listID: 1, includeCompleted: false, page: PageRequest(number: 1))])
        #expect(!viewModel.state.isEmpty && viewModel.state.hasMoveTargets && viewModel.state.completedToggleValue)
    }

    @Test func onAppear_withCompleted_showsThemAndOffersToHideThem() async {
        let done = Reminder.fixture(id: 4, title: "Buy eggs", completedAt: fixtureDate)
        let fetch = MockFetchRemindersUseCase(returning: .fixture([done], number: 2, totalCount: 51))
        let viewModel = ReminderListViewModel(useCases: useCases(fetchReminders: fetch), strings: strings)

        await viewModel.send(.onAppear(listID: 1, page: 2, showCompleted: true))

        #expect(viewModel.state == .fixture(
            rows: [row(id: 4, title: "Buy eggs", isCompleted: true)],
            pagination: Pagination(number: 2, pageCount: 2, totalCount: 51), showCompleted: true))
        #expect(fetch.stub.calls == [.init(listID: 1, includeCompleted: true, page: PageRequest(number: 2))])
    }

    @Test func onAppear_ofAnEmptyList_isEmpty() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases(fetchReminders: MockFetchRemindersUseCase(returning: .fixture([]))), strings: strings)

        await viewModel.send(.onAppear(listID: 1, page: 1, showCompleted: false))

        #expect(viewModel.state == .fixture(rows: [], pagination: .single(0)))
        #expect(viewModel.state.isEmpty)
    }

    @Test func onAppear_ofAMissingList_isNotFound() async {
        let viewModel = ReminderListViewModel(useCases: useCases(fetchReminders: MockFetchRemindersUseCase(failing: .notFound)), strings: strings)

        await viewModel.send(.onAppear(listID: 9, page: 1, showCompleted: false))

        #expect(viewModel.state == .unloaded(listID: 9, outcome: .notFound))
    }

    @Test func onAppear_whenStorageFails_fails() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases(fetchReminders: MockFetchRemindersUseCase(failing: .unavailable("disk"))), strings: strings)

        await viewModel.send(.onAppear(listID: 1, page: 1, showCompleted: true))

        #expect(viewModel.state == .unloaded(showCompleted: true, outcome: .failed(unavailableMessage, cause: "disk")))
    }

    // MARK: addReminderTapped

    @Test func addReminderTapped_addsAndRedirectsToTheFirstPage() async {
        let add = MockAddReminderUseCase(returning: .fixture(id: 9))
        let viewModel = ReminderListViewModel(useCases: useCases { $0.addReminderUseCase = add }, strings: strings)
        let form = ReminderForm(title: "Buy tea", dueDate: .fixture("2026-12-05"), dueTime: .fixture("14:30"), priority: .low, isFlagged: true)

        await viewModel.send(.addReminderTapped(listID: 1, form: form))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 1, showCompleted: false), flash: "Reminder added")).with {
            $0.listID = 0
        })
        #expect(add.stub.calls == [.init(
            draft: ReminderDraft(
                title: "Buy tea", notes: nil, dueDate: .fixture("2026-12-05"), dueTime: .fixture("14:30"), priority: .low, isFlagged: true,
                alert: .atTime
            ),
            listID: 1)])
    }

    @Test func addReminderTapped_breakingRules_showsThePageWithTheTypedValuesAndMessages() async {
        let errors = ValidationErrors([.title: .tooShort(minimum: 3), .dueTime: .timeWithoutDate, .notes: .tooLong(maximum: 2000)])
        let viewModel = ReminderListViewModel(
            useCases: useCases { $0.addReminderUseCase = MockAddReminderUseCase(failing: .invalid(errors)) }, strings: strings)
        let form = ReminderForm(title: "Hi", notes: "Long", dueTime: .fixture("14:30"), priority: .high, isFlagged: true)

        await viewModel.send(.addReminderTapped(listID: 1, form: form))

        let messages = FieldErrors([
            .title: "Use at least 3 characters for the title", .notes: "Use at most 2000 characters for the notes",
            .dueTime: "Choose a day for this time"])
        #expect(viewModel.state == .fixture(addForm: .fixture(form, errors: messages), outcome: .invalid))
    }

    @Test func addReminderTapped_breakingRulesWhileTheListCannotBeRead_fails() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases(fetchReminders: MockFetchRemindersUseCase(failing: .unavailable("disk"))) {
                $0.addReminderUseCase = MockAddReminderUseCase(failing: .invalid(ValidationErrors([.title: .empty])))
            },
            strings: strings)

        await viewModel.send(.addReminderTapped(listID: 1, form: ReminderForm()))

        #expect(viewModel.state == .unloaded(outcome: .failed(unavailableMessage, cause: "disk")))
    }

    @Test func addReminderTapped_toAMissingList_isNotFound() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases { $0.addReminderUseCase = MockAddReminderUseCase(failing: .notFound) }, strings: strings)

        await viewModel.send(.addReminderTapped(listID: 9, form: ReminderForm(title: "Buy tea")))

        #expect(viewModel.state == .unloaded(outcome: .notFound).with { $0.listID = 0 })
    }

    // MARK: renameListTapped

    @Test func renameListTapped_renamesAndRedirects() async {
        let rename = MockUpdateListUseCase(returning: .fixture(id: 1, name: "Food"))
        let viewModel = ReminderListViewModel(useCases: useCases { $0.updateListUseCase = rename }, strings: strings)

        await viewModel.send(.renameListTapped(listID: 1, name: "Food"))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 1, showCompleted: false), flash: "List renamed")).with { $0.listID = 0 })
        #expect(rename.stub.calls == [.init(id: 1, draft: ReminderListDraft(name: "Food"))])
    }

    @Test func renameListTapped_toATakenName_keepsTheTypedNameWithTheMessage() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases {
                $0.updateListUseCase = MockUpdateListUseCase(failing: .invalid(ValidationErrors([.name: .duplicate])))
            },
            strings: strings)

        await viewModel.send(.renameListTapped(listID: 1, name: "work"))

        #expect(viewModel.state == .fixture(renameName: "work", renameError: "Another list already has this name", outcome: .invalid))
    }

    @Test func renameListTapped_whenStorageFails_fails() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases { $0.updateListUseCase = MockUpdateListUseCase(failing: .unavailable("disk")) }, strings: strings)

        await viewModel.send(.renameListTapped(listID: 1, name: "Food"))

        #expect(viewModel.state == .unloaded(outcome: .failed(unavailableMessage, cause: "disk")).with { $0.listID = 0 })
    }
}
