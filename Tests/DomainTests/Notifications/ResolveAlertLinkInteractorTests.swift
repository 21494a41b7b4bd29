import Domain
import Entities
import Mocks
import Testing

/// The links of alerts and the daily summary: a sealed token names the person (and reminder),
/// and only a token this server sealed for that link counts.
@Suite struct ResolveAlertLinkInteractorTests {
    private let seal = TextSeal(signer: FakeMessageSigner())
    private let ada = User.fixture(id: 4, email: "ada@example.com", displayName: "Ada")

    private func interactor(_ users: MockUserRepository) -> ResolveAlertLinkInteractor {
        ResolveAlertLinkInteractor(users: users, seal: seal)
    }

    private func usersKnowingAda() -> MockUserRepository {
        let users = MockUserRepository()
        users.credentialsByID.returns(StoredCredentials(user: ada, passwordHash: "hash"))
        return users
    }

    @Test func aMarkDoneToken_namesItsPersonAndReminder() async throws {
        let users = usersKnowingAda()

        let target = try await interactor(users).markDone(token: seal.markDoneToken(userID: 4, reminderID: 17))

        #expect(target == AlertLinkTarget(user: ada, reminderID: 17))
        #expect(users.credentialsByID.calls == [4])
    }

    @Test func aStopSummaryToken_namesItsPerson() async throws {
        let users = usersKnowingAda()

        #expect(try await interactor(users).stopSummary(token: seal.stopSummaryToken(userID: 4)) == ada)
    }

    @Test(arguments: [
        "4:17",
        "4:17.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
        "",
        TextSeal(signer: FakeMessageSigner(key: 9)).markDoneToken(userID: 4, reminderID: 17),
        TextSeal(signer: FakeMessageSigner()).stopSummaryToken(userID: 4),
        TextSeal(signer: FakeMessageSigner()).seal("4", for: .markDone),
        TextSeal(signer: FakeMessageSigner()).seal("4:x", for: .markDone),
    ])
    func aForgedOrForeignMarkDoneToken_namesNothing_andReadsNoAccount(token: String) async throws {
        let users = MockUserRepository()

        #expect(try await interactor(users).markDone(token: token) == nil)
        #expect(users.credentialsByID.callCount == 0)
    }

    @Test func aMarkDoneToken_isNoStopSummaryToken() async throws {
        let users = MockUserRepository()

        #expect(try await interactor(users).stopSummary(token: seal.markDoneToken(userID: 4, reminderID: 17)) == nil)
        #expect(try await interactor(users).stopSummary(token: seal.seal("4", for: .formToken)) == nil)
        #expect(users.credentialsByID.callCount == 0)
    }

    @Test func aDeletedAccount_namesNothing() async throws {
        let users = MockUserRepository()
        users.credentialsByID.fails(with: .notFound)

        #expect(try await interactor(users).markDone(token: seal.markDoneToken(userID: 4, reminderID: 17)) == nil)
        #expect(try await interactor(users).stopSummary(token: seal.stopSummaryToken(userID: 4)) == nil)
    }

    @Test func storageFailing_isUnavailable() async {
        let users = MockUserRepository()
        users.credentialsByID.fails(with: .unavailable("disk I/O error"))

        await #expect(throws: DomainError.unavailable("disk I/O error")) {
            try await interactor(users).markDone(token: seal.markDoneToken(userID: 4, reminderID: 17))
        }
    }
}
