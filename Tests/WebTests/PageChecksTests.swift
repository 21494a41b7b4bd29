import Domain
import Entities
import HTMLTestKit
import HTTPServer
import Mocks
import Presentation
import Testing
@testable import Web

/// Every page the app renders passes the page checks, and every form on it sends what the app
/// understands: its submission decodes, through Web's own decoders, into an action of its screen.
@Suite struct PageChecksTests {
    /// Every read the pages make, answered with a few lists and reminders.
    private func container(lists: [ReminderListSummary]? = nil) -> DIContainer {
        let reminders = [
            Reminder.fixture(id: 5, title: "Buy milk", notes: "2 litres", due: DueDate(date: .fixture("2026-11-20"), time: .fixture("09:00")), priority: .high),
            Reminder.fixture(id: 6, title: "Bake bread", due: DueDate(date: .fixture("2026-11-22"))),
            Reminder.fixture(id: 7, title: "Old news", completedAt: fixtureDate),
        ]
        return .mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: lists ?? [
                .fixture(list: .fixture(id: 1, name: "Groceries"), openCount: 2), .fixture(list: .fixture(id: 2, name: "Work"), openCount: 0),
            ]),
            fetchList: MockFetchListUseCase(returning: .fixture(id: 1, name: "Groceries")),
            fetchReminders: MockFetchRemindersUseCase(returning: page(reminders, total: 120)),
            fetchReminder: MockFetchReminderUseCase(returning: reminders[0]),
            fetchSmartList: MockFetchSmartListUseCase(returning: page(reminders)),
            searchReminders: MockSearchRemindersUseCase(returning: page(reminders))
        )
    }

    @Test(arguments: [
        "/", "/lists/1", "/lists/1?completed=1&page=2", "/lists/1/delete", "/reminders/5/edit",
        "/today", "/scheduled", "/completed", "/search", "/search?q=milk", "/nowhere", "/lists/abc",
    ])
    func page_passesTheChecksAndEveryFormDecodes(path: String) async throws {
        let response = try await get(makeRouter(container()), path)
        let document = HTMLDocument(html: response.text)
        #expect(document.pageProblems() == [], "\(path)")
        try checkForms(of: document, at: path)
    }

    @Test func emptyOverview_andAPageWithMessages_passTheChecks() async throws {
        let empty = try await get(makeRouter(container(lists: [])), "/")
        #expect(HTMLDocument(html: empty.text).pageProblems() == [])
        let rejected = try await post(makeRouter(.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: [.fixture()]),
            createList: MockCreateListUseCase(failing: .invalid(ValidationErrors([.name: .empty])))
        )), "/", ["action": "createList", "name": " "])
        #expect(rejected.status == .unprocessableContent)
        let document = HTMLDocument(html: rejected.text)
        #expect(document.pageProblems() == [])
        try checkForms(of: document, at: "/")
    }

    /// Submits each POST form as a browser would (its first submit button pressed) and decodes
    /// the submission with the decoder of the screen the form posts to.
    private func checkForms(of document: HTMLDocument, at path: String) throws {
        for form in document.forms where form.method == "POST" {
            let target = form.action.isEmpty ? String(path.split(separator: "?").first ?? "/") : form.action
            let fields = try URLEncodedForm(decoding: Array(URLEncoding.urlencoded(form.submission(pressing: form.submitButtons.first)).utf8))
            let segments = target.split(separator: "/").map(String.init)
            switch segments.first {
            case nil:
                _ = try ListsOverviewForm.action(from: fields)
            case "lists":
                _ = try ReminderListForm.action(from: fields, listID: Int64(segments[1])!)
            case "reminders":
                _ = try ReminderEditorForm.action(from: fields, id: Int64(segments[1])!)
            case "search":
                _ = try SearchForm.action(from: fields)
            case let name?:
                let list = try #require(SmartList(rawValue: name), "a form posts to \(target), which no decoder knows")
                _ = try SmartListForm.action(from: fields, list: list)
            }
        }
    }
}
