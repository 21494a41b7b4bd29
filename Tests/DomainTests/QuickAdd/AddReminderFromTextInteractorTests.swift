import Domain
import Entities
import Foundation
import Mocks
import Testing

struct AddReminderFromTextInteractorTests {
    private let lists = MockReminderListRepository()
    private let add = MockAddReminderUseCase()
    private let addFromSmartList = MockAddReminderFromSmartListUseCase()
    private let moment = QuickAddMoment.base

    private func interactor() -> AddReminderFromTextInteractor {
        AddReminderFromTextInteractor(
            lists: lists, add: add, addFromSmartList: addFromSmartList,
            parser: QuickAddParser(language: .english, timeZone: moment.timeZone, weekStart: moment.weekStart),
            clock: FixedCalendarClock(date: moment.instant, localDate: .fixture("2026-11-25"), localTime: .fixture("14:30"), timeZone: moment.timeZone)
        )
    }

    private let summaries = [ReminderListSummary.fixture(list: .fixture(id: 7, name: "Groceries"))]

    @Test func whatIsRead_isAddedToTheList() async throws {
        lists.fetchSummaries.returns(summaries)
        add.stub.returns(.fixture(id: 9))

        let result = try await interactor().execute("Buy milk tomorrow 9am !1 #shop", to: .list(5))

        let draft = ReminderDraft(
            title: "Buy milk", dueDate: .fixture("2026-11-26"), dueTime: .fixture("09:00"), priority: .high, tags: [Tag("shop")!]
        )
        #expect(add.stub.calls == [.init(draft: draft, listID: 5)])
        #expect(result.reminder == .fixture(id: 9))
        #expect(result.reading.title == "Buy milk")
        #expect(result.reading.spans.map(\.text) == ["tomorrow 9am", "!1", "#shop"])
    }

    @Test func aListOfThePersonsNamed_isWhereItGoes_evenFromASmartList() async throws {
        lists.fetchSummaries.returns(summaries)
        add.stub.returns(.fixture(id: 9))

        let result = try await interactor().execute("Buy milk +groceries", to: .smartList(.today))

        // Typed on Today, it is due today as the smart list adds, in the list named.
        #expect(add.stub.calls == [.init(draft: ReminderDraft(title: "Buy milk", dueDate: .fixture("2026-11-25")), listID: 7)])
        #expect(addFromSmartList.stub.calls.isEmpty)
        #expect(result.reading.listName == "Groceries")
    }

