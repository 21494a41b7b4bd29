import Domain
import Entities
import HTMLTestKit
import HTTPServer
import Mocks
import Presentation
@testable import Web
import Testing

@Suite struct ListsOverviewPageTests {
    @Test func overview_listsEveryListWithItsOpenCount() async throws {
        let router = try makeRouter(.mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: [
            .fixture(list: .fixture(id: 1, name: "Groceries"), openCount: 3),
            .fixture(list: .fixture(id: 2, name: "Work <b>"), openCount: 1),
        ]), fetchTagCounts: MockFetchTagCountsUseCase(returning: [])))
        let response = try await get(router, Route.lists.path)
        #expect(response.status == .ok)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(response.headers["Cache-Control"] == "no-store")
        let rows = try response.document.select("ul.lists > li")
        #expect(try rows.map { try $0.select("a").first?["href"] } == [Route.list(1).path, Route.list(2).path])
        // The name is text, not markup: `<b>` was escaped.
        #expect(rows.map(\.text) == ["Groceries 3 open", "Work <b> 1 open"])
        #expect(try response.document.select("ul.lists b").isEmpty)
    }

    @Test func overviewWithoutLists_showsTheEmptyStateAndTheForm() async throws {
        let router = try makeRouter(.mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: []), fetchTagCounts: MockFetchTagCountsUseCase(returning: [])))
        let response = try await get(router, Route.lists.path)
        #expect(response.status == .ok)
        #expect(try response.document.select("section.empty h2").map(\.text) == ["No lists yet"])
        #expect(try response.document.select("form[method=post] input[name=action]").map { $0["value"] } == ["createList"])
    }

    @Test func createList_redirectsToTheNewListWithAOneTimeFlash() async throws {
        let create = MockCreateListUseCase(returning: .fixture(id: 7, name: "Books"))
        let router = try makeRouter(.mock(createList: create))
        let response = try await post(router, Route.lists.path, ["action": "createList", "name": "  Books "])
        #expect(response.status == .seeOther)
        #expect(response.location == Route.list(7).path)
        let flash = try #require(response.headers["Set-Cookie"])
        #expect(flash.hasPrefix("flash=Lists.Flash.created*tBooks."))
        #expect(flash.hasSuffix("; Max-Age=60; Path=/; HttpOnly; SameSite=Lax"))
        #expect(create.stub.calls == [ReminderListDraft(name: "  Books ")])
    }

    @Test func creatingAList_inTheBrowser_showsItsFlashOnTheNextPageOnly() async throws {
        // given
        let browser = try makeBrowser(.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: [.fixture(list: .fixture(id: 7, name: "Books"))]),
            fetchList: MockFetchListUseCase(returning: .fixture(id: 7, name: "Books")),
            createList: MockCreateListUseCase(returning: .fixture(id: 7, name: "Books")),
            fetchReminders: MockFetchRemindersUseCase(returning: listPage(page([]), of: 7, among: [.fixture(list: .fixture(id: 7, name: "Books"))]))
        , fetchTagCounts: MockFetchTagCountsUseCase(returning: [])))
        try await browser.visit(Route.lists.path)

        // when
        try await browser.fillIn("Name", with: "Books")
        try await browser.press("Create list")

        // then
        #expect(await browser.url == Route.list(7).path)
        #expect(try await browser.document.select("#flash[role=status] > .flash > p").map { $0.text } == ["List “Books” created"])
        try await browser.visit(Route.list(7).path)
        #expect(try await browser.document.select(".flash > p").isEmpty)
    }

    @Test(arguments: ["You%20won%20a%20prize", "You%20won.AAAAAAAAAAAAAAAAAAAAAA", TextSeal(signer: FakeMessageSigner(key: 9)).seal("Hi", for: .flash)])
    func aFlashCookieThisServerDidNotSeal_isNotShown_andIsCleared(planted: String) async throws {
        let router = try makeRouter(.mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: [.fixture()]), fetchTagCounts: MockFetchTagCountsUseCase(returning: [])))
        let response = try await get(router, Route.lists.path, headers: ["Cookie": "session=\(signedIn.token); flash=\(planted)"])
        #expect(response.status == .ok)
        #expect(try response.document.select(".flash > p").isEmpty)
        #expect(response.headers.values(for: "Set-Cookie") == ["flash=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax"])
    }

    @Test func overHTTPS_theFlashIsASecureHostCookie() async throws {
        let create = MockCreateListUseCase(returning: .fixture(id: 7, name: "Books"))
        let router = try makeRouter(.mock(createList: create), security: WebSecurity(servesHTTPS: true))
        let response = try await post(router, Route.lists.path, ["action": "createList", "name": "Books"], cookie: "__Host-session=\(signedIn.token)")
        #expect(response.status == .seeOther)
        let flash = try #require(response.headers["Set-Cookie"])
        #expect(flash.hasPrefix("__Host-flash=Lists.Flash.created*tBooks."))
        #expect(flash.hasSuffix("; Max-Age=60; Path=/; Secure; HttpOnly; SameSite=Lax"))
    }

    @Test func createListBreakingARule_is422WithTheMessageAndTheTypedName() async throws {
        let router = try makeRouter(.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: [.fixture()]),
            createList: MockCreateListUseCase(failing: .invalid(ValidationErrors([.name: .duplicate])))
        , fetchTagCounts: MockFetchTagCountsUseCase(returning: [])))
        let response = try await post(router, Route.lists.path, ["action": "createList", "name": "groceries"])
        #expect(response.status == .unprocessableContent)
        let field = try #require(try response.document.select("#new-list-name").first)
        #expect(field["value"] == "groceries")
        #expect(field["aria-invalid"] == "true")
        #expect(field["aria-describedby"] == "new-list-name-error")
        #expect(try response.document.select("p.error#new-list-name-error").map(\.text) == ["Another list already has this name"])
    }

    @Test(arguments: [
        ["action": "launchRockets"],
        ["name": "No action"],
        ["action": "createList"],
    ])
    func malformedForm_is400PageAndChangesNothing(fields: [String: String]) async throws {
        // Every use case is an unconfigured mock here: reaching one would stop the test.
        let router = try makeRouter(.mock())
        let response = try await post(router, Route.lists.path, fields)
        #expect(response.status == .badRequest)
        #expect(try response.document.select("h1#error-heading").map(\.text) == ["That request could not be understood"])
    }

    @Test func storageFailure_isAnErrorPageWithARetryForm() async throws {
        let router = try makeRouter(.mock(fetchListSummaries: MockFetchListSummariesUseCase(failing: .unavailable("disk I/O error"))))
        let response = try await get(router, Route.lists.path)
        #expect(response.status == .serviceUnavailable)
        let retry = try response.document.select("section.error-page form")
        #expect(retry.map { [$0["method"], $0["action"]] } == [["get", "/"]])
        #expect(try response.document.select("section.error-page p").first?.text == "Something went wrong on our side. Please try again.")
        #expect(!response.document.text.contains("disk I/O error"))
    }

    @Test func unknownPath_isA404Page() async throws {
        let response = try await get(makeRouter(.mock()), "/nowhere")
        #expect(response.status == .notFound)
        #expect(try response.document.xpath("/html[@lang='en']").count == 1)
        #expect(try response.document.select("h1#error-heading").map(\.text) == ["Not found"])
    }
}
