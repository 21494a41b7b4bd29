import Domain
import Entities
import HTTPServer
import Mocks
import Presentation
import Testing
@testable import Web

/// A tag's page: its open reminders with their rows' forms, which come back to the same page.
@Suite struct TagPageTests {
    private let errands = Entities.Tag("errands")!

    private func container(
        _ fetch: MockFetchTaggedRemindersUseCase, setCompleted: MockSetReminderCompletedUseCase = MockSetReminderCompletedUseCase()
    ) -> DIContainer {
        .mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: [.fixture(list: .fixture(id: 1, name: "Groceries"))]),
            setReminderCompleted: setCompleted, fetchTaggedReminders: fetch
        )
    }

    @Test func aTagsPage_listsItsReminders_withTheirListsAndTags() async throws {
        let fetch = MockFetchTaggedRemindersUseCase(returning: page([.fixture(id: 5, title: "Buy stamps", tags: [errands])], number: 2, total: 51))
        let response = try await get(try makeRouter(container(fetch)), Route.tag("errands", page: 2).path)

        #expect(response.status == .ok)
        let document = response.document
        #expect(try document.select("h1").map(\.text) == ["#errands"])
        #expect(try document.select("li.reminder .reminder-title").map(\.text) == ["Buy stamps"])
        #expect(try document.select("#reminder-5 a.tag").map { $0["href"] } == ["/tags/errands"])
        #expect(try document.select("#reminder-5 .meta a[href='/lists/1']").map(\.text) == ["Groceries"])
        #expect(fetch.stub.calls == [.init(tag: errands, page: PageRequest(number: 2))])
    }

    @Test func aTagWhoseRemindersAreDone_showsItsEmptyState() async throws {
        let response = try await get(try makeRouter(container(MockFetchTaggedRemindersUseCase(returning: page([])))), Route.tag("errands").path)

        #expect(response.status == .ok)
        #expect(try response.document.select(".empty h2").map(\.text) == ["All done"])
    }

    @Test(arguments: ["/tags/umbrella", "/tags/a$b", "/tags/%23errands"])
    func aTagNothingCarries_orANameThatIsNoTag_is404(path: String) async throws {
        let response = try await get(try makeRouter(container(MockFetchTaggedRemindersUseCase(failing: .notFound))), path)
        #expect(response.status == .notFound)
    }

    @Test func completingARow_comesBackToTheTagsSamePage() async throws {
        let toggle = MockSetReminderCompletedUseCase(returning: .fixture(id: 5, completedAt: fixtureDate))
        let router = try makeRouter(container(MockFetchTaggedRemindersUseCase(), setCompleted: toggle))

        let response = try await post(router, Route.tag("errands", page: 2).path, ["action": "complete", "reminderID": "5"])

        #expect(response.status == .seeOther)
        #expect(response.location == "/tags/errands?page=2")
        #expect(toggle.stub.calls == [.init(id: 5, isCompleted: true)])
    }

    @Test(arguments: [
        ["action": "deleteReminder", "reminderID": "5"],
        ["action": "complete", "reminderID": "x"],
        ["action": "flag", "reminderID": "-5"],
    ])
    func anActionTheTagsPageDoesNotHave_orAMalformedField_is400(fields: [String: String]) async throws {
        let response = try await post(try makeRouter(.mock()), Route.tag("errands").path, fields)
        #expect(response.status == .badRequest)
    }
}
