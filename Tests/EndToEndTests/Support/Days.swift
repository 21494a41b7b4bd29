import Foundation

/// Days as a date input takes them (`YYYY-MM-DD`), counted from today in the server's time zone.
enum Days {
    /// The day `offset` days from today (negative: before).
    static func fromToday(_ offset: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = RunningApp.timeZone
        let day = calendar.date(byAdding: .day, value: offset, to: Date())!
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }
}
