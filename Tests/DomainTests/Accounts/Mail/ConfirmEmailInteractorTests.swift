import Domain
import Entities
import Foundation
import Mocks
import Testing

struct ConfirmEmailInteractorTests {
    private let mail = MailWorld()
    private let token = "confirm-token-0123456789abc"

    private func interactor(after seconds: TimeInterval = 0) -> ConfirmEmailInteractor {
        ConfirmEmailInteractor(tokens: mail.tokens, clock: FixedCalendarClock(date: fixtureDate.addingTimeInterval(seconds)))
    }

    private func issue() async throws {
        try await mail.tokens.issue(token, purpose: .confirm, userID: 4, createdAt: fixtureDate, expiresAt: fixtureDate.addingTimeInterval(AccountMail.confirmationLifetime))
    }

    @Test func aLinkWithinSevenDays_confirmsTheAddressOnce() async throws {
        try await issue()

        #expect(try await interactor(after: 7 * 86400 - 1).refusal(of: token) == nil)
        // Issue 28 item 7: a usable link names its person, whose language its page speaks.
        #expect(try await interactor(after: 7 * 86400 - 1).holder(of: token).get().id == 4)
        let confirmed = try await interactor(after: 7 * 86400 - 1).execute(token: token).get()

        #expect(confirmed.emailConfirmedAt == fixtureDate.addingTimeInterval(7 * 86400 - 1))
        #expect(try await interactor(after: 7 * 86400 - 1).execute(token: token) == .failure(.used))
    }

    @Test func aLinkSevenDaysOld_hasExpired() async throws {
        try await issue()

        #expect(try await interactor(after: 7 * 86400).refusal(of: token) == .expired)
        #expect(try await interactor(after: 7 * 86400).execute(token: token) == .failure(.expired))
        #expect(mail.tokens.account(4)?.emailConfirmedAt == nil)
    }

    @Test func anImplausibleOrMissingToken_isUnknown() async throws {
        #expect(try await interactor().execute(token: "x") == .failure(.unknown))
        #expect(try await interactor().refusal(of: token) == .unknown)
        #expect(try await ConfirmEmailInteractor(tokens: nil, clock: FixedCalendarClock()).execute(token: token) == .failure(.unknown))
        #expect(try await ConfirmEmailInteractor(tokens: nil, clock: FixedCalendarClock()).refusal(of: token) == .unknown)
    }
}
