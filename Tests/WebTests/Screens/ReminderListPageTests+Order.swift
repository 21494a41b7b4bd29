import Domain
import Entities
import HTTPServer
import Mocks
import Presentation
import Testing
@testable import Web

/// The list's order: the Sort by choice in its menu, and in manual order each row's Move up and
/// Move down buttons (and the drag-and-drop script's `placeReminder`, the same form).
@Suite struct ReminderListOrderPageTests {
    private let reminders = page([
        .fixture(id: 5, title: "Pay rent"), .fixture(id: 6, title: "Water plants"), .fixture(id: 7, title: "Call mum"),
    ])

    private func container(
        order: ReminderSortOrder, setOrder: MockSetListSortOrderUseCase = MockSetListSortOrderUseCase(),
        reposition: MockRepositionReminderUseCase = MockRepositionReminderUseCase()
    ) -> DIContainer {
        let list = ReminderList.fixture(id: 1, name: "Groceries", sortOrder: order)
        let lists: [ReminderListSummary] = [.fixture(list: list, openCount: 3), .fixture(list: .fixture(id: 2, name: "Work"))]
        return .mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: lists),
            fetchReminders: MockFetchRemindersUseCase(returning: listPage(reminders, among: lists)),
            setListSortOrder: setOrder, repositionReminder: reposition
        )
    }

    @Test(arguments: ReminderSortOrder.allCases)
    func theListsMenu_offersEveryOrder_asOneButtonEach_withTheListsMarked(order: ReminderSortOrder) async throws {
        let document = try await get(makeRouter(container(order: order)), Route.list(1).path).document

        let buttons = try document.select("details.menu #sort-order[role=group] button[type=submit][name=sortOrder]")
        #expect(buttons.map { $0["value"] } == ["manual", "dueDate", "priority", "title", "createdAt"])
        #expect(buttons.map(\.text) == ["Manual", "Due date", "Priority", "Title", "Creation date"])
        #expect(try document.select("#sort-order button[aria-current=true]").map { $0["value"] } == [order.rawValue])
        #expect(try document.select("#sort-order").first?["aria-labelledby"] == "sort-label")
        #expect(try document.select("#sort-label").map(\.text) == ["Sort by"])
    }

    @Test func inManualOrder_rowsMoveUpAndDown_butTheFirstNotUp_andTheLastNotDown_andCanBeDragged() async throws {
        let document = try await get(makeRouter(container(order: .manual)), Route.list(1).path).document

        #expect(try document.select("ul.reminders[data-reorder]").count == 1)
        let labels = try document.select("li.reminder button[value=moveReminderUp], li.reminder button[value=moveReminderDown]")
            .map { $0["aria-label"] ?? "" }
        #expect(labels == ["Move “Pay rent” down", "Move “Water plants” up", "Move “Water plants” down", "Move “Call mum” up"])
        #expect(try document.select("#reminder-6 button[value=moveReminderUp]").map(\.text) == ["Move up"])
        #expect(try document.select("#reminder-6 button[value=moveReminderDown]").map(\.text) == ["Move down"])
    }

    @Test(arguments: ReminderSortOrder.allCases.filter { $0 != .manual })
    func inAnyOtherOrder_rowsHaveNoMoveButtons_andCannotBeDragged(order: ReminderSortOrder) async throws {
        let document = try await get(makeRouter(container(order: order)), Route.list(1).path).document

        #expect(try document.select("ul.reminders[data-reorder]").isEmpty)
        #expect(try document.select("button[value=moveReminderUp], button[value=moveReminderDown]").isEmpty)
    }

    @Test func choosingAnOrder_storesIt_andComesBackToTheFirstPageWithAFlash() async throws {
        // given
        let setOrder = MockSetListSortOrderUseCase(returning: .fixture(id: 1, sortOrder: .title))
        let browser = try makeBrowser(container(order: .dueDate, setOrder: setOrder))
        try await browser.visit(Route.list(1, page: 2).path)

        // when: one press, the order's own button
        try await browser.press("Title")

        // then
        #expect(await browser.url == Route.list(1).path)
        #expect(setOrder.stub.calls == [.init(id: 1, order: .title)])
        #expect(try await browser.document.select(".flash > p").map(\.text) == ["List sorted by: Title"])
    }

    @Test(arguments: [("Move “Water plants” up", ReminderPlacement.up), ("Move “Water plants” down", .down)])
    func pressingMoveUpOrDown_movesTheReminder_andComesBackToThatPage(button: String, placement: ReminderPlacement) async throws {
        let reposition = MockRepositionReminderUseCase(returning: .fixture(id: 6))
        let browser = try makeBrowser(container(order: .manual, reposition: reposition))
        try await browser.visit(Route.list(1, page: 1, showCompleted: true).path)

        try await browser.press(button)

        #expect(await browser.url == Route.list(1, page: 1, showCompleted: true).path)
        #expect(reposition.stub.calls == [.init(id: 6, placement: placement)])
        #expect(try await browser.document.select(".flash > p").map(\.text) == ["Reminder moved"])
    }

    @Test(arguments: [(["beforeID": "5"], ReminderPlacement.before(5)), (["afterID": "7"], .after(7))])
    func theDragAndDropForm_placesTheReminderBeforeOrAfterAnother(target: [String: String], placement: ReminderPlacement) async throws {
        let reposition = MockRepositionReminderUseCase(returning: .fixture(id: 6))
        let response = try await post(
            makeRouter(container(order: .manual, reposition: reposition)), Route.list(1, page: 3).path,
            ["action": "placeReminder", "reminderID": "6"].merging(target) { $1 }
        )

        #expect(response.status == .seeOther)
        #expect(response.location == Route.list(1, page: 3).path)
        #expect(reposition.stub.calls == [.init(id: 6, placement: placement)])
    }

    @Test(arguments: [
        ["action": "sortList", "sortOrder": "random"],
        ["action": "sortList"],
        ["action": "moveReminderUp", "reminderID": "x"],
        ["action": "moveReminderDown"],
        ["action": "placeReminder", "reminderID": "6"],
        ["action": "placeReminder", "reminderID": "6", "beforeID": "5", "afterID": "7"],
        ["action": "placeReminder", "reminderID": "6", "beforeID": "first"],
    ])
    func malformedOrderFields_are400_andChangeNothing(fields: [String: String]) async throws {
        let setOrder = MockSetListSortOrderUseCase()
        let reposition = MockRepositionReminderUseCase()
        let response = try await post(makeRouter(container(order: .manual, setOrder: setOrder, reposition: reposition)), Route.list(1).path, fields)

        #expect(response.status == .badRequest)
        #expect(setOrder.stub.calls.isEmpty && reposition.stub.calls.isEmpty)
    }

    @Test func movingInAListNotInManualOrder_is422_withTheMessageBesideTheOrder_inTheOpenMenu() async throws {
        let reposition = MockRepositionReminderUseCase(failing: .invalid(ValidationErrors([.sortOrder: .needsManualOrder])))
        let response = try await post(
            makeRouter(container(order: .title, reposition: reposition)), Route.list(1).path,
            ["action": "moveReminderUp", "reminderID": "6"]
        )

        #expect(response.status.code == 422)
        let document = response.document
        #expect(try document.select("details.menu[open]").count == 1)
        let group = try #require(try document.select("#sort-order").first)
        #expect(group["aria-describedby"] == "sort-error")
        #expect(try document.select("#sort-error").map(\.text) == ["Choose Manual to move reminders by hand."])
    }

    @Test func movingAForeignReminder_is404() async throws {
        let reposition = MockRepositionReminderUseCase(failing: .notFound)
        let response = try await post(
            makeRouter(container(order: .manual, reposition: reposition)), Route.list(1).path,
            ["action": "placeReminder", "reminderID": "6", "beforeID": "99"]
        )

        #expect(response.status == .notFound)
    }
}
