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
            fetchReminder: MockFetchReminderUseCase(returning: reminder), fetchSubtasks: MockFetchSubtasksUseCase(returning: []),
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
        #expect(try await browser.document.select(".flash > p").map(\.text) == ["Reminder saved"])
        #expect(update.stub.calls.map(\.draft.title) == ["Buy oat milk"])
    }

    @Test func editor_showsTheFlaggedBoxTicked_andUntickingItUnflagsOnSave() async throws {
        // given
        let reminder = Reminder.fixture(id: 5, listID: 1, title: "Pay rent", isFlagged: true)
        let lists: [ReminderListSummary] = [.fixture(list: .fixture(id: 1))]
        let update = MockUpdateReminderUseCase(returning: .fixture(id: 5, listID: 1, title: "Pay rent"))
        let browser = try makeBrowser(.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: lists),
            fetchList: MockFetchListUseCase(returning: .fixture(id: 1)),
            fetchReminders: MockFetchRemindersUseCase(returning: listPage(page([]), among: lists)),
            fetchReminder: MockFetchReminderUseCase(returning: reminder), fetchSubtasks: MockFetchSubtasksUseCase(returning: []),
            updateReminder: update
        ))
        try await browser.visit(Route.reminder(5).path)
        #expect(try await browser.document.select("#edit-flagged[type=checkbox][checked]").count == 1)

        // when
        try await browser.uncheck("Flagged")
        try await browser.press("Save")

        // then
        #expect(await browser.url == Route.list(1).path)
        #expect(update.stub.calls.map(\.draft) == [ReminderDraft(title: "Pay rent", isFlagged: false)])
    }

    @Test(arguments: [
        ["action": "saveReminder", "title": "Pay rent", "listID": "1", "isFlagged": "flagged"],
        ["action": "saveReminder", "title": "Pay rent", "listID": "1", "isFlagged": ""],
    ])
    func editor_aMalformedFlaggedBox_is400(fields: [String: String]) async throws {
        #expect(try await post(makeRouter(.mock()), Route.reminder(5).path, fields).status == .badRequest)
    }

    @Test(arguments: ["0", "-2", "Bea", "1e3", String(repeating: "9", count: 19)])
    func editor_aMalformedAssignee_is400_andNothingIsSaved(assignee: String) async throws {
        let update = MockUpdateReminderUseCase()
        let fields = ["action": "saveReminder", "title": "Pay rent", "listID": "1", "assignee": assignee]
        #expect(try await post(makeRouter(.mock(updateReminder: update)), Route.reminder(5).path, fields).status == .badRequest)
        #expect(update.stub.calls.isEmpty)
    }

    @Test(arguments: [("", nil), ("7", 7)] as [(String, Int64?)])
    func editor_theAssignee_isNoOneWhenEmpty_elseTheMemberChosen(assignee: String, expected: Int64?) async throws {
        let update = MockUpdateReminderUseCase(returning: .fixture(id: 5))
        let fields = ["action": "saveReminder", "title": "Pay rent", "listID": "1", "assignee": assignee]
        #expect(try await post(makeRouter(.mock(updateReminder: update)), Route.reminder(5).path, fields).status == .seeOther)
        #expect(update.stub.calls.map(\.draft.assigneeID) == [expected])
    }

    /// The muted line's parts are set apart by the stylesheet, so one without a due date starts with its list, not a "·".
    @Test func aSmartListRowWithoutADueDate_showsItsListWithNoStraySeparator() async throws {
        let reminders = MockFetchSmartListUseCase(returning: page([.fixture(id: 3, title: "Pay rent", isFlagged: true)]))
        let lists = MockFetchListSummariesUseCase(returning: [.fixture(list: .fixture(id: 1, name: "Home"))])
        let document = try await get(makeRouter(.mock(fetchListSummaries: lists, fetchSmartList: reminders)), Route.smartList(.flagged).path).document
        #expect(try document.select("li.reminder .meta > *").map(\.text) == ["Flagged", "Home"])
        #expect(try document.select("li.reminder .meta").map(\.text) == ["FlaggedHome"])
    }

    @Test func pageTitles_sayWhereThePersonIs() async throws {
        let reminder = Reminder.fixture(id: 5, listID: 1, title: "Buy milk")
        let editor = try await get(makeRouter(.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: [.fixture(list: .fixture(id: 1, name: "Groceries"))]),
            fetchReminder: MockFetchReminderUseCase(returning: reminder), fetchSubtasks: MockFetchSubtasksUseCase(returning: [])
        )), Route.reminder(5).path)
        #expect(editor.document.title == "Edit reminder · Groceries · Reminders")
        let search = try await get(makeRouter(.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: []), searchReminders: MockSearchRemindersUseCase(returning: page([]))
        )), Route.search(query: "milk").path)
        #expect(search.document.title == "milk · Search · Reminders")
    }

    @Test(arguments: SmartList.allCases)
    func smartList_rendersItsReminders(list: SmartList) async throws {
        let reminders = MockFetchSmartListUseCase(returning: page([.fixture(id: 3, title: "Pay rent", due: DueDate(date: .fixture("2026-11-21")))]))
        let response = try await get(makeRouter(.mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: [.fixture()]), fetchSmartList: reminders)), "/\(list.rawValue)")
        #expect(response.status == .ok)
        let document = response.document
        #expect(try document.select("li.reminder .reminder-title").map(\.text) == ["Pay rent"])
        // Assigned to Me is in neither for someone without a shared list (the mocks' lists are not).
        let marked = list.needsSharedList ? [] : ["/\(list.rawValue)"]
        #expect(try document.select("header nav a[aria-current=page]").map { $0["href"] } == marked)
        #expect(try document.select("nav.sidebar a[aria-current=page]").map { $0["href"] } == marked)
    }

    /// (The search link is for phones, where the header has no room for the search box.)
    @Test func everySignedInPage_linksTheSmartListsInTheNavigation_FlaggedBesideTheOthers() async throws {
        let response = try await get(
            makeRouter(.mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: []), fetchTagCounts: MockFetchTagCountsUseCase(returning: []))),
            Route.lists.path)
        let links = try response.document.select("header nav a").map { [$0.text, $0["href"] ?? ""] }
        #expect(links == [
            ["Lists", Route.lists.path], ["Today", Route.smartList(.today).path], ["Scheduled", Route.smartList(.scheduled).path],
            ["Flagged", Route.smartList(.flagged).path], ["All", Route.smartList(.all).path], ["Completed", Route.smartList(.completed).path],
            ["Search", Route.search().path],
        ])
    }

    @Test func flaggedEmpty_saysWhatWouldShowUpThere() async throws {
        let response = try await get(makeRouter(.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: []), fetchSmartList: MockFetchSmartListUseCase(returning: page([]))
        )), Route.smartList(.flagged).path)
        #expect(response.status == .ok)
        #expect(try response.document.select("h1").map(\.text) == ["Flagged"])
        #expect(try response.document.select("section.empty h2, section.empty p").map(\.text) == ["Nothing flagged", "Reminders you flag show up here."])
        #expect(try response.document.select("header nav a[aria-current=page]").map(\.text) == ["Flagged"])
    }

    @Test func flaggingFromASmartList_returnsToTheSamePage() async throws {
        let setFlagged = MockSetReminderFlaggedUseCase(returning: .fixture(id: 3, isFlagged: false))
        let response = try await post(makeRouter(.mock(setReminderFlagged: setFlagged)), Route.smartList(.scheduled, page: 2).path, [
            "action": "unflag", "reminderID": "3",
        ])
        #expect(response.status == .seeOther)
        #expect(response.location == Route.smartList(.scheduled, page: 2).path)
        #expect(setFlagged.stub.calls == [.init(id: 3, isFlagged: false)])
        #expect(try await post(makeRouter(.mock()), Route.smartList(.today).path, ["action": "unflag"]).status == .badRequest)
    }

    @Test func flaggingASearchResult_returnsToTheSameResults() async throws {
        let setFlagged = MockSetReminderFlaggedUseCase(returning: .fixture(id: 3, isFlagged: true))
        let search = MockSearchRemindersUseCase(returning: page([.fixture(id: 3, title: "Pay rent")], number: 2, total: 60))
        let browser = try makeBrowser(.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: [.fixture()]), setReminderFlagged: setFlagged, searchReminders: search
        ))
        try await browser.visit(Route.search(query: "rent & co", page: 2).path)

        try await browser.press("Flag", within: "#reminder-3")

        #expect(await browser.url == Route.search(query: "rent & co", page: 2).path)
        #expect(try await browser.document.select(".flash > p").map(\.text) == ["Reminder flagged"])
        #expect(setFlagged.stub.calls == [.init(id: 3, isFlagged: true)])
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

    @Test func faviconIco_isTheAppsIcon() async throws {
        let response = try await get(makeRouter(.mock()), "/favicon.ico")
        #expect(response.status == .ok)
        #expect(response.headers["Content-Type"] == "image/svg+xml")
    }

    @Test func healthz_answersOk() async throws {
        #expect(try await get(makeRouter(.mock()), Route.health.path).text == "ok")
    }
}
