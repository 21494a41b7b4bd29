import Presentation
import Testing
@testable import Web

/// The rows' move links, printed once per page for the way back: each the address the route prints.
@Suite struct MoveBackTests {
    @Test(arguments: [
        Route.list(2), .list(2, page: 3, showCompleted: true), .smartList(.today), .search(query: "käse & brot", page: 2), .tag("home"),
    ])
    func eachRowsMoveLink_isTheMovePagesAddress_withThePageToComeBackTo(page: Route) {
        let back = MoveBack(page)
        for id: Int64 in [0, 1, 2, 9, 42, 123_456_789] {
            #expect(back.path(of: id) == Route.moveReminder(id, back: page).path)
        }
    }
}
