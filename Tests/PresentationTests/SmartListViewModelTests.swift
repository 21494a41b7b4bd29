import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

extension SmartListViewModel.State {
    static func fixture(
        _ list: SmartList, sections: [ReminderSection] = [], pagination: Pagination = .empty, outcome: Outcome = .none,
        canAdd: Bool = false, newTitle: String = "", errors: FieldErrors = .none
    ) -> Self {
        let texts: (String, String, String) = switch list {
        case .today: ("Today", "Nothing due today", "Reminders due today or overdue show up here.")
        case .scheduled: ("Scheduled", "Nothing scheduled", "Reminders with a due date show up here.")
        case .flagged: ("Flagged", "Nothing flagged", "Reminders you flag show up here.")
        case .all: ("All", "Nothing open", "Every open reminder, from every list, shows up here.")
        case .completed: ("Completed", "Nothing completed yet", "Reminders you complete show up here.")
        case .assigned: ("Assigned to Me", "Nothing assigned to you", "Reminders of shared lists that someone assigns to you show up here.")
        }
        return Self(
            list: list, title: texts.0, sections: sections, pagination: pagination,
            emptyTitle: texts.1, emptyMessage: texts.2,
            canAdd: canAdd, newTitle: newTitle, errors: errors, outcome: outcome)
    }
}

