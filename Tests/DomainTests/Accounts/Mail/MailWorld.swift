import Domain
import Entities
import Foundation
import Mocks

/// The account world with mail: Ada's account (id 4, unconfirmed), in-memory tokens and outbox,
/// the fake composer, and a clock the test moves.
struct MailWorld {
    var world = AccountWorld()
    let ada = User.fixture(id: 4, email: "ada@example.com", displayName: "Ada")
    let tokens: InMemoryAccountTokens
    let outbox = InMemoryOutbox()
    var sendsMail = true
    /// A reset throttle of the sign-in's policy; time stands still in it.
    let resetThrottle = PasswordThrottle(now: { fixtureDate })
    /// What the use cases leave for later (the reset request's lookup and mail).
    let deferred = DeferredWork()

    init() {
        tokens = InMemoryAccountTokens(accounts: [ada])
    }

    /// The dependencies at `fixtureDate` plus `seconds`.
    func dependencies(after seconds: TimeInterval = 0) -> AccountDependencies {
        var dependencies = world.dependencies
        dependencies.clock = FixedCalendarClock(date: fixtureDate.addingTimeInterval(seconds))
        dependencies.mail = AccountMail(
            tokens: tokens, outbox: outbox, composer: FakeAccountMailComposer(), sendsMail: sendsMail, later: deferred.later, reportFailure: deferred.report
        )
        dependencies.resetThrottle = resetThrottle
        return dependencies
    }

    /// The token of the last mail in the outbox (the fake composer writes it as the text).
    var lastMailedToken: String? { outbox.mails.last?.text }
}
