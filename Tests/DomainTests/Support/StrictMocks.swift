import Domain
import Foundation
import Entities
import Mocks
import Testing

/// Each repository error with the use case error it becomes, where a conflict is a duplicate name.
let repositoryFailures: [(RepositoryError, DomainError)] = [
    (.notFound, .notFound),
    (.conflict, .invalid(ValidationErrors([.name: .duplicate]))),
    (.unavailable("disk I/O error"), .unavailable("disk I/O error")),
]

/// A page of reminders, 50 to a page unless told.
func page(_ items: [Reminder], number: Int = 1, size: Int = PageRequest.defaultSize, totalCount: Int? = nil) -> Page<Reminder> {
    Page(items: items, number: number, size: size, totalCount: totalCount ?? items.count)
}

/// The account use cases' dependencies over strict mocks, a fake hasher, a short list of common
/// passwords and a fixed clock.
struct AccountWorld {
    let users = MockUserRepository()
    let sessions = MockSessionRepository()
    var hasher = FakePasswordHasher()
    var clock = FixedCalendarClock()
    let policy = SessionPolicy()
    /// One for the world's life, as the app keeps one; time stands still in it.
    let throttle = PasswordThrottle(now: { fixtureDate })
    /// Sign-ups' throttle, kept as `throttle` is.
    let signUpThrottle = PasswordThrottle(now: { fixtureDate })
    /// The languages settings may hold: English alone, unless a test says otherwise.
    var settingsPolicy = SettingsPolicy()

    var dependencies: AccountDependencies {
        AccountDependencies(
            users: users, sessions: sessions, hasher: hasher,
            commonPasswords: CommonPasswords(text: "# common\npassword1\niloveyou\n\nsunshine1"), clock: clock,
            signer: FakeMessageSigner(), policy: policy, throttle: throttle, settingsPolicy: settingsPolicy, signUpThrottle: signUpThrottle
        )
    }
}
