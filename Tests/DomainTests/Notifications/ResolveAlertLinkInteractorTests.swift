import Domain
import Entities
import Foundation
import Mocks
import Testing

/// The links of alerts and the daily summary: a sealed token names the person (and reminder),
/// and only a token this server sealed for that link counts.
@Suite struct ResolveAlertLinkInteractorTests {
    private let seal = TextSeal(signer: FakeMessageSigner())
    private let ada = User.fixture(id: 4, email: "ada@example.com", displayName: "Ada")
    private let occurrence = AlertLinkOccurrence(
        due: DueDate(date: LocalDate(year: 2026, month: 11, day: 26)!, time: LocalTime(hour: 9, minute: 30)), alertAt: Date(timeIntervalSince1970: 1_795_685_400)
    )

    private func interactor(_ users: MockUserRepository) -> ResolveAlertLinkInteractor {
        ResolveAlertLinkInteractor(users: users, seal: seal)
    }

    private func usersKnowingAda() -> MockUserRepository {
        let users = MockUserRepository()
        users.credentialsByID.returns(StoredCredentials(user: ada, passwordHash: "hash"))
        return users
    }

    @Test func aMarkDoneToken_namesItsPersonReminderAndOccurrence() async throws {
        let users = usersKnowingAda()

        let target = try await interactor(users).markDone(token: seal.markDoneToken(userID: 4, reminderID: 17, occurrence: occurrence))

        #expect(target == AlertLinkTarget(user: ada, reminderID: 17, occurrence: occurrence))
        #expect(users.credentialsByID.calls == [4])
    }

    @Test(arguments: [nil, DueDate(date: LocalDate(year: 2026, month: 11, day: 26)!)])
    func anOccurrenceWithADayOnlyOrNoDueDate_comesBackAsSealed(due: DueDate?) async throws {
        let occurrence = AlertLinkOccurrence(due: due, alertAt: Date(timeIntervalSince1970: 1_795_680_000))

        let target = try await interactor(usersKnowingAda()).markDone(token: seal.markDoneToken(userID: 4, reminderID: 17, occurrence: occurrence))

        #expect(target?.occurrence == occurrence)
    }

    @Test func aStopSummaryToken_namesItsPerson() async throws {
        let users = usersKnowingAda()

        #expect(try await interactor(users).stopSummary(token: seal.stopSummaryToken(userID: 4)) == ada)
    }

    @Test(arguments: [
        "4:17",
        "4:17.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
        "",
        TextSeal(signer: FakeMessageSigner(key: 9)).markDoneToken(userID: 4, reminderID: 17, occurrence: AlertLinkOccurrence(due: nil, alertAt: .now)),
        TextSeal(signer: FakeMessageSigner()).stopSummaryToken(userID: 4),
        TextSeal(signer: FakeMessageSigner()).seal("4", for: .markDone),
        TextSeal(signer: FakeMessageSigner()).seal("4:x", for: .markDone),
        // The links before occurrences, and occurrences that are none.
        TextSeal(signer: FakeMessageSigner()).seal("4:17", for: .markDone),
        TextSeal(signer: FakeMessageSigner()).seal("4:17:x:", for: .markDone),
        TextSeal(signer: FakeMessageSigner()).seal("4:17:1795685400:2026-13-01", for: .markDone),
        TextSeal(signer: FakeMessageSigner()).seal("4:17:1795685400:2026-11-26T25:00", for: .markDone),
        TextSeal(signer: FakeMessageSigner()).seal("4:17:1795685400:2026-11-26T09:30T1", for: .markDone),
    ])
    func aForgedOrForeignMarkDoneToken_namesNothing_andReadsNoAccount(token: String) async throws {
        let users = MockUserRepository()

        #expect(try await interactor(users).markDone(token: token) == nil)
        #expect(users.credentialsByID.callCount == 0)
    }

    @Test func aMarkDoneToken_isNoStopSummaryToken() async throws {
        let users = MockUserRepository()

        #expect(try await interactor(users).stopSummary(token: seal.markDoneToken(userID: 4, reminderID: 17, occurrence: occurrence)) == nil)
        #expect(try await interactor(users).stopSummary(token: seal.seal("4", for: .formToken)) == nil)
        #expect(users.credentialsByID.callCount == 0)
    }

    @Test func aDeletedAccount_namesNothing() async throws {
        let users = MockUserRepository()
        users.credentialsByID.fails(with: .notFound)

        #expect(try await interactor(users).markDone(token: seal.markDoneToken(userID: 4, reminderID: 17, occurrence: occurrence)) == nil)
        #expect(try await interactor(users).stopSummary(token: seal.stopSummaryToken(userID: 4)) == nil)
    }

    @Test func storageFailing_isUnavailable() async {
        let users = MockUserRepository()
        users.credentialsByID.fails(with: .unavailable("disk I/O error"))

        await #expect(throws: DomainError.unavailable("disk I/O error")) {
            try await interactor(users).markDone(token: seal.markDoneToken(userID: 4, reminderID: 17, occurrence: occurrence))
        }
    }
}

/// What a "Mark done" link may do to its reminder as it is now.
@Suite struct AlertLinkOccurrenceTests {
    private let alertAt = Date(timeIntervalSince1970: 1_795_685_400)
    private let day = DueDate(date: LocalDate(year: 2026, month: 11, day: 26)!)
    private var occurrence: AlertLinkOccurrence { AlertLinkOccurrence(due: day, alertAt: alertAt) }

    @Test func theOccurrenceStillOpen_isOpen_untilAWeekAfterItsAlert() {
        let open = Reminder.fixture(id: 2, due: day)
        #expect(occurrence.standing(of: open, at: alertAt) == .open)
        #expect(occurrence.standing(of: open, at: alertAt.addingTimeInterval(7 * 24 * 3600 - 1)) == .open)
        #expect(occurrence.standing(of: open, at: alertAt.addingTimeInterval(7 * 24 * 3600)) == .expired)
        #expect(occurrence.expiresAt == alertAt.addingTimeInterval(7 * 24 * 3600))
    }

    @Test func aCompletedOccurrence_isDone() {
        #expect(occurrence.standing(of: Reminder.fixture(id: 2, due: day, completedAt: alertAt), at: alertAt) == .done)
    }

    @Test func aReminderWhoseDueDateIsAnother_hasMovedOn() {
        let next = DueDate(date: LocalDate(year: 2026, month: 11, day: 27)!)
        #expect(occurrence.standing(of: Reminder.fixture(id: 2, due: next), at: alertAt) == .movedOn)
        #expect(occurrence.standing(of: Reminder.fixture(id: 2, due: nil), at: alertAt) == .movedOn)
    }
}
