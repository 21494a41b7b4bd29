import Data
import Domain
import Foundation

extension AccountsContainer {
    /// The app's wiring: the account use cases over SQLite repositories and `hasher`, and for
    /// each signed-in person a `DIContainer` whose repositories see that person's data only; the
    /// system clock, read in each person's time zone (the server's until they choose one);
    /// feedback queued and delivered through `feedback`; devices' push subscriptions through `push`;
    /// account mail (confirmation, reset) through `mail`.
    static func real(
        database: AppDatabase, clock: SystemCalendarClock, hasher: any PasswordHasher, commonPasswords: any CommonPasswordList,
        signer: any MessageSigner, settingsPolicy: SettingsPolicy, feedback: FeedbackDependencies,
        push: PushDependencies, mail: AccountMail? = nil
    ) -> AccountsContainer {
        let dependencies = AccountDependencies(
            users: SQLiteUserRepository(database: database), sessions: SQLiteSessionRepository(database: database),
            hasher: hasher, commonPasswords: commonPasswords, clock: clock, signer: signer, settingsPolicy: settingsPolicy,
            mail: mail
        )
        // One queue for everyone's imports: one file read at a time, off the request threads.
        let imports = ImportQueue()
        return AccountsContainer(dependencies: dependencies) { user in
            DIContainer(
                lists: SQLiteReminderListRepository(database: database, owner: user.id),
                reminders: SQLiteReminderRepository(database: database, owner: user.id),
                unitOfWork: SQLiteUnitOfWork(database: database, owner: user.id),
                archive: ArchiveDependencies(
                    archives: SQLiteReminderArchiveRepository(database: database, owner: user.id), accountFormat: JSONAccountExportFormat(),
                    fileFormat: ICalendarFormat(), imports: imports
                ),
                clock: clock.zoned(user.settings.timeZone), accounts: dependencies, feedback: feedback, push: push,
                access: SQLiteListAccessRepository(database: database, person: user.id),
                members: SQLiteListMembershipRepository(database: database, person: user.id), settings: user.settings
            )
        }
    }
}
