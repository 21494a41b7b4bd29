import Domain
import Entities
import HTMLTestKit
import HTTPServer
import Mocks
@testable import Presentation
import Testing
@testable import Web

/// Quick add on a list's page through the router: the title alone goes to quick add, and the
/// flash's Keep as text posts the line back, sealed in the flash's cookie on the way.
@Suite struct QuickAddPageTests {
    static let typed = "Buy milk! tomorrow 9am !1 #shop „ok“ 100%"

    private func container(fromText: MockAddReminderFromTextUseCase, keep: MockKeepQuickAddAsTextUseCase = MockKeepQuickAddAsTextUseCase())
        -> DIContainer
    {
        let lists: [ReminderListSummary] = [.fixture(list: .fixture(id: 1, name: "Groceries"))]
        return .mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: lists),
            fetchList: MockFetchListUseCase(returning: .fixture(id: 1, name: "Groceries")),
            fetchReminders: MockFetchRemindersUseCase(returning: listPage(page([.fixture(id: 9, title: "Buy milk!")]), among: lists)),
            addReminderFromText: fromText, keepQuickAddAsText: keep
        )
    }

    private let read = QuickAddResult(
        reminder: .fixture(id: 9, title: "Buy milk!"),
        reading: QuickAddReading(title: "Buy milk!", priority: .high, spans: [.init(text: "!1", kind: .priority, range: 23..<25)])
    )

    @Test func theTitleAlone_isReadByQuickAdd_andKeepAsTextPostsTheLineAsTyped_toTheSamePage() async throws {
        // given
        let fromText = MockAddReminderFromTextUseCase(returning: read)
        let keep = MockKeepQuickAddAsTextUseCase(returning: .fixture(id: 10, title: Self.typed))
        let browser = try makeBrowser(container(fromText: fromText, keep: keep))
        try await browser.visit(Route.list(1).path)
        try await browser.fillIn("New reminder", with: Self.typed)

        // when
        try await browser.press("Add")

        // then
        #expect(fromText.stub.calls == [.init(text: Self.typed, destination: .list(1))])
        #expect(await browser.url == Route.list(1).path)
        #expect(try await browser.document.select(".flash > p").map(\.text) == ["Added “Buy milk!”: Priority High"])
        #expect(try await browser.document.select(".flash button[value=keepAsText]").map(\.text) == ["Keep as text"])

        // when
        try await browser.press("Keep as text")

        // then
        #expect(keep.stub.calls == [.init(id: 9, text: Self.typed, destination: .list(1))])
        #expect(await browser.url == Route.list(1).path)
        #expect(try await browser.document.select(".flash > p").map(\.text) == ["Kept as typed: “\(Self.typed)”"])
        #expect(try await browser.document.select(".flash button").isEmpty)
    }

    @Test func aLineReadAsNothing_saysReminderAdded_withoutKeepAsText() async throws {
        let fromText = MockAddReminderFromTextUseCase(
            returning: QuickAddResult(reminder: .fixture(id: 9, title: "Shop Black Friday"), reading: QuickAddReading(title: "Shop Black Friday"))
        )
        let browser = try makeBrowser(container(fromText: fromText))
        try await browser.visit(Route.list(1).path)
        try await browser.fillIn("New reminder", with: "Shop Black Friday")

        try await browser.press("Add")

        #expect(try await browser.document.select(".flash > p").map(\.text) == ["Reminder added"])
        #expect(try await browser.document.select(".flash button").isEmpty)
    }

    @Test func keepAsText_ofAReminderThePersonMayNotChange_is404() async throws {
        let keep = MockKeepQuickAddAsTextUseCase(failing: .notFound)
        let response = try await post(makeRouter(container(fromText: MockAddReminderFromTextUseCase(), keep: keep)), Route.list(1).path, [
            "action": "keepAsText", "reminderID": "99", "text": "Buy milk tomorrow",
        ])
        #expect(response.status == .notFound)
        #expect(keep.stub.calls == [.init(id: 99, text: "Buy milk tomorrow", destination: .list(1))])
    }

    @Test(arguments: [["action": "keepAsText", "reminderID": "x", "text": "Buy milk"], ["action": "keepAsText", "reminderID": "9"]])
    func aMalformedKeepAsText_is400_changingNothing(form: [String: String]) async throws {
        let keep = MockKeepQuickAddAsTextUseCase()
        let response = try await post(makeRouter(container(fromText: MockAddReminderFromTextUseCase(), keep: keep)), Route.list(1).path, form)
        #expect(response.status == .badRequest)
        #expect(keep.stub.calls.isEmpty)
    }

    /// Every undo, sealed in the flash's cookie and read back, the same: its words and text
    /// percent-encoded, so a "!" or a quote typed cannot break the cookie apart.
    @Test(arguments: [Undo.reopen(5), .moveBack(5, occurrence: 12), .restore(9), .keepAsText(7, text: Self.typed), .keepAsText(8, text: "a!reopen!5")])
    func everyUndo_survivesTheCookie(undo: Undo) throws {
        let seal = TextSeal(signer: FakeMessageSigner(key: 3))
        let message = FlashMessage("Done! 100% „sure“", undo: undo)
        var response = HTTPResponse(status: .seeOther)
        Flash.set(message, on: &response, cookies: SessionCookies(isHTTPS: false), seal: seal)
        let cookie = String(try #require(response.headers["Set-Cookie"]).split(separator: ";")[0])
        let request = HTTPRequest(method: .get, target: "/", headers: ["Cookie": cookie])

        #expect(Flash.message(in: request, cookies: SessionCookies(isHTTPS: false), seal: seal) == message)
    }

    /// A cookie set before keep-as-text was an undo reads as it did.
    @Test func aCookieOfTheEarlierFormat_readsAsItDid() {
        let seal = TextSeal(signer: FakeMessageSigner(key: 3))
        let request = HTTPRequest(method: .get, target: "/", headers: ["Cookie": "flash=" + seal.seal("Reminder%20completed!reopen!5", for: .flash)])
        #expect(Flash.message(in: request, cookies: SessionCookies(isHTTPS: false), seal: seal) == FlashMessage("Reminder completed", undo: .reopen(5)))
    }

    @Test func aLineTooLongForTheCookie_dropsKeepAsText_keepingTheMessage() {
        let seal = TextSeal(signer: FakeMessageSigner(key: 3))
        let long = String(repeating: "ü", count: 800)
        let sealed = Flash.sealed(FlashMessage("Added", undo: .keepAsText(5, text: long)), seal: seal)
        #expect(sealed == Flash.sealed(FlashMessage("Added"), seal: seal))
    }
}
