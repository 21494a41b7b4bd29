import Domain
import Entities
import HTMLTestKit
import HTTPServer
import Mocks
import Presentation
import Testing
@testable import Web

/// The move page through the router: the other lists as buttons posting the row's move action,
/// and a move that goes back to the page given.
@Suite struct MoveReminderPageTests {
    static let back = Route.list(1, page: 2, showCompleted: true)

    func container(move: MockMoveReminderUseCase = MockMoveReminderUseCase()) -> DIContainer {
        .mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: [
                .fixture(list: .fixture(id: 1, name: "Groceries")), .fixture(list: .fixture(id: 2, name: "Work", color: .indigo, icon: .work)),
            ]),
            fetchList: MockFetchListUseCase(returning: .fixture(id: 2, name: "Work")),
            fetchReminder: MockFetchReminderUseCase(returning: .fixture(id: 5, listID: 1, title: "Pay rent")),
            moveReminder: move
        )
    }

    @Test func thePage_offersEachOtherList_asAButtonPostingTheRowsMove_toItsOwnAddress() async throws {
        let response = try await get(makeRouter(container()), Route.moveReminder(5, back: Self.back).path)

        #expect(response.status == .ok)
        let document = response.document
        #expect(try document.select("h1").map(\.text) == ["Move “Pay rent”"])
        let form = try #require(try document.select("form[method=post]").last)
        #expect(form["action"] == nil)
        #expect(try form.select("input[type=hidden]").map { [$0["name"], $0["value"]] }.dropFirst() == [["action", "moveReminder"], ["reminderID", "5"]])
        #expect(try form.select("button[name=toListID]").map { [$0["value"], $0.accessibleName] } == [["2", "Work"]])
        #expect(try form.select("button .list-icon").map { [$0["data-icon"], $0["data-color"]] } == [["work", "indigo"]])
        #expect(try document.select(".actions a").map { $0["href"] } == [Self.back.path])
    }

    @Test func choosingAList_movesTheReminder_andGoesBackToThePageGiven() async throws {
        let move = MockMoveReminderUseCase(returning: .fixture(id: 5, listID: 2))
        let response = try await post(makeRouter(container(move: move)), Route.moveReminder(5, back: Self.back).path, [
            "action": "moveReminder", "reminderID": "5", "toListID": "2",
        ])

        #expect(response.status == .seeOther)
        #expect(response.location == Self.back.path)
        #expect(move.stub.calls == [.init(id: 5, listID: 2)])
    }

    @Test(arguments: [
        ["action": "moveReminder", "reminderID": "6", "toListID": "2"],
        ["action": "moveReminder", "reminderID": "5"],
        ["action": "moveReminder", "reminderID": "5", "toListID": "x"],
        ["action": "deleteReminder", "reminderID": "5"],
    ])
    func anotherActionOrAMalformedField_is400_andMovesNothing(fields: [String: String]) async throws {
        let move = MockMoveReminderUseCase()
        let response = try await post(makeRouter(container(move: move)), Route.moveReminder(5).path, fields)

        #expect(response.status == .badRequest)
        #expect(move.stub.calls.isEmpty)
    }
}
