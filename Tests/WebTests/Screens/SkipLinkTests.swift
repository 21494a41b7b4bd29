import Domain
import Entities
import HTMLTestKit
import Mocks
import Presentation
import Testing
@testable import Web

/// The first row within three Tab stops: a page of rows has a second skip link, past its menu
/// and quick add, to the rows, which take the focus; a page without rows has only the first.
@Suite struct SkipLinkTests {
    private static let summaries: [ReminderListSummary] = [.fixture(list: .fixture(id: 1, name: "Groceries"))]
    private static let lists = MockFetchListSummariesUseCase(returning: summaries)

    private func listPage(_ reminders: [Reminder]) async throws -> HTMLDocument {
        let container = DIContainer.mock(
            fetchListSummaries: Self.lists,
            fetchList: MockFetchListUseCase(returning: .fixture(id: 1, name: "Groceries")),
            fetchReminders: MockFetchRemindersUseCase(returning: WebTests.listPage(page(reminders), among: Self.summaries))
        )
        return try await get(makeRouter(container), Route.list(1).path).document
    }

    private func smartListPage(_ reminders: [Reminder]) async throws -> HTMLDocument {
        let container = DIContainer.mock(fetchListSummaries: Self.lists, fetchSmartList: MockFetchSmartListUseCase(returning: page(reminders)))
        return try await get(makeRouter(container), Route.smartList(.all).path).document
    }

    @Test func aListWithRows_skipsToThemSecond_andTheRowsTakeTheFocus() async throws {
        let document = try await listPage([.fixture(id: 5, title: "Buy milk")])

        #expect(try document.select("body > a.skip-link").map { $0["href"] } == ["#main", "#reminders"])
        #expect(try document.select("body > a.skip-link").map(\.text) == ["Skip to content", "Skip to the reminders"])
        let target = try #require(try document.select("#reminders").first)
        #expect(target["tabindex"] == "-1")
        #expect(try document.select("#reminders li.reminder").map { $0["id"] } == ["reminder-5"])
    }

    @Test func aSmartListWithRows_skipsToItsSections() async throws {
        let document = try await smartListPage([.fixture(id: 3, title: "Pay rent")])

        #expect(try document.select("body > a.skip-link").map { $0["href"] } == ["#main", "#reminders"])
        #expect(try document.select("#reminders[tabindex=-1] section li.reminder").map { $0["id"] } == ["reminder-3"])
    }

    @Test func aPageWithoutRows_hasOnlyTheSkipToContent() async throws {
        for document in [try await listPage([]), try await smartListPage([])] {
            #expect(try document.select("body > a.skip-link").map { $0["href"] } == ["#main"])
            #expect(try document.select("#reminders").isEmpty)
        }
    }
}
