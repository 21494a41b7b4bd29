import Domain
import Entities
import Foundation
import HTMLTestKit
import HTTPServer
import Mocks
import Presentation
import Testing
@testable import Web
import WebTestSupport

/// A reminder's link through the router, in process: the Link field of the add form and the
/// editor, decoded into the draft and kept on a `422`, and the link on the row.
@Suite struct LinkPagesTests {
    private let rent = Reminder.fixture(id: 2, listID: 1, title: "Pay rent", link: WebLink("https://bank.example.com/pay?to=landlord&x=<1>"))

    private func container(
        add: MockAddReminderUseCase = MockAddReminderUseCase(), update: MockUpdateReminderUseCase = MockUpdateReminderUseCase()
    ) -> DIContainer {
        let lists = [ReminderListSummary.fixture(list: .fixture(id: 1, name: "Groceries"))]
        return .mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: lists),
            fetchList: MockFetchListUseCase(returning: .fixture(id: 1, name: "Groceries")),
            fetchReminders: MockFetchRemindersUseCase(returning: listPage(page([rent]), among: lists)),
            fetchReminder: MockFetchReminderUseCase(returning: rent), fetchSubtasks: MockFetchSubtasksUseCase(returning: []),
            addReminder: add, updateReminder: update
        )
    }

    @Test func aRow_showsItsLinksHost_linkingTheAddress_namedForTheReminder() async throws {
        let document = try await get(try makeRouter(container()), Route.list(1).path).document

        let links = try document.select("#reminder-2 .meta a.link")
        #expect(links.count == 1)
        #expect(links.first?["href"] == "https://bank.example.com/pay?to=landlord&x=<1>")
        #expect(links.first?["rel"] == "noopener noreferrer nofollow")
        #expect(links.first?["aria-label"] == "Link for “Pay rent”: bank.example.com")
        #expect(links.first?.text == "bank.example.com")
    }

    @Test func theAddForm_sendsTheLinkAsTyped() async throws {
        let add = MockAddReminderUseCase(returning: .fixture(id: 9))
        let browser = try makeBrowser(container(add: add))
        try await browser.visit(Route.list(1).path)
        try await browser.fillIn("New reminder", with: "Pay rent")
        try await browser.fillIn("Link", with: "https://example.com/rent")

        try await browser.press("Add")

        #expect(add.stub.calls.map(\.draft.link) == ["https://example.com/rent"])
    }

    @Test func aRefusedLink_is422_withTheMessageBesideTheField_andTheTextKept() async throws {
        let add = MockAddReminderUseCase(failing: .invalid(ValidationErrors([.link: .malformed])))
        let router = try makeRouter(container(add: add))

        let response = try await post(router, Route.list(1).path, ["action": "addReminder", "title": "Pay rent", "link": "example.com/rent"])

        #expect(response.status == .unprocessableContent)
        let document = response.document
        let field = try #require(try document.select("#new-link").first)
        #expect(field["type"] == "text" && field["inputmode"] == "url" && field["name"] == "link")
        #expect(field["value"] == "example.com/rent")
        #expect(field["aria-invalid"] == "true")
        #expect(field["aria-describedby"] == "new-link-hint new-link-error")
        #expect(try document.select("#new-link-error").map(\.text)
            == ["Enter a web address starting with https:// or http://, like https://example.com"])
        #expect(try document.select("details.more-fields[open]").count == 1)
        #expect(add.stub.calls.map(\.draft.link) == ["example.com/rent"])
    }

    @Test func theEditor_showsTheLink_andSavesAnother() async throws {
        let update = MockUpdateReminderUseCase(returning: rent)
        let browser = try makeBrowser(container(update: update))
        try await browser.visit(Route.reminder(2).path)
        #expect(try await browser.document.select("#edit-link").first?["value"] == "https://bank.example.com/pay?to=landlord&x=<1>")

        try await browser.fillIn("Link", with: "https://example.org/")
        try await browser.press("Save")

        #expect(update.stub.calls.map(\.draft.link) == ["https://example.org/"])
    }

    @Test func aLinkFieldLongerThanAnyFieldMayBe_isABadRequest() async throws {
        let add = MockAddReminderUseCase()
        let router = try makeRouter(container(add: add))

        let response = try await post(router, Route.list(1).path, [
            "action": "addReminder", "title": "Pay rent", "link": "https://example.com/" + String(repeating: "a", count: 10_000),
        ])

        #expect(response.status == .badRequest)
        #expect(add.stub.calls.isEmpty)
    }
}