struct SmartListViewModelTests {
    func useCases(
        fetchSmartList: MockFetchSmartListUseCase, _ configure: (inout DIContainer) -> Void = { _ in }
    ) -> DIContainer {
        var container = DIContainer.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: Lists.summaries), fetchSmartList: fetchSmartList)
        configure(&container)
        return container
    }

    func due(_ date: String, _ time: String? = nil) -> DueDate {
        DueDate(date: .fixture(date), time: time.map { .fixture($0) })
    }

    @Test func today_splitsOverdueFromToday_withListNames() async {
        let reminders: [Reminder] = [
            .fixture(id: 1, listID: 2, title: "Send report", due: due("2026-11-20")),
            .fixture(id: 2, title: "Buy milk", due: due("2026-11-21", "09:00")),
            .fixture(id: 3, title: "Bake bread", due: due("2026-11-21", "18:00"), isFlagged: true),
            .fixture(id: 4, title: "Call mum", due: due("2026-11-21")),
        ]
        let fetch = MockFetchSmartListUseCase(returning: .fixture(reminders))
        let viewModel = SmartListViewModel(useCases: useCases(fetchSmartList: fetch), strings: strings)

        await viewModel.send(.onAppear(.today, page: 1))

        #expect(viewModel.state == .fixture(.today, sections: [
            ReminderSection(heading: "Overdue", rows: [
                row(id: 1, listID: 2, listName: "Work", title: "Send report", dueText: "Yesterday", isOverdue: true),
                row(id: 2, listName: "Groceries", title: "Buy milk", dueText: "Today, 09:00", isOverdue: true),
            ]),
            ReminderSection(heading: "Today", rows: [
                row(id: 3, listName: "Groceries", title: "Bake bread", dueText: "Today, 18:00", isFlagged: true),
                row(id: 4, listName: "Groceries", title: "Call mum", dueText: "Today"),
            ]),
        ], pagination: .single(4), canAdd: true))
        #expect(fetch.stub.calls == [.init(smartList: .today, page: PageRequest(number: 1))])
        #expect(viewModel.state.sections.allSatisfy(\.hasHeading) && !viewModel.state.isEmpty)
    }

    /// 2026-11-21, the tests' today, is a Saturday: with weeks from Monday this week ends
    /// tomorrow, with weeks from Sunday it ended today.
    @Test func scheduled_groupsByDayThisWeek_thenByWeek_fromMonday() async {
        let reminders: [Reminder] = [
            .fixture(id: 1, title: "Buy milk", due: due("2026-11-22")),
            .fixture(id: 2, title: "Bake bread", due: due("2026-12-05")),
            .fixture(id: 3, title: "Party", due: due("2026-12-05", "10:00")),
            .fixture(id: 4, title: "New year", due: due("2027-01-02")),
            .fixture(id: 5, title: "Someday"),
        ]
        let viewModel = SmartListViewModel(
            useCases: useCases(fetchSmartList: MockFetchSmartListUseCase(returning: .fixture(reminders, number: 2, totalCount: 55))),
            strings: strings)

        await viewModel.send(.onAppear(.scheduled, page: 2))

        #expect(viewModel.state == .fixture(.scheduled, sections: [
            ReminderSection(heading: "Tomorrow", rows: [row(id: 1, listName: "Groceries", title: "Buy milk", dueText: "Tomorrow")]),
            ReminderSection(heading: "Week of Mon 30 Nov", rows: [
                row(id: 2, listName: "Groceries", title: "Bake bread", dueText: "Sat 5 Dec"),
                row(id: 3, listName: "Groceries", title: "Party", dueText: "Sat 5 Dec, 10:00"),
            ]),
            ReminderSection(heading: "Week of Mon 28 Dec", rows: [
                row(id: 4, listName: "Groceries", title: "New year", dueText: "Sat 2 Jan 2027"),
            ]),
            ReminderSection(heading: "No date", rows: [row(id: 5, listName: "Groceries", title: "Someday")]),
        ], pagination: Pagination(number: 2, pageCount: 2, totalCount: 55), canAdd: true))
    }

    @Test func scheduled_withWeeksFromSunday_startsNextWeekTomorrow() async {
        let reminders: [Reminder] = [
            .fixture(id: 1, title: "Buy milk", due: due("2026-11-21")),
            .fixture(id: 2, title: "Brunch", due: due("2026-11-22")),
            .fixture(id: 3, title: "Meeting", due: due("2026-11-23")),
            .fixture(id: 4, title: "Bake bread", due: due("2026-11-29")),
            .fixture(id: 5, title: "New year", due: due("2027-01-02")),
        ]
        let viewModel = SmartListViewModel(
            useCases: useCases(fetchSmartList: MockFetchSmartListUseCase(returning: .fixture(reminders))) {
                $0.userSettings = UserSettings(weekStart: .sunday)
            },
            strings: strings)

        await viewModel.send(.onAppear(.scheduled, page: 1))

        #expect(viewModel.state.sections.map(\.heading) == ["Today", "Week of Sun 22 Nov", "Week of Sun 29 Nov", "Week of Sun 27 Dec"])
        #expect(viewModel.state.sections.map { $0.rows.map(\.id) } == [[1], [2, 3], [4], [5]])
    }

    @Test(arguments: [SmartList.today, .scheduled, .flagged])
    func quickAdd_addsFromTheSmartList_andComesBackToItsFirstPage(list: SmartList) async {
        let add = MockAddReminderFromTextUseCase(
            returning: QuickAddResult(reminder: .fixture(id: 9, title: "Call mum"), reading: QuickAddReading(title: "Call mum"))
        )
        let viewModel = SmartListViewModel(useCases: useCases(fetchSmartList: MockFetchSmartListUseCase(returning: .fixture([]))) {
            $0.addReminderFromTextUseCase = add
        }, strings: strings)

        await viewModel.send(.addReminderTapped(title: "Call mum", list: list))

        #expect(viewModel.state == SmartListViewModel.State.fixture(.today, outcome: .redirect(.smartList(list, page: 1), flash: FlashText(.reminderAdded))))
        #expect(add.stub.calls == [.init(text: "Call mum", destination: .smartList(list))])
    }

    @Test func quickAdd_readingWords_saysWhatWasRead_andOffersKeepAsText() async {
        let reading = QuickAddReading(
            title: "Call mum", due: DueDate(date: .fixture("2026-11-27"), time: .fixture("18:00")), listName: "Family",
            spans: [.init(text: "friday 6pm", kind: .due, range: 9..<19), .init(text: "+Family", kind: .list, range: 20..<27)]
        )
        let add = MockAddReminderFromTextUseCase(returning: QuickAddResult(reminder: .fixture(id: 9, title: "Call mum"), reading: reading))
        let viewModel = SmartListViewModel(useCases: useCases(fetchSmartList: MockFetchSmartListUseCase(returning: .fixture([]))) {
            $0.addReminderFromTextUseCase = add
        }, strings: strings)

        await viewModel.send(.addReminderTapped(title: "Call mum friday 6pm +Family", list: .today))

        #expect(viewModel.state == .fixture(.today, outcome: .redirect(
            .smartList(.today, page: 1), flash: FlashText(.quickAddAdded, .text("Call mum"), .text("Due Fri 27 Nov, 18:00 · in Family")),
            undo: .keepAsText(9, text: "Call mum friday 6pm +Family")
        )))
    }

    @Test(arguments: [SmartList.today, .scheduled, .flagged])
    func keepAsText_addsTheLineAsTyped_asTheSmartListAdds_andComesBackToItsPage(list: SmartList) async {
        let keep = MockKeepQuickAddAsTextUseCase(returning: .fixture(id: 10, title: "Call mum friday"))
        let viewModel = SmartListViewModel(useCases: useCases(fetchSmartList: MockFetchSmartListUseCase(returning: .fixture([]))) {
            $0.keepQuickAddAsTextUseCase = keep
        }, strings: strings)

        await viewModel.send(.row(.keptAsText(id: 9, text: "Call mum friday"), list: list, page: 2))

        #expect(viewModel.state == .fixture(.today, outcome: .redirect(.smartList(list, page: 2), flash: FlashText(.quickAddKept, .text("Call mum friday")))))
        #expect(keep.stub.calls == [.init(id: 9, text: "Call mum friday", destination: .smartList(list))])
    }

    @Test func quickAdd_withABrokenTitle_showsThePageWithTheTitleAndItsMessage() async {
        let add = MockAddReminderFromTextUseCase(failing: .invalid(ValidationErrors([.title: .tooShort(minimum: 3)])))
        let viewModel = SmartListViewModel(useCases: useCases(fetchSmartList: MockFetchSmartListUseCase(returning: .fixture([]))) {
            $0.addReminderFromTextUseCase = add
        }, strings: strings)

        await viewModel.send(.addReminderTapped(title: "ab", list: .flagged))

        var errors = FieldErrors.none
        errors[.title] = "Use at least 3 characters for the title"
        #expect(viewModel.state == .fixture(.flagged, pagination: .single(0), outcome: .invalid, canAdd: true, newTitle: "ab", errors: errors))
    }

    @Test func quickAdd_withoutAnyList_saysToMakeOneFirst_andOffersNoField() async {
        let add = MockAddReminderFromTextUseCase(failing: .invalid(ValidationErrors([.list: .empty])))
        let container = DIContainer.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: []), addReminderFromText: add,
            fetchSmartList: MockFetchSmartListUseCase(returning: .fixture([]))
        )
        let viewModel = SmartListViewModel(useCases: container, strings: strings)

        await viewModel.send(.addReminderTapped(title: "Call mum", list: .today))

        var errors = FieldErrors.none
        errors[.list] = "Make a list first: every reminder belongs to one."
        #expect(viewModel.state == .fixture(.today, pagination: .single(0), outcome: .invalid, canAdd: false, newTitle: "Call mum", errors: errors))
    }

    @Test func quickAdd_whenStorageFails_fails() async {
        let add = MockAddReminderFromTextUseCase(failing: .unavailable("disk"))
        let viewModel = SmartListViewModel(useCases: useCases(fetchSmartList: MockFetchSmartListUseCase(returning: .fixture([]))) {
            $0.addReminderFromTextUseCase = add
        }, strings: strings)

        await viewModel.send(.addReminderTapped(title: "Call mum", list: .today))

        #expect(viewModel.state == .fixture(.today, outcome: .failed(strings[.unavailable], cause: "disk")))
    }

    /// 12:00 UTC on the 21st is 13:00 in Berlin; 23:00 UTC on the 20th is already the 21st there.
    @Test func completed_isGroupedByDayOfCompletion_inThePersonsTimeZone_newestFirst() async throws {
        let hour = 3600.0
        let reminders: [Reminder] = [
            .fixture(id: 1, listID: 3, title: "Buy milk", priority: .low, completedAt: fixtureDate),
            .fixture(id: 2, title: "Call mum", completedAt: fixtureDate.addingTimeInterval(-13 * hour)),
            .fixture(id: 3, title: "Pay rent", completedAt: fixtureDate.addingTimeInterval(-14 * hour)),
            .fixture(id: 4, title: "Bake bread", completedAt: fixtureDate.addingTimeInterval(-72 * hour)),
        ]
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let viewModel = SmartListViewModel(
            useCases: useCases(fetchSmartList: MockFetchSmartListUseCase(returning: .fixture(reminders))) {
                $0.calendarClock = FixedCalendarClock(timeZone: berlin)
            }, strings: strings)

        await viewModel.send(.onAppear(.completed, page: 1))

        // List 3 is unknown (deleted meanwhile): the row shows no list name.
        #expect(viewModel.state == .fixture(.completed, sections: [
            ReminderSection(heading: "Today", rows: [
                row(id: 1, listID: 3, title: "Buy milk", priority: .low, isCompleted: true),
                row(id: 2, listName: "Groceries", title: "Call mum", isCompleted: true),
            ]),
            ReminderSection(heading: "Yesterday", rows: [row(id: 3, listName: "Groceries", title: "Pay rent", isCompleted: true)]),
            ReminderSection(heading: "Wed 18 Nov", rows: [row(id: 4, listName: "Groceries", title: "Bake bread", isCompleted: true)]),
        ], pagination: .single(4)))
    }

    @Test func all_isOneSectionWithoutHeading_withListNames() async {
        let reminders: [Reminder] = [
            .fixture(id: 1, listID: 2, title: "Send report", due: due("2026-11-20")),
            .fixture(id: 2, title: "Someday"),
        ]
        let fetch = MockFetchSmartListUseCase(returning: .fixture(reminders))
        let viewModel = SmartListViewModel(useCases: useCases(fetchSmartList: fetch), strings: strings)

        await viewModel.send(.onAppear(.all, page: 1))

        #expect(viewModel.state == .fixture(.all, sections: [
            ReminderSection(heading: nil, rows: [
                row(id: 1, listID: 2, listName: "Work", title: "Send report", dueText: "Yesterday", isOverdue: true),
                row(id: 2, listName: "Groceries", title: "Someday"),
            ]),
        ], pagination: .single(2), canAdd: true))
        #expect(fetch.stub.calls == [.init(smartList: .all, page: PageRequest(number: 1))])
    }

    @Test func flagged_isOneSectionWithoutHeading_withListNamesAndDueTexts() async {
        let reminders: [Reminder] = [
            .fixture(id: 1, listID: 2, title: "Send report", due: due("2026-11-20"), isFlagged: true),
            .fixture(id: 2, title: "Pay rent", priority: .high, isFlagged: true),
        ]
        let fetch = MockFetchSmartListUseCase(returning: .fixture(reminders, number: 2, totalCount: 52))
        let viewModel = SmartListViewModel(useCases: useCases(fetchSmartList: fetch), strings: strings)

        await viewModel.send(.onAppear(.flagged, page: 2))

        #expect(viewModel.state == .fixture(.flagged, sections: [
            ReminderSection(heading: nil, rows: [
                row(id: 1, listID: 2, listName: "Work", title: "Send report", dueText: "Yesterday", isOverdue: true, isFlagged: true),
                row(id: 2, listName: "Groceries", title: "Pay rent", priority: .high, isFlagged: true),
            ]),
        ], pagination: Pagination(number: 2, pageCount: 2, totalCount: 52), canAdd: true))
        #expect(fetch.stub.calls == [.init(smartList: .flagged, page: PageRequest(number: 2))])
    }

    @Test(arguments: SmartList.allCases)
    func emptySmartList_showsItsEmptyState(list: SmartList) async {
        let viewModel = SmartListViewModel(
            useCases: useCases(fetchSmartList: MockFetchSmartListUseCase(returning: .fixture([]))), strings: strings)

        await viewModel.send(.onAppear(list, page: 1))

        // Every smart list but Completed and Assigned to Me takes new reminders, once there is a list (the tests' have two).
        #expect(viewModel.state == .fixture(list, pagination: .single(0), canAdd: list.takesNewReminders))
        #expect(viewModel.state.isEmpty)
    }

    @Test func onAppear_whenStorageFails_fails() async {
        let viewModel = SmartListViewModel(
            useCases: useCases(fetchSmartList: MockFetchSmartListUseCase(failing: .unavailable("disk"))), strings: strings)

        await viewModel.send(.onAppear(.scheduled, page: 1))

        #expect(viewModel.state == .fixture(.scheduled, outcome: .failed(unavailableMessage, cause: "disk")))
    }

    /// The rows' actions are the row feature's (`ReminderRowsViewModelTests`).
    @Test(arguments: [SmartList.scheduled, .flagged])
    func row_isForwarded_andComesBackToTheSamePage(list: SmartList) async {
        let toggle = MockSetReminderCompletedUseCase(returning: .fixture(id: 2, completedAt: fixtureDate))
        let viewModel = SmartListViewModel(
            useCases: useCases(fetchSmartList: MockFetchSmartListUseCase()) { $0.setReminderCompletedUseCase = toggle },
            strings: strings)

        await viewModel.send(.row(.toggled(id: 2, isCompleted: true), list: list, page: 2))

        #expect(viewModel.state == .fixture(.today, outcome: .redirect(.smartList(list, page: 2), flash: FlashText(.reminderCompleted), undo: .reopen(2))))
        #expect(toggle.stub.calls == [.init(id: 2, isCompleted: true)])
    }

    @Test func row_breakingAnUnexpectedRule_showsThePageAgain() async {
        let fetch = MockFetchSmartListUseCase(returning: .fixture([]))
        let viewModel = SmartListViewModel(
            useCases: useCases(fetchSmartList: fetch) {
                $0.setReminderFlaggedUseCase = MockSetReminderFlaggedUseCase(failing: .invalid(ValidationErrors()))
            },
            strings: strings)

        await viewModel.send(.row(.flagToggled(id: 1, isFlagged: false), list: .completed, page: 1))

        #expect(viewModel.state == .fixture(.completed, pagination: .single(0), outcome: .invalid))
        #expect(fetch.stub.calls == [.init(smartList: .completed, page: PageRequest(number: 1))])
    }
}

