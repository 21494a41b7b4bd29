import Entities
import Foundation
import GRDB

/// The SQL functions the schema's triggers call to schedule alerts and summaries (see
/// `schemaV15Alerts`), registered on every connection of an `AppDatabase`:
/// - `appNow()`: the app's clock, in seconds since 1970;
/// - `alertInstant(dueDate, dueTime, alertMinutes, timeZone, dateOnlyAlertTime)`:
///   `ReminderAlert.instant`, NULL without an alert or a due date;
/// - `nextDailyInstant(time, timeZone, after)`: `LocalTime.next`.
///
/// A NULL time zone is the server's (`--time-zone`), as for a person who chose none.
struct ScheduleFunctions: Sendable {
    /// The time zone of people who chose none.
    let defaultTimeZone: TimeZone
    /// The app's clock.
    let now: @Sendable () -> Date

    /// Adds the functions to `db`.
    func register(on db: Database) {
        let now = now
        db.add(function: DatabaseFunction("appNow", argumentCount: 0, pure: false) { _ in now().timeIntervalSince1970 })
        db.add(function: DatabaseFunction("alertInstant", argumentCount: 5, pure: true) { [self] values in
            guard let day = String.fromDatabaseValue(values[0]).flatMap({ LocalDate($0) }),
                  let minutes = Int.fromDatabaseValue(values[2]), let alert = ReminderAlert(minutesBefore: minutes)
            else { return nil }
            let due = DueDate(date: day, time: String.fromDatabaseValue(values[1]).flatMap { LocalTime($0) })
            let dateOnlyTime = String.fromDatabaseValue(values[4]).flatMap { LocalTime($0) } ?? NotificationSettings.defaultDateOnlyAlertTime
            return alert.instant(for: due, dateOnlyTime: dateOnlyTime, in: zone(values[3])).timeIntervalSince1970
        })
        db.add(function: DatabaseFunction("nextDailyInstant", argumentCount: 3, pure: true) { [self] values in
            guard let time = String.fromDatabaseValue(values[0]).flatMap({ LocalTime($0) }), let after = Double.fromDatabaseValue(values[2])
            else { return nil }
            return LocalTime.next(time, after: Date(timeIntervalSince1970: after), in: zone(values[1])).timeIntervalSince1970
        })
    }

    /// The zone a `timeZone` column names; the server's for NULL or a name the system lost.
    func zone(_ value: DatabaseValue) -> TimeZone {
        UserSettings.timeZone(named: String.fromDatabaseValue(value), server: defaultTimeZone)
    }
}
