import Domain
import Entities
import HTTPServer
import Mocks
import Presentation
import Testing
@testable import Web

/// The list of keyboard shortcuts `app.js` opens with `?`: in every signed-in page, closed (so
/// unseen without the script), naming each key it answers; no such list signed out.
@Suite struct KeyboardShortcutsTests {
    @Test func aSignedInPage_holdsTheListOfShortcuts_closed_andASignedOutPageNone() async throws {
        let container = DIContainer.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: [.fixture()]), fetchSmartList: MockFetchSmartListUseCase(returning: page([]))
        )
        let document = try await get(makeRouter(container), Route.smartList(.flagged).path).document

        let dialog = try document.select("dialog#shortcuts")
        #expect(dialog.count == 1)
        #expect(dialog.first?["open"] == nil)
        #expect(try document.select("dialog#shortcuts h2").map(\.text) == ["Keyboard shortcuts"])
        #expect(try document.select("dialog#shortcuts kbd").map(\.text) == ["n", "/", "j", "k", "x", "e", "?"])
        #expect(try document.select("dialog#shortcuts button[type=button][data-close]").map(\.text) == ["Close"])

        let signedOut = try await get(makeRouter(container), Route.signIn().path, headers: ["Cookie": "x=1"]).document
        #expect(try signedOut.select("dialog").isEmpty)
    }
}
