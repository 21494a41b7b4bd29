import Domain
import Entities
import HTTPServer
import Mocks
import Presentation
import Testing
@testable import Web

/// The list's details page (`/lists/1/details`) — name, colour and icon — which the list's menu
/// links to, and the list's look on its page and on the lists overview.
@Suite struct ListDetailsPageTests {
    private let garden = ReminderList.fixture(id: 1, name: "Garden", color: .green, icon: .leaf)

    private func container(update: MockUpdateListUseCase = MockUpdateListUseCase()) -> DIContainer {
        let lists: [ReminderListSummary] = [.fixture(list: garden, openCount: 2), .fixture(list: .fixture(id: 2, name: "Work"))]
        return .mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: lists),
            fetchList: MockFetchListUseCase(returning: garden),
            updateList: update,
            fetchReminders: MockFetchRemindersUseCase(returning: listPage(page([]), among: lists)),
            fetchTagCounts: MockFetchTagCountsUseCase(returning: [])
        )
    }

    @Test func theHeader_showsTheListsIconInItsColour_hiddenFromScreenReaders() async throws {
        let document = try await get(makeRouter(container()), Route.list(1).path).document

        let icon = try #require(try document.select("h1 .list-icon").first)
        #expect([icon["data-icon"], icon["data-color"], icon["aria-hidden"], icon.text] == ["leaf", "green", "true", ""])
        #expect(try document.select("h1").map(\.text) == ["Garden"])
    }

    @Test func theMenu_linksToTheDetailsPage_whichOffersTheColoursAndIcons_asNamedRadioButtons_inFieldsetsWithLegends() async throws {
        let router = try makeRouter(container())
        let list = try await get(router, Route.list(1).path).document
        #expect(try list.select("details.menu a[href='\(Route.listDetails(1).path)']").map(\.text) == ["List info…"])
        #expect(try list.select("fieldset.appearance, #list-name").isEmpty)

        let response = try await get(router, Route.listDetails(1).path)
        #expect(response.status == .ok)
        let document = response.document
        #expect(try document.select("h1").map(\.text) == ["List info"])
        #expect(try document.select("section.card form[method=post]").map { $0["action"] } == [Route.listDetails(1).path])
        #expect(try document.select("section.card a").filter { $0.text == "Cancel" }.map { $0["href"] } == [Route.list(1).path])
        #expect(try document.select("fieldset.appearance legend").map(\.text) == ["Colour", "Icon"])
        let colors = try document.select("input[type=radio][name=color]")
        #expect(colors.compactMap { $0["value"] } == ListColor.allCases.map(\.rawValue))
        #expect(try document.select("input[name=color][checked]").map { $0["value"] } == ["green"])
        #expect(try document.select("input[name=icon][checked]").map { $0["value"] } == ["leaf"])
        #expect(try document.select("label[for=list-color-red]").map(\.text) == ["Red"])
        #expect(try document.select("label[for=list-icon-cart]").map(\.text) == ["Shopping cart"])
        #expect(try document.select("#list-name").first?["value"] == "Garden")
    }

    @Test func savingTheDetails_storesNameColourAndIcon_andRedirectsBack() async throws {
        let update = MockUpdateListUseCase(returning: .fixture(id: 1, name: "Shop", color: .orange, icon: .cart))
        let browser = try makeBrowser(container(update: update))
        try await browser.visit(Route.listDetails(1).path)
        try await browser.fillIn("Name", with: "Shop")
        try await browser.check("Orange")
        try await browser.check("Shopping cart")

        try await browser.press("Save")

        #expect(update.stub.calls == [.init(id: 1, draft: ReminderListDraft(name: "Shop", color: .orange, icon: .cart))])
        #expect(await browser.url == Route.list(1).path)
    }

    @Test func aTakenName_is422_onTheDetailsPage_withEverythingAsSubmitted() async throws {
        let update = MockUpdateListUseCase(failing: .invalid(ValidationErrors([.name: .duplicate])))
        let browser = try makeBrowser(container(update: update))
        try await browser.visit(Route.listDetails(1).path)
        try await browser.fillIn("Name", with: "Work")
        try await browser.check("Purple")
        try await browser.check("Paw")

        try await browser.press("Save")

        #expect(await browser.status == 422)
        let document = await browser.document
        #expect(await browser.url == Route.listDetails(1).path)
        #expect(try document.select("h1").map(\.text) == ["List info"])
        let name = try #require(try document.select("#list-name").first)
        #expect([name["value"], name["aria-invalid"], name["aria-describedby"]] == ["Work", "true", "list-name-error"])
        #expect(try document.select("#list-name-error").map(\.text) == ["Another list already has this name"])
        #expect(try document.select("input[name=color][checked]").map { $0["value"] } == ["purple"])
        #expect(try document.select("input[name=icon][checked]").map { $0["value"] } == ["paw"])
        // The header still shows the stored list.
        #expect(try document.select("h1 .list-icon").map { [$0["data-icon"], $0["data-color"]] } == [["leaf", "green"]])
    }

    @Test(arguments: [
        ["action": "updateList", "name": "Garden", "color": "magenta", "icon": "leaf"],
        ["action": "updateList", "name": "Garden", "color": "green", "icon": "rocket"],
        ["action": "updateList", "name": "Garden", "color": "#00FF00", "icon": "leaf"],
        ["action": "updateList", "name": "Garden", "icon": "leaf"],
        ["action": "updateList", "name": "Garden", "color": "green"],
    ])
    func anUnknownOrMissingColourOrIcon_is400AndChangesNothing(fields: [String: String]) async throws {
        // The mocks are unconfigured: reaching the use case would fail the test.
        let response = try await post(makeRouter(.mock()), Route.listDetails(1).path, fields)
        #expect(response.status == .badRequest)
    }

    /// The details page takes its own form only; the list page no longer takes it.
    @Test(arguments: [
        (Route.listDetails(1).path, ["action": "sortList", "sortOrder": "title"]),
        (Route.listDetails(1).path, ["action": "deleteList"]),
        (Route.list(1).path, ["action": "updateList", "name": "Garden", "color": "green", "icon": "leaf"]),
    ])
    func anotherActionAtTheDetailsPage_orTheDetailsAtTheListPage_is400AndChangesNothing(path: String, fields: [String: String]) async throws {
        let response = try await post(makeRouter(.mock()), path, fields)
        #expect(response.status == .badRequest)
    }

    @Test func theListsOverview_showsEachListsIconInItsColour() async throws {
        let document = try await get(makeRouter(container()), Route.lists.path).document

        let icons = try document.select("ul.lists a .list-icon")
        #expect(icons.map { [$0["data-icon"], $0["data-color"], $0["aria-hidden"]] } == [["leaf", "green", "true"], ["list", "blue", "true"]])
        #expect(try document.select("ul.lists a").map(\.text) == ["Garden", "Work"])
    }
}
