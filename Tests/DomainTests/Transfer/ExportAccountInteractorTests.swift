import Domain
import Entities
import Foundation
import Mocks
import Testing

struct ExportAccountInteractorTests {
    private let archives = MockReminderArchiveRepository()
    private let clock = FixedCalendarClock(date: Date(timeIntervalSince1970: 1_795_310_000))

    private var interactor: ExportAccountInteractor {
        ExportAccountInteractor(archives: archives, format: FakeAccountExportFormat(), clock: clock)
    }

    @Test func theWholeArchive_isWrittenWithTheAccount_inAFileNamedForToday() async throws {
        let user = User.fixture(id: 4, email: "ada@example.com")
        archives.archive.returns(ReminderArchive(lists: [.fixture(id: 1, name: "Home")], reminders: [.fixture(id: 7, listID: 1, title: "Pay rent")]))

        let file = try await interactor.execute(user: user)

        #expect(archives.archive.calls == [nil])
        #expect(file == ExportedFile(
            name: "reminders-\(clock.localNow().date).txt", mediaType: "text/plain; charset=utf-8",
            contents: Data("account ada@example.com at 1795310000.0\nlist 1 Home\nreminder 7 in 1 Pay rent".utf8)
        ))
    }

    @Test(arguments: repositoryFailures)
    func aFailingRead_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        archives.archive.fails(with: failure)
        await #expect(throws: expected) { try await interactor.execute(user: .fixture()) }
    }
}
