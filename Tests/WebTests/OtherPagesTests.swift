import Domain
import Entities
import HTTPServer
import Mocks
import Presentation
import Testing
@testable import Web

@Suite struct OtherPagesTests {
    @Test func editor_showsTheReminder_andSavingReturnsToItsListWithAFlash() async throws {
        // given
        let reminder = Reminder.fixture(id: 5, listID: 1, title: "Buy milk", notes: "2 litres", priority: .low)
        let update = MockUpdateReminderUseCase(returning: reminder)
        let browser = try makeBrowser(.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: [.fixture(list: .fixture(id: 1)), .fixture(list: .fixture(id: 2, name: "Work"))]),
            fetchList: MockFetchListUseCase(returning: .fixture(id: 1, name: "Groceries")),
            fetchReminders: MockFetchRemindersUseCase(returning: listPage(page([reminder]), among: [.fixture(list: .fixture(id: 1)), .fixture(list: .fixture(id: 2, name: "Work"))])),
            fetchReminder: MockFetchReminderUseCase(returning: reminder),
            updateReminder: update
        ))
        try await browser.visit(Route.reminder(5).path)
        #expect(await browser.status == 200)
        let editor = await browser.document
        #expect(try editor.select("#edit-title").first?["value"] == "Buy milk")
        #expect(try editor.select("#edit-notes").first?.text == "2 litres")
        #expect(try editor.select("#edit-priority option[selected]").map(\.text) == ["Low"])
        #expect(try editor.select("#edit-list option[selected]").map { [$0["value"], $0.text] } == [["1", "Groceries"]])

        // when
        try await browser.fillIn("Title", with: "Buy oat milk")
        try await browser.press("Save")

        // then
        #expect(await browser.url == Route.list(1).path)
        #expect(try await browser.document.select("p.flash").map(\.text) == ["Reminder saved"])
        #expect(update.stub.calls.map(\.draft.title) == ["Buy oat milk"])
    }

    @Test(arguments: SmartList.allCases)
    func smartList_rendersItsReminders(list: SmartList) async throws {
        let reminders = MockFetchSmartListUseCase(returning: page([.fixture(id: 3, title: "Pay rent", due: DueDate(date: .fixture("2026-11-21")))]))
        let response = try await get(makeRouter(.mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: [.fixture()]), fetchSmartList: reminders)), "/\(list.rawValue)")
        #expect(response.status == .ok)
        let document = response.document
        #expect(try document.select("li.reminder .reminder-title").map(\.text) == ["Pay rent"])
        #expect(try document.select("nav a[aria-current=page]").map { $0["href"] } == ["/\(list.rawValue)"])
    }

    @Test func search_listsResultsAndLinksPagesWithTheEncodedQuery() async throws {
        let search = MockSearchRemindersUseCase(returning: page((1...50).map { .fixture(id: Int64($0), title: "Milk \($0)") }, total: 120))
        let response = try await get(makeRouter(.mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: [.fixture()]), searchReminders: search)), Route.search(query: "milk & eggs").path)
        #expect(response.status == .ok)
        let document = response.document
        #expect(try document.select("#search-query").first?["value"] == "milk & eggs")
        #expect(try document.select("li.reminder").count == 50)
        #expect(try document.select("nav.pagination a[rel=next]").map { $0["href"] } == [Route.search(query: "milk & eggs", page: 2).path])
    }

    @Test func stylesheet_isServedWithCachingHeaders() async throws {
        let response = try await get(makeRouter(.mock()), "/static/app.css")
        #expect(response.status == .ok)
        #expect(response.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(response.headers["Cache-Control"] == "public, max-age=3600")
        #expect(response.headers["ETag"] != nil)
    }

    @Test func healthz_answersOk() async throws {
        #expect(try await get(makeRouter(.mock()), Route.health.path).text == "ok")
    }
}
