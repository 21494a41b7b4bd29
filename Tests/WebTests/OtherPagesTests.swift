import Domain
import Entities
import HTTPServer
import Mocks
import Presentation
import Testing
@testable import Web

@Suite struct OtherPagesTests {
    @Test func editor_showsTheReminderAndSavingRedirectsToItsList() async throws {
        let reminder = Reminder.fixture(id: 5, listID: 1, title: "Buy milk", notes: "2 litres", priority: .low)
        let summaries = MockFetchListSummariesUseCase(returning: [.fixture(list: .fixture(id: 1)), .fixture(list: .fixture(id: 2, name: "Work"))])
        let page = try await get(makeRouter(.mock(fetchListSummaries: summaries, fetchReminder: MockFetchReminderUseCase(returning: reminder))), "/reminders/5/edit")
        #expect(page.status == .ok)
        #expect(page.text.contains("value=\"Buy milk\"") && page.text.contains(">2 litres</textarea>"))
        #expect(page.text.contains("<option value=\"1\" selected>Groceries</option>"))

        let update = MockUpdateReminderUseCase(returning: reminder)
        let saved = try await post(makeRouter(.mock(fetchReminder: MockFetchReminderUseCase(returning: reminder), updateReminder: update)), "/reminders/5/edit", [
            "action": "saveReminder", "title": "Buy oat milk", "notes": "", "dueDate": "", "dueTime": "", "priority": "none", "listID": "1",
        ])
        #expect(saved.status == .seeOther)
        #expect(saved.location == "/lists/1")
        #expect(update.stub.calls.first?.draft.title == "Buy oat milk")
    }

    @Test(arguments: SmartList.allCases)
    func smartList_rendersItsReminders(list: SmartList) async throws {
        let reminders = MockFetchSmartListUseCase(returning: page([.fixture(id: 3, title: "Pay rent", due: DueDate(date: .fixture("2026-11-21")))]))
        let response = try await get(makeRouter(.mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: [.fixture()]), fetchSmartList: reminders)), "/\(list.rawValue)")
        #expect(response.status == .ok)
        #expect(response.text.contains("Pay rent"))
        #expect(response.text.contains("aria-current=\"page\">"))
    }

    @Test func search_listsResultsAndLinksPagesWithTheEncodedQuery() async throws {
        let search = MockSearchRemindersUseCase(returning: page((1...50).map { .fixture(id: Int64($0), title: "Milk \($0)") }, total: 120))
        let response = try await get(makeRouter(.mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: [.fixture()]), searchReminders: search)), "/search?q=milk+%26+eggs")
        #expect(response.status == .ok)
        #expect(response.text.contains("value=\"milk &amp; eggs\""))
        #expect(response.text.contains("href=\"/search?q=milk%20%26%20eggs&amp;page=2\""))
    }

    @Test func stylesheet_isServedWithCachingHeaders() async throws {
        let response = try await get(makeRouter(.mock()), "/static/app.css")
        #expect(response.status == .ok)
        #expect(response.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(response.headers["Cache-Control"] == "public, max-age=3600")
        #expect(response.headers["ETag"] != nil)
    }

    @Test func healthz_answersOk() async throws {
        #expect(try await get(makeRouter(.mock()), "/healthz").text == "ok")
    }

    @Test func paths_buildEveryDestination() {
        #expect(Paths.path(for: .lists) == "/")
        #expect(Paths.path(for: .list(3, page: 1)) == "/lists/3")
        #expect(Paths.path(for: .list(3, page: 2)) == "/lists/3?page=2")
        #expect(Paths.path(for: .reminder(4)) == "/reminders/4/edit")
        #expect(Paths.path(for: .smartList(.today, page: 3)) == "/today?page=3")
        #expect(Paths.path(for: .search(query: "a b", page: 2)) == "/search?q=a%20b&page=2")
    }
}
