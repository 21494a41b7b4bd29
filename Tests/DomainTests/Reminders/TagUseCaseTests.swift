import Domain
import Entities
import Mocks
import Testing

/// Searching by tag, a tag's page and the tags' counts, over a mock repository.
struct TagUseCaseTests {
    private let reminders = MockReminderRepository()
    private let home = Entities.Tag("home")!

    @Test(arguments: ["#home", "  #Home ", "#HOME"])
    func aQueryThatIsOneTag_findsTheTagsReminders_openAndCompleted(query: String) async throws {
        let found = page([.fixture(title: "Water the plants", tags: [home])])
        reminders.remindersTagged.returns(found)

        #expect(try await SearchRemindersInteractor(repository: reminders).execute(query: query, page: PageRequest()) == found)
        #expect(reminders.remindersTagged.calls == [.init(tag: home, includeCompleted: true, page: PageRequest())])
        #expect(reminders.remindersMatching.callCount == 0)
    }

    @Test(arguments: ["home", "#home #garden", "#", "C#", "#a$b"])
    func aQueryThatIsNotOneTag_searchesTheText(query: String) async throws {
        reminders.remindersMatching.returns(page([]))

        _ = try await SearchRemindersInteractor(repository: reminders).execute(query: query, page: PageRequest())

        #expect(reminders.remindersMatching.calls.map(\.text) == [query])
        #expect(reminders.remindersTagged.callCount == 0)
    }

    @Test func aTagsPage_holdsItsOpenReminders() async throws {
        let open = page([.fixture(title: "Water the plants", tags: [home])])
        reminders.remindersTagged.returns(open)

        #expect(try await FetchTaggedRemindersInteractor(repository: reminders).execute(tag: home, page: PageRequest()) == open)
        #expect(reminders.remindersTagged.calls == [.init(tag: home, includeCompleted: false, page: PageRequest())])
    }

    @Test func aTagWhoseRemindersAreAllCompleted_hasAnEmptyPage() async throws {
        reminders.remindersTagged.stub { call in
            call.includeCompleted ? page([.fixture(completedAt: fixtureDate)]) : page([])
        }

        let result = try await FetchTaggedRemindersInteractor(repository: reminders).execute(tag: home, page: PageRequest())

        #expect(result == page([]))
    }

    @Test func aTagNoReminderCarries_isNotFound() async {
        reminders.remindersTagged.returns(page([]))

        await #expect(throws: DomainError.notFound) {
            try await FetchTaggedRemindersInteractor(repository: reminders).execute(tag: home, page: PageRequest())
        }
    }

    @Test func tagCounts_areTheRepositorys_andItsFailureIsUnavailable() async throws {
        let counts = [TagCount(tag: home, openCount: 2)]
        reminders.tagCounts.returns(counts)
        #expect(try await FetchTagCountsInteractor(repository: reminders).execute() == counts)

        let failing = MockReminderRepository()
        failing.tagCounts.fails(with: .unavailable("disk"))
        await #expect(throws: DomainError.unavailable("disk")) { try await FetchTagCountsInteractor(repository: failing).execute() }
    }
}
