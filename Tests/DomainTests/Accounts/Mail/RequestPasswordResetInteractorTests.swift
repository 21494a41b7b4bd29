import Domain
import Entities
import Foundation
import Mocks
import Testing
import TimingTestSupport

struct RequestPasswordResetInteractorTests {
    private let mail = MailWorld()
    private let origin = "203.0.113.9"

    /// Sends the request, then lets the work it left for later run.
    private func request(_ email: String, origin: String? = nil) async throws {
        try await RequestPasswordResetInteractor(dependencies: mail.dependencies()).execute(email: email, origin: origin ?? self.origin)
        await mail.deferred.finish()
    }

    @Test func anAddressWithAnAccount_getsAResetLinkValidForAnHour() async throws {
        mail.world.users.credentialsByEmail.returns(StoredCredentials(user: mail.ada, passwordHash: "h"))

        try await request(" Ada@Example.com ")

        #expect(mail.world.users.credentialsByEmail.calls == ["ada@example.com"])
        let issued = try #require(mail.tokens.issued.first)
        #expect(mail.tokens.issued.count == 1)
        #expect(issued.purpose == .reset && issued.userID == 4)
        #expect(issued.createdAt == fixtureDate && issued.expiresAt == fixtureDate.addingTimeInterval(3600))
        #expect(RandomToken.isPlausible(issued.token))
        #expect(mail.outbox.mails == [MailMessage(to: "ada@example.com", subject: "reset", text: issued.token, html: "<p>\(issued.token)</p>")])
    }

    @Test func anAddressWithoutAccount_getsTheSameAnswer_andNothingIsSent() async throws {
        mail.world.users.credentialsByEmail.returns(nil)

        try await request("nobody@example.com")

        #expect(mail.world.users.credentialsByEmail.calls == ["nobody@example.com"])
        #expect(mail.tokens.issued.isEmpty)
        #expect(mail.outbox.mails.isEmpty)
    }

    @Test func theAnswer_waitsForNoLookupNorWrite() async throws {
        mail.world.users.credentialsByEmail.returns(StoredCredentials(user: mail.ada, passwordHash: "h"))

        try await RequestPasswordResetInteractor(dependencies: mail.dependencies()).execute(email: "ada@example.com", origin: origin)

        #expect(mail.deferred.count == 1)
        #expect(mail.world.users.credentialsByEmail.callCount == 0)
        #expect(mail.outbox.mails.isEmpty)
    }

    /// The task waits a real moment (`AccountMail.laterDelay`): run ahead of the suite's queue, as it
    /// inherits the test's priority.
    @Test(.timeSensitive) func byDefault_theWorkRunsInATaskOfItsOwn() async throws {
        mail.world.users.credentialsByEmail.returns(StoredCredentials(user: mail.ada, passwordHash: "h"))
        var dependencies = mail.dependencies()
        dependencies.mail = AccountMail(tokens: mail.tokens, outbox: mail.outbox, composer: FakeAccountMailComposer(), reportFailure: mail.deferred.report)

        try await RequestPasswordResetInteractor(dependencies: dependencies).execute(email: "ada@example.com", origin: origin)

        try await waitUntil { !mail.outbox.mails.isEmpty }
        #expect(mail.outbox.mails.map(\.subject) == ["reset"])
    }

    @Test func withMailOff_theAnswerIsTheSame_andNothingIsLookedUp() async throws {
        var world = MailWorld()
        world.sendsMail = false

        try await RequestPasswordResetInteractor(dependencies: world.dependencies()).execute(email: "ada@example.com", origin: origin)

        #expect(world.world.users.credentialsByEmail.callCount == 0)
        #expect(world.outbox.mails.isEmpty)
    }

    @Test func aMalformedAddress_isInvalid() async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.email: .malformed]))) { try await request("ada") }
        await #expect(throws: DomainError.invalid(ValidationErrors([.email: .empty]))) { try await request("  ") }
        #expect(mail.world.users.credentialsByEmail.callCount == 0)
    }

    @Test func theSixthRequestForAnAddress_isThrottled_withOrWithoutAccount() async throws {
        mail.world.users.credentialsByEmail.returns(nil)
        for index in 0..<5 { try await request("nobody@example.com", origin: "198.51.100.\(index)") }

        await #expect(throws: DomainError.tooManyAttempts(retryAfter: 900)) {
            try await request("nobody@example.com", origin: "198.51.100.99")
        }
        #expect(mail.world.users.credentialsByEmail.callCount == 5)
    }

    @Test func theTwentyFirstRequestFromAnOrigin_isThrottled() async throws {
        mail.world.users.credentialsByEmail.returns(nil)
        for index in 0..<20 { try await request("person\(index)@example.com") }

        await #expect(throws: DomainError.tooManyAttempts(retryAfter: 900)) { try await request("other@example.com") }
    }

    @Test func storageFailing_isReported_andTheAnswerIsTheSame() async throws {
        mail.world.users.credentialsByEmail.returns(StoredCredentials(user: mail.ada, passwordHash: "h"))
        mail.outbox.setFailure(.unavailable("disk full"))

        try await request("ada@example.com")

        #expect(mail.deferred.failures == ["cannot queue a password reset mail: unavailable(\"disk full\")"])
    }
}
