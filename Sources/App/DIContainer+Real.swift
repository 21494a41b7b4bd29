import Data
import Domain
import Foundation

extension DIContainer {
    /// The app's wiring: the use cases over SQLite repositories, and the system clock in the user's time zone.
    static func real(database: AppDatabase, timeZone: TimeZone) -> DIContainer {
        DIContainer(
            lists: SQLiteReminderListRepository(database: database),
            reminders: SQLiteReminderRepository(database: database),
            clock: SystemCalendarClock(timeZone: timeZone)
        )
    }
}
