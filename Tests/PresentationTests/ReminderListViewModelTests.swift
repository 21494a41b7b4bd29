import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

extension ReminderListViewModel.State {
    /// The Groceries list as loaded from `ReminderListViewModelTests.reminders`, unless told otherwise
    /// (the list's page, without the details form: that is its details page's).
    static func fixture(
        listID: ReminderList.ID = 1, name: String = "Groceries", color: ListColor = .blue, icon: ListIcon = .list,
        rows: [ReminderRow] = ReminderListViewModelTests.rows,
        pagination: Pagination = .single(3), showCompleted: Bool = false,
        hasMoveTargets: Bool = true,
        addForm: ReminderFormState = .fixture(), details: ListDetailsForm? = nil, importError: String? = nil,
        sortOrder: ReminderSortOrder = .dueDate, sortChoices: [Choice]? = nil, sortError: String? = nil,
        isConfirmingDeletion: Bool = false, deletionTitle: String? = nil, deletionMessage: String? = nil,
        outcome: Outcome = .none
    ) -> Self {
        Self(
            listID: listID, name: name, look: ListLook(color: color, icon: icon), rows: rows, pagination: pagination, showCompleted: showCompleted,
            completedToggleText: showCompleted ? "Hide completed" : "Show completed", hasMoveTargets: hasMoveTargets,
            addForm: addForm, details: details ?? ListDetailsForm(name: "", colorChoices: [], iconChoices: []), importError: importError,
            sortOrder: sortOrder, sortChoices: sortChoices ?? .sortChoices(selected: sortOrder), sortError: sortError,
            isConfirmingDeletion: isConfirmingDeletion, deletionTitle: deletionTitle, deletionMessage: deletionMessage,
            emptyTitle: "No reminders yet", emptyMessage: "Add your first reminder below.", outcome: outcome
        )
    }

    /// The details page of the Groceries list (unless told otherwise): the list alone, its name,
    /// look and details form, none of its reminders.
    static func details(
        name: String = "Groceries", color: ListColor = .blue, icon: ListIcon = .list, form: ListDetailsForm? = nil, outcome: Outcome = .none
    ) -> Self {
        .fixture(
            name: name, color: color, icon: icon, rows: [], pagination: .empty, hasMoveTargets: false,
            details: form ?? .english(name: name, color: color, icon: icon), sortChoices: [], outcome: outcome
        )
    }

    /// The state when loading the list failed.
    static func unloaded(listID: ReminderList.ID = 1, showCompleted: Bool = false, outcome: Outcome) -> Self {
        .fixture(
            listID: listID, name: "", rows: [], pagination: .empty, showCompleted: showCompleted, hasMoveTargets: false,
            details: ListDetailsForm(name: "", colorChoices: [], iconChoices: []), sortChoices: [], outcome: outcome
        )
    }
}

