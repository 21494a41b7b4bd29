import Domain
import Entities
import HTTPServer
import Mocks
import Testing
@testable import Web

@Suite struct ListsOverviewPageTests {
    @Test func overview_listsEveryListWithItsOpenCount() async throws {
        let router = try makeRouter(.mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: [
            .fixture(list: .fixture(id: 1, name: "Groceries"), openCount: 3),
            .fixture(list: .fixture(id: 2, name: "Work <b>"), openCount: 1),
        ])))
        let response = try await get(router, "/")
        #expect(response.status == .ok)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(response.text.contains("<a href=\"/lists/1\">Groceries</a> <span class=\"count\">3 open</span>"))
        #expect(response.text.contains("Work &lt;b&gt;"))
    }

    @Test func overviewWithoutLists_showsTheEmptyStateAndTheForm() async throws {
        let router = try makeRouter(.mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: [])))
        let response = try await get(router, "/")
        #expect(response.status == .ok)
        #expect(response.text.contains("class=\"empty\""))
        #expect(response.text.contains("name=\"action\" value=\"createList\""))
    }

    @Test func createList_redirectsToTheNewListWithAOneTimeFlash() async throws {
        let create = MockCreateListUseCase(returning: .fixture(id: 7, name: "Books"))
        let router = try makeRouter(.mock(createList: create))
        let response = try await post(router, "/", ["action": "createList", "name": "  Books "])
        #expect(response.status == .seeOther)
        #expect(response.location == "/lists/7")
        #expect(response.headers["Set-Cookie"]?.hasPrefix("flash=List%20%E2%80%9CBooks%E2%80%9D%20created; Max-Age=60; Path=/; HttpOnly; SameSite=Lax") == true)
        #expect(create.stub.calls == [ReminderListDraft(name: "  Books ")])
    }

    @Test func flash_isShownOnceThenCleared() async throws {
        let router = try makeRouter(.mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: [])))
        let response = try await get(router, "/", headers: ["Cookie": "flash=List%20created"])
        #expect(response.text.contains("<p class=\"flash\" role=\"status\">List created</p>"))
        #expect(response.headers["Set-Cookie"]?.hasPrefix("flash=; Max-Age=0") == true)
        let plain = try await get(router, "/")
        #expect(!plain.text.contains("class=\"flash\""))
        #expect(plain.headers["Set-Cookie"] == nil)
    }

    @Test func createListBreakingARule_is422WithTheMessageAndTheTypedName() async throws {
        let router = try makeRouter(.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: [.fixture()]),
            createList: MockCreateListUseCase(failing: .invalid(ValidationErrors([.name: .duplicate])))
        ))
        let response = try await post(router, "/", ["action": "createList", "name": "groceries"])
        #expect(response.status == .unprocessableContent)
        #expect(response.text.contains("value=\"groceries\""))
        #expect(response.text.contains("aria-invalid=\"true\""))
        #expect(response.text.contains("class=\"error\" id=\"new-list-name-error\""))
    }

    @Test(arguments: [
        ["action": "launchRockets"],
        ["name": "No action"],
        ["action": "createList"],
    ])
    func malformedForm_is400PageAndChangesNothing(fields: [String: String]) async throws {
        // Every use case is an unconfigured mock here: reaching one would stop the test.
        let router = try makeRouter(.mock())
        let response = try await post(router, "/", fields)
        #expect(response.status == .badRequest)
        #expect(response.text.contains("<h1 id=\"error-heading\">"))
    }

    @Test func storageFailure_isAnErrorPageWithARetryForm() async throws {
        let router = try makeRouter(.mock(fetchListSummaries: MockFetchListSummariesUseCase(failing: .unavailable("disk I/O error"))))
        let response = try await get(router, "/")
        #expect(response.status == .serviceUnavailable)
        #expect(response.text.contains("<form method=\"get\" action=\"/\">"))
        #expect(!response.text.contains("disk I/O error"))
    }

    @Test func unknownPath_isA404Page() async throws {
        let response = try await get(makeRouter(.mock()), "/nowhere")
        #expect(response.status == .notFound)
        #expect(response.text.contains("<html lang=\"en\">"))
    }
}
