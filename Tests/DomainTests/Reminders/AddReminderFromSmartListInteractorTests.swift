import Domain
import Entities
import Foundation
import Mocks
import Testing

struct AddReminderFromSmartListInteractorTests {
    private let lists = MockReminderListRepository()
    private let access = MockListAccessRepository()
    private let add = MockAddReminderUseCase()
    private let clock = FixedCalendarClock(localDate: .fixture("2026-11-25"))

    private func interactor(defaultListID: ReminderList.ID? = nil) -> AddReminderFromSmartListInteractor {
        AddReminderFromSmartListInteractor(lists: lists, access: ListAccessPolicy(repository: access), add: add, defaultListID: defaultListID, clock: clock)
    }

    private let summaries = [ReminderListSummary.fixture(list: .fixture(id: 3, name: "Errands")), .fixture(list: .fixture(id: 1, name: "Groceries"))]

    @Test(arguments: [SmartList.today, .scheduled])
    func onTodayOrScheduled_itIsDueTodayInTheDefaultList(list: SmartList) async throws {
        access.role.returns(.owner)
        add.stub.returns(.fixture(id: 9))

        let reminder = try await interactor(defaultListID: 5).execute(ReminderDraft(title: "Call mum"), from: list)

        #expect(reminder == .fixture(id: 9))
        #expect(access.role.calls == [.list(5)])
        #expect(add.stub.calls == [.init(draft: ReminderDraft(title: "Call mum", dueDate: .fixture("2026-11-25")), listID: 5)])
    }

    @Test func aDraftWithItsOwnDay_keepsIt() async throws {
        lists.fetchSummaries.returns(summaries)
        add.stub.returns(.fixture(id: 9))
        _ = try await interactor().execute(ReminderDraft(title: "Party", dueDate: .fixture("2026-12-05")), from: .scheduled)
        #expect(add.stub.calls == [.init(draft: ReminderDraft(title: "Party", dueDate: .fixture("2026-12-05")), listID: 3)])
    }

    @Test func onFlagged_itIsFlagged_withoutADay_inTheFirstList() async throws {
        lists.fetchSummaries.returns(summaries)
        add.stub.returns(.fixture(id: 9))

        _ = try await interactor().execute(ReminderDraft(title: "Call mum"), from: .flagged)

        #expect(access.role.callCount == 0)
        #expect(add.stub.calls == [.init(draft: ReminderDraft(title: "Call mum", isFlagged: true), listID: 3)])
    }

    @Test func aDefaultListNoLongerThere_fallsBackToTheFirstList() async throws {
        access.role.returns(nil)
        lists.fetchSummaries.returns(summaries)
        add.stub.returns(.fixture(id: 9))

        _ = try await interactor(defaultListID: 5).execute(ReminderDraft(title: "Call mum"), from: .today)

        #expect(add.stub.calls.map(\.listID) == [3])
    }

    @Test func aListSharedToLookAt_isPassedOver_forTheFirstTheyMayAddTo() async throws {
        lists.fetchSummaries.returns([ReminderListSummary(list: .fixture(id: 2, name: "Books"), openCount: 0, isShared: true, isReadOnly: true)] + summaries)
        add.stub.returns(.fixture(id: 9))
        _ = try await interactor().execute(ReminderDraft(title: "Call mum"), from: .all)
        #expect(add.stub.calls.map(\.listID) == [3])
    }

    @Test func withoutAnyList_theListIsEmpty_andNothingIsAdded() async {
        lists.fetchSummaries.returns([])
        await #expect(throws: DomainError.invalid(ValidationErrors([.list: .empty]))) {
            try await interactor().execute(ReminderDraft(title: "Call mum"), from: .today)
        }
        #expect(add.stub.calls.isEmpty)
    }

    @Test func onAll_itIsAddedAsTyped_inTheFirstList() async throws {
        lists.fetchSummaries.returns(summaries)
        add.stub.returns(.fixture(id: 9))

        _ = try await interactor().execute(ReminderDraft(title: "Call mum"), from: .all)

        #expect(add.stub.calls == [.init(draft: ReminderDraft(title: "Call mum"), listID: 3)])
    }

    @Test func everySmartListButCompleted_takesNewReminders() {
        #expect(SmartList.allCases.filter(\.takesNewReminders) == [.today, .scheduled, .flagged, .all])
    }

    @Test func fromCompleted_nothingIsAdded() async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.list: .malformed]))) {
            try await interactor(defaultListID: 5).execute(ReminderDraft(title: "Call mum"), from: .completed)
        }
        #expect(access.role.callCount == 0 && add.stub.calls.isEmpty)
    }

    @Test func storageFailing_isUnavailable() async {
        access.role.fails(with: .unavailable("disk"))
        await #expect(throws: DomainError.unavailable("disk")) {
            try await interactor(defaultListID: 5).execute(ReminderDraft(title: "Call mum"), from: .today)
        }
        lists.fetchSummaries.fails(with: .unavailable("disk"))
        await #expect(throws: DomainError.unavailable("disk")) {
            try await interactor().execute(ReminderDraft(title: "Call mum"), from: .today)
        }
    }
}
