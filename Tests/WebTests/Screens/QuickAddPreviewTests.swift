import Domain
import Entities
import HTTPServer
import Mocks
@testable import Presentation
import Testing
@testable import Web

/// Quick add's live preview through the router: what the person's quick add would read in the
/// line typed so far, as plain text for `app.js` to show under the field; and the fields that ask for it.
@Suite struct QuickAddPreviewTests {
    private let reading = QuickAddReading(title: "Buy milk", priority: .high, spans: [.init(text: "!1", kind: .priority, range: 9..<11)])

    @Test func whatWouldBeRead_isPlainText_inThePersonsLanguage_neverCached() async throws {
        let read = MockReadQuickAddTextUseCase(returning: reading)

        let response = try await get(makeRouter(.mock(readQuickAddText: read)), Route.quickAddPreview(text: "Buy milk !1 & +Gro").path)

        #expect(response.status == .ok)
        #expect(response.headers["Content-Type"] == "text/plain; charset=utf-8")
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(response.text == "Recognised: Priority High")
        #expect(read.stub.calls == ["Buy milk !1 & +Gro"])
    }

    @Test func aLineReadAsNothing_isEmpty() async throws {
        let read = MockReadQuickAddTextUseCase(returning: QuickAddReading(title: "Call May"))

        let response = try await get(makeRouter(.mock(readQuickAddText: read)), Route.quickAddPreview(text: "Call May").path)

        #expect(response.status == .ok)
        #expect(response.text == "")
    }

    @Test func aLineLongerThanATitle_is400_sayingWhy() async throws {
        let read = MockReadQuickAddTextUseCase(failing: .invalid(ValidationErrors([.title: .tooLong(maximum: 100)])))

        let response = try await get(makeRouter(.mock(readQuickAddText: read)), Route.quickAddPreview(text: String(repeating: "a", count: 101)).path)

        #expect(response.status == .badRequest)
        let message = try StringCatalog.bundled(language: "en").message(for: .tooLong(maximum: 100), of: .title)
        #expect(try response.document.select("main p").map(\.text).contains(message))
    }

    @Test func storageFailing_is503() async throws {
        let read = MockReadQuickAddTextUseCase(failing: .unavailable("disk full"))

        let response = try await get(makeRouter(.mock(readQuickAddText: read)), Route.quickAddPreview(text: "Buy milk +Groceries").path)

        #expect(response.status == .serviceUnavailable)
    }

    @Test func signedOut_itIsTheSignInPage_andNothingIsRead() async throws {
        let read = MockReadQuickAddTextUseCase()

        let response = try await get(makeRouter(.mock(readQuickAddText: read)), Route.quickAddPreview(text: "Buy milk !1").path, headers: ["Cookie": "x=1"])

        #expect(response.status == .seeOther)
        #expect(response.location?.hasPrefix(Route.signIn().path) == true)
        #expect(read.stub.calls.isEmpty)
    }

    @Test func onlyAGet_isAnswered() async throws {
        let read = MockReadQuickAddTextUseCase()

        let response = try await post(makeRouter(.mock(readQuickAddText: read)), Route.quickAddPreview(text: "Buy milk").path, ["text": "Buy milk"])

        #expect(response.status == .methodNotAllowed)
        #expect(read.stub.calls.isEmpty)
    }

    /// Both quick-add fields name the preview's address, and an empty live region under them waits for it.
    @Test func theQuickAddFields_nameThePreview_withAnEmptyLiveRegionUnderThem() async throws {
        let lists: [ReminderListSummary] = [.fixture(list: .fixture(id: 1, name: "Groceries"))]
        let container = DIContainer.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: lists), fetchList: MockFetchListUseCase(returning: .fixture(id: 1, name: "Groceries")),
            fetchReminders: MockFetchRemindersUseCase(returning: listPage(page([]), among: lists)),
            fetchSmartList: MockFetchSmartListUseCase(returning: page([]))
        )
        for route in [Route.list(1), .smartList(.today)] {
            let document = try await get(makeRouter(container), route.path).document
            #expect(try document.select("input#new-title").map { $0["data-preview"] } == [Route.quickAddPreview(text: "").path], "\(route)")
            let region = try document.select("#new-title-preview")
            #expect(region.map { $0["aria-live"] } == ["polite"], "\(route)")
            #expect(region.map(\.text) == [""], "\(route)")
        }
    }
}
