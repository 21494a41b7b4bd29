import Domain
import Entities
import Foundation
import Mocks
import Testing

struct SignUpConfirmationTests {
    private let mail = MailWorld()

    private func signUp(_ dependencies: AccountDependencies) async throws -> SignUpOutcome {
        try await SignUpInteractor(dependencies: dependencies).execute(.fixture(password: "correct horse"), settings: UserSettings(), origin: "203.0.113.9")
    }

    @Test func aNewAccount_getsALinkToConfirmItsAddress_validForSevenDays() async throws {
        mail.world.users.credentialsByEmail.returns(nil)
        mail.world.users.create.returns(mail.ada)
        mail.world.sessions.create.succeeds()

        let outcome = try await signUp(mail.dependencies())

        #expect(outcome == .accountCreated(outcome.session))
        let issued = try #require(mail.tokens.issued.first)
        #expect(mail.tokens.issued.count == 1)
        #expect(issued.purpose == .confirm && issued.userID == 4 && issued.expiresAt == fixtureDate.addingTimeInterval(7 * 86400))
        #expect(mail.outbox.mails == [MailMessage(to: "ada@example.com", subject: "confirm", text: issued.token, html: "<p>\(issued.token)</p>")])
    }

    @Test func aMailThatCannotBeQueued_doesNotFailTheSignUp() async throws {
        mail.world.users.credentialsByEmail.returns(nil)
        mail.world.users.create.returns(mail.ada)
        mail.world.sessions.create.succeeds()
        mail.outbox.setFailure(.unavailable("disk full"))

        let outcome = try await signUp(mail.dependencies())

        #expect(outcome == .accountCreated(outcome.session))
    }

    @Test func withMailOff_noLinkIsSent() async throws {
        var world = MailWorld()
        world.sendsMail = false
        world.world.users.credentialsByEmail.returns(nil)
        world.world.users.create.returns(world.ada)
        world.world.sessions.create.succeeds()

        _ = try await signUp(world.dependencies())

        #expect(world.tokens.issued.isEmpty)
        #expect(world.outbox.mails.isEmpty)
    }
}
