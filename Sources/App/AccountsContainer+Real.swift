import Data
import Domain
import Foundation

extension AccountsContainer {
    /// The app's wiring: the account use cases over SQLite repositories and `hasher`, and for
    /// each signed-in person a `DIContainer` whose repositories see that person's data only; the
    /// system clock in the user's time zone; feedback queued and delivered through `feedback`.
    static func real(
        database: AppDatabase, clock: SystemCalendarClock, hasher: any PasswordHasher, commonPasswords: any CommonPasswordList,
        signer: any MessageSigner, feedback: FeedbackDependencies
    ) -> AccountsContainer {
        let dependencies = AccountDependencies(
            users: SQLiteUserRepository(database: database), sessions: SQLiteSessionRepository(database: database),
            hasher: hasher, commonPasswords: commonPasswords, clock: clock, signer: signer
        )
        return AccountsContainer(dependencies: dependencies) { owner in
            DIContainer(
                lists: SQLiteReminderListRepository(database: database, owner: owner),
                reminders: SQLiteReminderRepository(database: database, owner: owner),
                clock: clock, accounts: dependencies, feedback: feedback
            )
        }
    }
}
