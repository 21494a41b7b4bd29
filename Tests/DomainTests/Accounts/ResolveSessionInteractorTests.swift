import Domain
import Entities
import Foundation
import Mocks
import Testing

struct ResolveSessionInteractorTests {
    private let sessions = MockSessionRepository()
    private let policy = SessionPolicy()

    private func resolve(_ token: String = AuthenticatedSession.fixture().token, at now: Date) async throws -> AuthenticatedSession? {
        try await ResolveSessionInteractor(sessions: sessions, clock: FixedCalendarClock(date: now), policy: policy).execute(token: token)
    }

    @Test func liveSessionSeenRecently_isReturned_withoutAWrite() async throws {
        let session = AuthenticatedSession.fixture()
        sessions.session.returns(session)

        let resolved = try await resolve(at: fixtureDate.addingTimeInterval(59))

        #expect(resolved == session)
        #expect(sessions.session.calls == [session.token])
        #expect(sessions.touch.callCount == 0)
    }

    @Test func sessionNotSeenForAMinute_isTouched() async throws {
        sessions.session.returns(.fixture())
        sessions.touch.succeeds()
        let now = fixtureDate.addingTimeInterval(3600)

        let resolved = try await resolve(at: now)

        #expect(resolved?.lastSeenAt == now)
        #expect(sessions.touch.calls == [.init(token: AuthenticatedSession.fixture().token, date: now)])
    }

    @Test func sessionIdleForAWeek_hasEnded_andIsDeleted() async throws {
        sessions.session.returns(.fixture())
        sessions.delete.succeeds()

        #expect(try await resolve(at: fixtureDate.addingTimeInterval(7 * 86_400)) == nil)
        #expect(sessions.delete.calls == [AuthenticatedSession.fixture().token])
    }

    @Test func sessionAMonthOld_hasEnded_evenIfUsedToday() async throws {
        let now = fixtureDate.addingTimeInterval(30 * 86_400)
        sessions.session.returns(.fixture(lastSeenAt: now.addingTimeInterval(-10)))
        sessions.delete.succeeds()

        #expect(try await resolve(at: now) == nil)
        #expect(sessions.delete.callCount == 1)
    }

    @Test func unknownToken_isNoSession() async throws {
        sessions.session.returns(nil)
        #expect(try await resolve(at: fixtureDate) == nil)
    }

    @Test(arguments: ["", "short", String(repeating: "a", count: 129), "has spaces in it, so it is no token", "ünïcödé-ünïcödé-ünïcödé"])
    func implausibleToken_isNoSession_withoutAskingStorage(token: String) async throws {
        #expect(try await resolve(token, at: fixtureDate) == nil)
        #expect(sessions.session.callCount == 0)
    }

    @Test func storageFailure_isUnavailable() async {
        sessions.session.fails(with: .unavailable("locked"))
        await #expect(throws: DomainError.unavailable("locked")) { try await resolve(at: fixtureDate) }
    }
}