    @Test func aListNamedOnFlagged_getsTheReminderFlagged_andADayReadStays() async throws {
        lists.fetchSummaries.returns(summaries)
        add.stub.returns(.fixture(id: 9))

        _ = try await interactor().execute("Buy milk friday +Groceries", to: .smartList(.flagged))
        _ = try await interactor().execute("Buy milk friday +Groceries", to: .smartList(.scheduled))

        #expect(add.stub.calls == [
            .init(draft: ReminderDraft(title: "Buy milk", dueDate: .fixture("2026-11-27"), isFlagged: true), listID: 7),
            .init(draft: ReminderDraft(title: "Buy milk", dueDate: .fixture("2026-11-27")), listID: 7),
        ])
    }

    @Test func onASmartList_withoutAListNamed_itIsAddedAsTheSmartListAdds() async throws {
        lists.fetchSummaries.returns(summaries)
        addFromSmartList.stub.returns(.fixture(id: 9))

        _ = try await interactor().execute("Call mum friday +Books", to: .smartList(.flagged))

        #expect(addFromSmartList.stub.calls == [.init(draft: ReminderDraft(title: "Call mum friday +Books"), smartList: .flagged)])
    }

    @Test func aTitleLeftThatBreaksTheTitlesRule_isAddedAsTyped() async throws {
        lists.fetchSummaries.returns(summaries)
        add.stub.handles { call throws(DomainError) in
            guard call.draft.title != "Go" else { throw .invalid(ValidationErrors([.title: .tooShort(minimum: 3)])) }
            return .fixture(id: 9)
        }

        let result = try await interactor().execute("Go tomorrow", to: .list(5))

        #expect(add.stub.calls.map(\.draft) == [ReminderDraft(title: "Go", dueDate: .fixture("2026-11-26")), ReminderDraft(title: "Go tomorrow")])
        #expect(result == QuickAddResult(reminder: .fixture(id: 9), reading: QuickAddReading(title: "Go tomorrow")))
    }

    @Test func anotherRuleBroken_orATextReadAsNothing_isThrown() async {
        lists.fetchSummaries.returns(summaries)
        let tooMany = DomainError.invalid(ValidationErrors([.tags: .tooMany(maximum: 10)]))
        add.stub.fails(tooMany)
        await #expect(throws: tooMany) { try await interactor().execute("Buy milk tomorrow", to: .list(5)) }

        let tooShort = DomainError.invalid(ValidationErrors([.title: .tooShort(minimum: 3)]))
        add.stub.fails(tooShort)
        await #expect(throws: tooShort) { try await interactor().execute("Go", to: .list(5)) }
        #expect(add.stub.calls.count == 2)
    }

    @Test func aPlusWordInQuotes_readsNoLists_andStaysInTheTitle() async throws {
        // `lists` is not configured: reading it would fail the test.
        add.stub.returns(.fixture(id: 9))

        let result = try await interactor().execute("Buy milk \"+Groceries\"", to: .list(5))

        #expect(lists.fetchSummaries.calls.isEmpty)
        #expect(add.stub.calls == [.init(draft: ReminderDraft(title: "Buy milk \"+Groceries\""), listID: 5)])
        #expect(result.reading.isEmpty)
    }

    @Test func listsThatCannotBeRead_addNothing() async {
        lists.fetchSummaries.fails(with: .notFound)
        await #expect(throws: DomainError.notFound) { try await interactor().execute("Buy milk +Groceries", to: .list(5)) }
        #expect(add.stub.calls.isEmpty)
    }
}

struct KeepQuickAddAsTextInteractorTests {
    private let add = MockAddReminderUseCase()
    private let addFromSmartList = MockAddReminderFromSmartListUseCase()
    private let delete = MockDeleteReminderUseCase()
    private let access = MockListAccessRepository()

    private func interactor() -> KeepQuickAddAsTextInteractor {
        KeepQuickAddAsTextInteractor(add: add, addFromSmartList: addFromSmartList, delete: delete, access: ListAccessPolicy(repository: access))
    }

    @Test func aReminderThePersonMayNotChange_isForbidden_andNothingIsAdded() async {
        access.role.returns(.viewer)

        await #expect(throws: DomainError.forbidden) { try await interactor().execute(id: 9, text: "Buy milk", destination: .list(5)) }
        #expect(access.role.calls == [.reminder(9)])
        #expect(add.stub.calls.isEmpty)
    }

    @Test func theTextIsAddedAsTyped_thenTheReadReminderIsDeleted() async throws {
        access.role.returns(.owner)
        add.stub.returns(.fixture(id: 10))
        delete.stub.returns(0)

        let kept = try await interactor().execute(id: 9, text: "Buy milk tomorrow +Groceries", destination: .list(5))

        #expect(kept == .fixture(id: 10))
        #expect(add.stub.calls == [.init(draft: ReminderDraft(title: "Buy milk tomorrow +Groceries"), listID: 5)])
        #expect(delete.stub.calls == [9])
    }

    @Test func onASmartList_theTextIsAddedAsTheSmartListAdds() async throws {
        access.role.returns(.owner)
        addFromSmartList.stub.returns(.fixture(id: 10))
        delete.stub.returns(0)

        _ = try await interactor().execute(id: 9, text: "Call mum friday", destination: .smartList(.today))

        #expect(addFromSmartList.stub.calls == [.init(draft: ReminderDraft(title: "Call mum friday"), smartList: .today)])
        #expect(delete.stub.calls == [9])
    }

    @Test func aTextThatBreaksARule_deletesNothing() async {
        access.role.returns(.owner)
        let tooLong = DomainError.invalid(ValidationErrors([.title: .tooLong(maximum: 100)]))
        add.stub.fails(tooLong)

        await #expect(throws: tooLong) { try await interactor().execute(id: 9, text: "x", destination: .list(5)) }
        #expect(delete.stub.calls.isEmpty)
    }
}
