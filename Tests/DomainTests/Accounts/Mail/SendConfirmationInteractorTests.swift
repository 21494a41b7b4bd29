import Domain
import Entities
import Foundation
import Mocks
import Testing

struct SendConfirmationInteractorTests {
    private let mail = MailWorld()

    private func send(after seconds: TimeInterval = 0) async throws -> ConfirmationRequest {
        try await SendConfirmationInteractor(dependencies: mail.dependencies(after: seconds)).execute(for: mail.ada)
    }

    @Test func anUnconfirmedAddress_getsALink_thenOneAgainOnlyAfterFiveMinutes() async throws {
        mail.world.users.credentialsByID.returns(StoredCredentials(user: mail.ada, passwordHash: "h"))

        #expect(try await send() == .sent)
        #expect(try await send(after: 299.5) == .tooSoon(retryAfter: 1))
        #expect(try await send(after: 300) == .sent)

        #expect(mail.tokens.issued.map(\.createdAt) == [fixtureDate, fixtureDate.addingTimeInterval(300)])
        #expect(mail.tokens.issued.map(\.expiresAt) == [fixtureDate.addingTimeInterval(7 * 86400), fixtureDate.addingTimeInterval(300 + 7 * 86400)])
        #expect(mail.outbox.mails.map(\.subject) == ["confirm", "confirm"])
        #expect(mail.outbox.mails.map(\.text) == mail.tokens.issued.map(\.token))
    }

    @Test func aConfirmedAddress_getsNothing() async throws {
        var confirmed = mail.ada
        confirmed.emailConfirmedAt = fixtureDate
        mail.world.users.credentialsByID.returns(StoredCredentials(user: confirmed, passwordHash: "h"))

        #expect(try await send() == .alreadyConfirmed)
        #expect(mail.outbox.mails.isEmpty)
    }

    @Test func withMailOff_nothingIsSent() async throws {
        var world = MailWorld()
        world.sendsMail = false

        #expect(try await SendConfirmationInteractor(dependencies: world.dependencies()).execute(for: world.ada) == .mailOff)
        #expect(try await SendConfirmationInteractor(dependencies: world.world.dependencies).execute(for: world.ada) == .mailOff)
    }

    @Test func storageFailing_isUnavailable() async {
        mail.world.users.credentialsByID.fails(with: .unavailable("locked"))

        await #expect(throws: DomainError.unavailable("locked")) { try await send() }
    }
}
