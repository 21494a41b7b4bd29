import Domain
import Foundation
import Entities
import Mocks
import Testing

extension MockReminderListRepository {
    /// A mock that records an issue in the running test when an unconfigured method is called.
    static func strict() -> MockReminderListRepository {
        MockReminderListRepository(onUnconfigured: { Issue.record(Comment(rawValue: $0)) })
    }
}

extension MockReminderRepository {
    /// A mock that records an issue in the running test when an unconfigured method is called.
    static func strict() -> MockReminderRepository {
        MockReminderRepository(onUnconfigured: { Issue.record(Comment(rawValue: $0)) })
    }
}

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

extension MockUserRepository {
    /// A mock that records an issue in the running test when an unconfigured method is called.
    static func strict() -> MockUserRepository {
        MockUserRepository(onUnconfigured: { Issue.record(Comment(rawValue: $0)) })
    }
}

extension MockSessionRepository {
    /// A mock that records an issue in the running test when an unconfigured method is called.
    static func strict() -> MockSessionRepository {
        MockSessionRepository(onUnconfigured: { Issue.record(Comment(rawValue: $0)) })
    }
}

/// The account use cases' dependencies over strict mocks, a fake hasher, a short list of common
/// passwords and a fixed clock.
struct AccountWorld {
    let users = MockUserRepository.strict()
    let sessions = MockSessionRepository.strict()
    var hasher = FakePasswordHasher()
    var clock = FixedCalendarClock()
    let policy = SessionPolicy()
    /// One for the world's life, as the app keeps one; time stands still in it.
    let throttle = PasswordThrottle(now: { fixtureDate })

    var dependencies: AccountDependencies {
        AccountDependencies(
            users: users, sessions: sessions, hasher: hasher,
            commonPasswords: CommonPasswords(text: "# common\npassword1\niloveyou\n\nsunshine1"), clock: clock,
            signer: FakeMessageSigner(), policy: policy, throttle: throttle
        )
    }
}
