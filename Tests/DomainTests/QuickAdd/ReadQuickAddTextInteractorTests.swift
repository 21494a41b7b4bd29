import Domain
import Entities
import Foundation
import Mocks
import Testing

struct ReadQuickAddTextInteractorTests {
    private let lists = MockReminderListRepository()
    private let moment = QuickAddMoment.base

    private func interactor() -> ReadQuickAddTextInteractor {
        ReadQuickAddTextInteractor(
            lists: lists, parser: QuickAddParser(language: .english, timeZone: moment.timeZone, weekStart: moment.weekStart),
            clock: FixedCalendarClock(date: moment.instant, localDate: .fixture("2026-11-25"), localTime: .fixture("14:30"), timeZone: moment.timeZone)
        )
    }

    @Test func whatAddingWouldRead_isRead_withThePersonsListNamed() async throws {
        lists.fetchSummaries.returns([.fixture(list: .fixture(id: 7, name: "Groceries"))])

        let reading = try await interactor().execute("Buy milk tomorrow 9am !1 #shop +groceries")

        #expect(reading.title == "Buy milk")
        #expect(reading.due == DueDate(date: .fixture("2026-11-26"), time: .fixture("09:00")))
        #expect(reading.priority == .high)
        #expect(reading.tags == [Tag("shop")!])
        #expect(reading.listName == "Groceries")
        #expect(reading.spans.map(\.text) == ["tomorrow 9am", "!1", "#shop", "+groceries"])
    }

    @Test func aTextWithoutAPlusWord_readsNoLists() async throws {
        // `lists` is not configured: reading it would fail the test.
        let reading = try await interactor().execute("Call mum friday")

        #expect(lists.fetchSummaries.calls.isEmpty)
        #expect(reading.title == "Call mum")
    }

    @Test func aTitleLeftThatBreaksTheTitlesRule_readsNothing_asAddingWouldKeepTheText() async throws {
        let reading = try await interactor().execute("Go tomorrow")

        #expect(reading == QuickAddReading(title: "Go tomorrow"))
    }

    @Test func aTextLongerThanATitle_isRefused_andReadsNoLists() async throws {
        let maximum = ReminderDetails.titleRule.length.upperBound
        let tooLong = DomainError.invalid(ValidationErrors([.title: .tooLong(maximum: maximum)]))
        let longest = String(repeating: "a", count: maximum)

        await #expect(throws: tooLong) { try await interactor().execute(longest + " +Gro") }
        #expect(lists.fetchSummaries.calls.isEmpty)
        #expect(try await interactor().execute(longest) == QuickAddReading(title: longest))
    }

    @Test func listsThatCannotBeRead_areThrown() async {
        lists.fetchSummaries.fails(with: .notFound)

        await #expect(throws: DomainError.notFound) { try await interactor().execute("Buy milk +Groceries") }
    }
}
