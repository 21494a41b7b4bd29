import Domain
import Entities
import HTTPServer
import Mocks
import Presentation
import Testing
@testable import Web

/// Subtasks through the router: indented under their parent with its progress, added from the
/// editor (which a row's menu links to), refused under a subtask with the reason beside the form.
@Suite struct SubtaskPagesTests {
    private let lists: [ReminderListSummary] = [.fixture(list: .fixture(id: 1)), .fixture(list: .fixture(id: 2, name: "Work"))]
    private let pack = Reminder.fixture(id: 5, title: "Pack for the trip")
    private let subtasks: [Reminder] = [
        .fixture(id: 6, title: "Passport", parentID: 5), .fixture(id: 7, title: "Charger", completedAt: fixtureDate, parentID: 5),
    ]

    private func container(add: MockAddSubtaskUseCase = MockAddSubtaskUseCase()) -> DIContainer {
        let fetch = MockFetchReminderUseCase()
        fetch.stub.handles { [pack, subtasks] id throws(DomainError) in
            guard let reminder = ([pack] + subtasks).first(where: { $0.id == id }) else { throw .notFound }
            return reminder
        }
        var page = listPage(page([pack, .fixture(id: 8, title: "Book the hotel")]), among: lists)
        page.subtasks = [5: subtasks]
        return .mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: lists),
            fetchList: MockFetchListUseCase(returning: .fixture(id: 1, name: "Groceries")),
            fetchReminders: MockFetchRemindersUseCase(returning: page),
            fetchReminder: fetch, fetchSubtasks: MockFetchSubtasksUseCase(returning: subtasks),
            addSubtask: add
        )
    }

    @Test func aListPage_showsTheOpenSubtasksIndentedUnderTheirParent_withItsProgress() async throws {
        let document = try await get(makeRouter(container()), Route.list(1).path).document

        #expect(try document.select("li.reminder").map { $0["id"] ?? "" } == ["reminder-5", "reminder-6", "reminder-8"])
        #expect(try document.select("li.reminder.subtask").map { $0["id"] ?? "" } == ["reminder-6"])
        #expect(try document.select("#reminder-5 .meta .progress").map(\.text) == ["Subtasks done: 1 of 2"])
        let addLinks = try document.select("li.reminder .row-menu a").filter { $0["href"]?.hasSuffix("#add-subtask") == true }
        #expect(addLinks.map(\.accessibleName) == ["Add a subtask to “Pack for the trip”", "Add a subtask to “Book the hotel”"])
        #expect(addLinks.first?["href"] == Route.reminder(5).path + "#add-subtask")
        // The page checks (unique names per row, places of the route table) hold too.
        try await makeBrowser(container()).visit(Route.list(1).path)
    }

    @Test func theEditor_listsTheSubtasks_andAddsOne_comingBackToTheEditor() async throws {
        let add = MockAddSubtaskUseCase(returning: .fixture(id: 9, title: "Socks", parentID: 5))
        let browser = try makeBrowser(container(add: add))
        try await browser.visit(Route.reminder(5).path)
        let editor = await browser.document
        #expect(try editor.select(".subtask-list a").map(\.text) == ["Passport", "Charger"])
        #expect(try editor.select(".subtask-list a").map { $0["href"] ?? "" } == [Route.reminder(6).path, Route.reminder(7).path])
        #expect(try editor.select("#subtasks-heading .progress").map(\.text) == ["1 of 2"])

        try await browser.fillIn("New subtask", with: "Socks")
        try await browser.press("Add subtask")

        #expect(await browser.url == Route.reminder(5).path)
        #expect(try await browser.document.select(".flash > p").map(\.text) == ["Subtask added"])
        #expect(add.stub.calls == [.init(draft: ReminderDraft(title: "Socks"), parentID: 5)])
    }

    @Test func aSubtasksEditor_linksToItsParent_andOffersNoSubtasks() async throws {
        let document = try await get(makeRouter(container()), Route.reminder(6).path).document

        #expect(try document.select(".parent-link a").map(\.text) == ["Subtask of “Pack for the trip”"])
        #expect(try document.select(".parent-link a").first?["href"] == Route.reminder(5).path)
        #expect(try document.select("#add-subtask").isEmpty)
    }

    @Test func aSubtaskPostedUnderASubtask_isRefused_withTheReason_andNothingAdded() async throws {
        let add = MockAddSubtaskUseCase(failing: .invalid(ValidationErrors([.parent: .nestedSubtask])))

        let response = try await post(makeRouter(container(add: add)), Route.reminder(6).path, ["action": "addSubtask", "title": "Socks"])

        #expect(response.status == .unprocessableContent)
        #expect(try response.document.select("main .error[role=alert]").map(\.text) == ["A subtask can’t have subtasks of its own."])
    }

    @Test func aSubtaskWithoutATitleField_isABadRequest() async throws {
        let add = MockAddSubtaskUseCase()

        let response = try await post(makeRouter(container(add: add)), Route.reminder(5).path, ["action": "addSubtask"])

        #expect(response.status == .badRequest)
        #expect(add.stub.calls.isEmpty)
    }
}

extension SubtaskPagesTests {
    @Test func aSubtaskRow_saysItIsOne_toThoseWhoCannotSeeTheIndent() async throws {
        let document = try await get(makeRouter(container()), Route.list(1).path).document

        #expect(try document.select("#reminder-6 .row > div > .visually-hidden").map(\.text) == ["(subtask)"])
        #expect(try document.select("#reminder-5 .row > div > .visually-hidden").isEmpty)
    }
}