extension ListDetailsForm {
    /// The details form in English, showing `name`, `color` and `icon`.
    static func english(name: String, nameError: String? = nil, color: ListColor = .blue, icon: ListIcon = .list) -> ListDetailsForm {
        let colors: [ListColor: String] = [
            .red: "Red", .orange: "Orange", .yellow: "Yellow", .green: "Green", .mint: "Mint", .teal: "Teal",
            .cyan: "Cyan", .blue: "Blue", .indigo: "Indigo", .purple: "Purple", .pink: "Pink", .brown: "Brown",
        ]
        let icons: [ListIcon: String] = [
            .list: "List", .cart: "Shopping cart", .home: "House", .work: "Briefcase", .school: "Graduation cap", .star: "Star",
            .heart: "Heart", .gift: "Gift", .book: "Book", .calendar: "Calendar", .leaf: "Leaf", .paw: "Paw",
        ]
        return ListDetailsForm(
            name: name, nameError: nameError,
            colorChoices: ListColor.allCases.map { Choice(value: $0.rawValue, label: colors[$0]!, isSelected: $0 == color) },
            iconChoices: ListIcon.allCases.map { Choice(value: $0.rawValue, label: icons[$0]!, isSelected: $0 == icon) }
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
            fetchReminders: fetchReminders,
            fetchListShare: MockFetchListShareUseCase(returning: ListShare(list: Lists.groceries, role: .owner, members: [.fixture(id: 1, role: .owner)], invitations: []))
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

    @Test func onAppear_keepsTheOverviewThePagesReadBrought_forItsSidebar() async {
        let overview = ReminderOverview(counts: [.today: 1, .all: 3])
        var page: ReminderListPage = .fixture(Self.reminders)
        page.overview = overview
        let viewModel = ReminderListViewModel(
            useCases: useCases(fetchReminders: MockFetchRemindersUseCase(returning: page)), strings: strings)

        await viewModel.send(.onAppear(listID: 1, page: 1, showCompleted: false))

        var expected = ReminderListViewModel.State.fixture()
        expected.overview = overview
        #expect(viewModel.state == expected)
    }

    @Test func onAppear_ofAListSharedToLookAt_allowsOnlyReading_itsRowsReadOnly_andOffersNoMovingByHand() async {
        var page: ReminderListPage = .fixture(Self.reminders)
        page.role = .viewer
        page.list.sortOrder = .manual
        let viewModel = ReminderListViewModel(useCases: useCases(fetchReminders: MockFetchRemindersUseCase(returning: page)), strings: strings)

        await viewModel.send(.onAppear(listID: 1, page: 1, showCompleted: false))

        // No Move up or down in its manual order: the rows are only to be looked at.
        var expected = ReminderListViewModel.State.fixture(rows: Self.rows.map { $0.with { $0.isReadOnly = true } }, sortOrder: .manual)
        expected.permissions = [.read]
        expected.emptyMessage = "Reminders added to this list show here."
        #expect(viewModel.state == expected)
        #expect(!viewModel.state.canChange && !viewModel.state.canAdminister && !viewModel.state.isManualOrder)
    }

    @Test func onAppear_ofAnEmptyListSharedToLookAt_saysRemindersAddedToItShowHere() async {
        var page: ReminderListPage = .fixture([])
        page.role = .viewer
        let viewModel = ReminderListViewModel(useCases: useCases(fetchReminders: MockFetchRemindersUseCase(returning: page)), strings: strings)

        await viewModel.send(.onAppear(listID: 1, page: 1, showCompleted: false))

        var expected = ReminderListViewModel.State.fixture(rows: [], pagination: .single(0))
        expected.permissions = [.read]
        expected.emptyMessage = "Reminders added to this list show here."
        #expect(viewModel.state == expected)
    }

    @Test func onAppear_ofAListSharedToEdit_showsItsRowsAsTheOwnersPage_withoutTheListsAdministration() async {
        var page: ReminderListPage = .fixture(Self.reminders)
        page.role = .editor
        let viewModel = ReminderListViewModel(useCases: useCases(fetchReminders: MockFetchRemindersUseCase(returning: page)), strings: strings)

        await viewModel.send(.onAppear(listID: 1, page: 1, showCompleted: false))

        var expected = ReminderListViewModel.State.fixture()
        expected.permissions = [.read, .change]
        #expect(viewModel.state == expected)
        #expect(viewModel.state.canChange && !viewModel.state.canAdminister)
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

        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 1, showCompleted: false), flash: FlashText(.reminderAdded))).with {
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
                $0.addReminderFromTextUseCase = MockAddReminderFromTextUseCase(failing: .invalid(ValidationErrors([.title: .empty])))
            },
            strings: strings)

        await viewModel.send(.addReminderTapped(listID: 1, form: ReminderForm()))

        #expect(viewModel.state == .unloaded(outcome: .failed(unavailableMessage, cause: "disk")))
    }

    @Test func addReminderTapped_toAMissingList_isNotFound() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases { $0.addReminderFromTextUseCase = MockAddReminderFromTextUseCase(failing: .notFound) }, strings: strings)

        await viewModel.send(.addReminderTapped(listID: 9, form: ReminderForm(title: "Buy tea")))

        #expect(viewModel.state == .unloaded(outcome: .notFound).with { $0.listID = 0 })
    }

    // MARK: detailsSubmitted

    @Test func onAppear_showsTheListsColourAndIcon_andFillsTheDetailsFormWithThem() async {
        let garden = ReminderList.fixture(id: 1, name: "Garden", color: .green, icon: .leaf)
        let page = ReminderListPage(list: garden, reminders: .fixture([]), lists: [.fixture(list: garden), .fixture(list: Lists.work)])
        let viewModel = ReminderListViewModel(useCases: useCases(fetchReminders: MockFetchRemindersUseCase(returning: page)), strings: strings)

        await viewModel.send(.onAppear(listID: 1, page: 1, showCompleted: false))

        #expect(viewModel.state == .fixture(name: "Garden", color: .green, icon: .leaf, rows: [], pagination: .single(0)))
    }

    @Test func detailsOpened_loadsTheListAlone_itsFormShowingItsNameColourAndIcon() async {
        let fetch = MockFetchRemindersUseCase(returning: .fixture(Self.reminders))
        let viewModel = ReminderListViewModel(useCases: useCases(fetchReminders: fetch), strings: strings)

        await viewModel.send(.detailsOpened(listID: 1))

        #expect(viewModel.state == .details())
        #expect(fetch.stub.calls.isEmpty)
    }

    @Test func detailsOpened_ofAListThatIsNotThere_isNotFound() async {
        let viewModel = ReminderListViewModel(useCases: useCases(), strings: strings)

        await viewModel.send(.detailsOpened(listID: 99))

        #expect(viewModel.state == .unloaded(listID: 99, outcome: .notFound))
    }

    @Test func detailsSubmitted_savesNameColourAndIcon_andRedirectsWithAFlash() async {
        let update = MockUpdateListUseCase(returning: .fixture(id: 1, name: "Food", color: .orange, icon: .cart))
        let viewModel = ReminderListViewModel(useCases: useCases { $0.updateListUseCase = update }, strings: strings)

        await viewModel.send(.detailsSubmitted(listID: 1, draft: ReminderListDraft(name: "Food", color: .orange, icon: .cart)))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 1, showCompleted: false), flash: FlashText(.listUpdated))).with { $0.listID = 0 })
        #expect(update.stub.calls == [.init(id: 1, draft: ReminderListDraft(name: "Food", color: .orange, icon: .cart))])
    }

    @Test func detailsSubmitted_withATakenName_keepsEverythingAsSubmitted_withTheMessage() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases {
                $0.updateListUseCase = MockUpdateListUseCase(failing: .invalid(ValidationErrors([.name: .duplicate])))
            },
            strings: strings)

        await viewModel.send(.detailsSubmitted(listID: 1, draft: ReminderListDraft(name: "work", color: .red, icon: .star)))

        // The page shows again, the list alone (not its reminders): its heading the stored list; the form, what was submitted.
        #expect(viewModel.state == .details(
            form: .english(name: "work", nameError: "Another list already has this name", color: .red, icon: .star), outcome: .invalid
        ))
    }

    @Test func detailsSubmitted_whenStorageFails_fails() async {
        let viewModel = ReminderListViewModel(
            useCases: useCases { $0.updateListUseCase = MockUpdateListUseCase(failing: .unavailable("disk")) }, strings: strings)

        await viewModel.send(.detailsSubmitted(listID: 1, draft: ReminderListDraft(name: "Food")))

        #expect(viewModel.state == .unloaded(outcome: .failed(unavailableMessage, cause: "disk")).with { $0.listID = 0 })
    }
}
