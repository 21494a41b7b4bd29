import Domain
import Foundation
import Entities
import Mocks
import Testing

struct SignOutInteractorTests {
    private let sessions = MockSessionRepository()

    @Test func signOut_deletesTheSession() async throws {
        sessions.delete.succeeds()
        try await SignOutInteractor(sessions: sessions).execute(token: "the-token-0123456789")
        #expect(sessions.delete.calls == ["the-token-0123456789"])
    }

    @Test func storageFailure_isUnavailable() async {
        sessions.delete.fails(with: .unavailable("locked"))
        await #expect(throws: DomainError.unavailable("locked")) { try await SignOutInteractor(sessions: sessions).execute(token: "t") }
    }
}

struct SignOutOtherSessionsInteractorTests {
    private let sessions = MockSessionRepository()

    @Test func endsEverySessionButTheCurrent_andSaysHowMany() async throws {
        sessions.deleteAll.returns(2)
        let count = try await SignOutOtherSessionsInteractor(sessions: sessions).execute(keeping: .fixture(user: .fixture(id: 9)))
        #expect(count == 2)
        #expect(sessions.deleteAll.calls == [.init(userID: 9, except: AuthenticatedSession.fixture().token)])
    }

    @Test func storageFailure_isUnavailable() async {
        sessions.deleteAll.fails(with: .unavailable("locked"))
        await #expect(throws: DomainError.unavailable("locked")) {
            try await SignOutOtherSessionsInteractor(sessions: sessions).execute(keeping: .fixture())
        }
    }
}

struct SessionPolicyTests {
    @Test func defaults_areAWeekIdle_aMonthInAll_aMinuteBetweenTouches() {
        #expect(SessionPolicy() == SessionPolicy(idleTimeout: 604_800, absoluteTimeout: 2_592_000, touchInterval: 60))
    }
}

struct RandomTokenTests {
    @Test func tokens_are256RandomBits_inBase64url() {
        let tokens = (0..<100).map { _ in RandomToken.make() }
        #expect(Set(tokens).count == 100)
        #expect(tokens.allSatisfy { $0.count == 43 && RandomToken.isPlausible($0) })
        #expect(RandomToken.make(byteCount: 16).count == 22)
    }
}

struct CommonPasswordsTests {
    @Test func bundledList_holdsThousandsOfCommonPasswords() throws {
        let list = try CommonPasswords.bundled()
        #expect(list.count >= 3000)
        #expect(list.contains("password1") && list.contains("Iloveyou") && list.contains("qwertyuiop"))
        #expect(!list.contains("correct horse battery staple"))
    }

    @Test func aMissingFile_isAnError() {
        #expect(throws: (any Error).self) { try CommonPasswords(contentsOf: nil) }
        #expect(throws: (any Error).self) { try CommonPasswords(contentsOf: URL(fileURLWithPath: "/nonexistent/common-passwords.txt")) }
    }
}
