import Domain
import Entities
import HTTPServer
import Mocks
import Presentation
import Testing
@testable import Web

/// The sidebar every signed-in page shows, built once for every screen from one overview.
@Suite struct SidebarPageTests {
    private let overview = ReminderOverview(
        lists: [
            ReminderListSummary(list: .fixture(id: 1, name: "Groceries"), openCount: 3),
            ReminderListSummary(list: .fixture(id: 2, name: "Work", color: .green, icon: .work), openCount: 1),
        ],
        counts: [.today: 1, .scheduled: 2, .flagged: 0, .all: 4, .completed: 7]
    )

    @Test func aSmartListsPage_showsEveryCount_andEveryListWithItsLook_markingItself() async throws {
        let fetch = MockFetchOverviewUseCase(returning: overview)
        let response = try await get(makeRouter(.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: overview.lists),
            fetchSmartList: MockFetchSmartListUseCase(returning: page([])), fetchOverview: fetch
        )), Route.smartList(.scheduled).path)

        #expect(response.status == .ok)
        let sidebar = try #require(try response.document.select("nav.sidebar").first)
        #expect(sidebar["aria-label"] == "Lists at a glance")
        #expect(try sidebar.select("a").map { [$0.text, $0["href"] ?? ""] } == [
            ["Today 1", "/today"], ["Scheduled 2", "/scheduled"], ["Flagged 0", "/flagged"], ["All 4", "/all"], ["Completed 7", "/completed"],
            ["Groceries 3", Route.list(1).path], ["Work 1", Route.list(2).path],
        ])
        #expect(try sidebar.select("a[aria-current=page]").map(\.text) == ["Scheduled 2"])
        #expect(try sidebar.select(".list-icon").map { [$0["data-color"] ?? "", $0["data-icon"] ?? ""] } == [["blue", "list"], ["green", "work"]])
        #expect(try response.document.select("body.with-sidebar").count == 1)
        #expect(fetch.stub.calls.count == 1)
    }

    @Test func aListsPage_marksThatList() async throws {
        let reminder = Reminder.fixture(id: 5, listID: 2, title: "Send report")
        let response = try await get(makeRouter(.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: overview.lists),
            fetchReminders: MockFetchRemindersUseCase(returning: listPage(page([reminder]), of: 2, among: overview.lists)),
            fetchOverview: MockFetchOverviewUseCase(returning: overview)
        )), Route.list(2).path)

        #expect(response.status == .ok)
        #expect(try response.document.select("nav.sidebar a[aria-current=page]").map(\.text) == ["Work 1"])
    }

    @Test func whenTheOverviewFails_theSidebarStillLinksTheSmartLists_andThePageIsShown() async throws {
        let response = try await get(makeRouter(.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: []), fetchOverview: MockFetchOverviewUseCase(failing: .unavailable("disk")),
            fetchTagCounts: MockFetchTagCountsUseCase(returning: [])
        )), Route.lists.path)

        #expect(response.status == .ok)
        #expect(try response.document.select("nav.sidebar a").map(\.text) == ["Today", "Scheduled", "Flagged", "All", "Completed"])
        #expect(try response.document.select("nav.sidebar ul").count == 1)
    }

    @Test func aSignedOutPage_hasNoSidebar_andReadsNoOverview() async throws {
        let fetch = MockFetchOverviewUseCase()
        let response = try await get(makeRouter(.mock(fetchOverview: fetch)), Route.signIn().path, headers: ["Cookie": "x=1"])

        #expect(response.status == .ok)
        #expect(try response.document.select("nav.sidebar, body.with-sidebar").isEmpty)
        #expect(fetch.stub.calls.isEmpty)
    }

    @Test func aGermanPersonsPage_namesTheSidebarAndItsSmartListsInGerman() async throws {
        let german = AuthenticatedSession.fixture(user: .fixture(settings: UserSettings(language: "de")))
        let resolve = MockResolveSessionUseCase()
        resolve.stub.handles { $0 == german.token ? german : nil }
        let container = DIContainer.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: overview.lists),
            fetchSmartList: MockFetchSmartListUseCase(returning: page([])), fetchOverview: MockFetchOverviewUseCase(returning: overview)
        )
        let router = try makeRouter(container, accounts: .mock(resolveSession: resolve, container: container))

        let response = try await get(router, Route.smartList(.all).path, headers: ["Cookie": "session=\(german.token)"])

        let sidebar = try #require(try response.document.select("nav.sidebar").first)
        #expect(sidebar["aria-label"] == "Listen auf einen Blick")
        #expect(try sidebar.select("a .sidebar-name").prefix(5).map(\.text) == ["Heute", "Geplant", "Markiert", "Alle", "Erledigt"])
        #expect(try sidebar.select("#sidebar-lists").map(\.text) == ["Meine Listen"])
        #expect(try response.document.select("h1").map(\.text) == ["Alle"])
    }
}