extension SmartListViewModelTests {
    @Test func assignedToMe_showsItsRows_eachSayingWhoItIsAssignedTo_fromOneReadOfTheNames() async {
        let reminders: [Reminder] = [
            .fixture(id: 1, title: "Bins") { $0.assigneeID = 7 },
            .fixture(id: 2, title: "Recycling") { $0.assigneeID = 7 },
        ]
        let names = MockFetchPeopleNamesUseCase(returning: [7: "Bea"])
        let viewModel = SmartListViewModel(
            useCases: useCases(fetchSmartList: MockFetchSmartListUseCase(returning: .fixture(reminders))) { $0.fetchPeopleNamesUseCase = names },
            strings: strings
        )

        await viewModel.send(.onAppear(.assigned, page: 1))

        #expect(viewModel.state == .fixture(.assigned, sections: [
            ReminderSection(heading: nil, rows: [
                row(id: 1, listName: "Groceries", title: "Bins", assigneeText: "Assigned to Bea"),
                row(id: 2, listName: "Groceries", title: "Recycling", assigneeText: "Assigned to Bea"),
            ]),
        ], pagination: .single(2)))
        #expect(names.stub.calls == [[7]])
    }

    @Test func theRowsOfAListSharedToLookAtOnly_areReadOnly_andTheOthersNot() async {
        let lists = [ReminderListSummary.fixture(list: Lists.groceries, openCount: 1), ReminderListSummary(list: Lists.work, openCount: 1, isShared: true, isReadOnly: true)]
        var container = useCases(fetchSmartList: MockFetchSmartListUseCase(returning: .fixture([.fixture(id: 1, listID: 1), .fixture(id: 2, listID: 2)])))
        container.fetchListSummariesUseCase = MockFetchListSummariesUseCase(returning: lists)
        let viewModel = SmartListViewModel(useCases: container, strings: strings)

        await viewModel.send(.onAppear(.all, page: 1))

        #expect(viewModel.state.sections.flatMap(\.rows).map(\.isReadOnly) == [false, true])
    }

    @Test func rowsNoOneIsAssigned_readNoNames() async {
        let names = MockFetchPeopleNamesUseCase()
        let viewModel = SmartListViewModel(
            useCases: useCases(fetchSmartList: MockFetchSmartListUseCase(returning: .fixture([.fixture(id: 1)]))) { $0.fetchPeopleNamesUseCase = names },
            strings: strings
        )

        await viewModel.send(.onAppear(.all, page: 1))

        #expect(names.stub.calls == [])
        #expect(viewModel.state.sections.first?.rows.first?.assigneeText == nil)
    }
}
