import Foundation

/// Days as a date input takes them (`YYYY-MM-DD`), counted from the server's today: the day its
/// clock starts at (`RunningApp.clockStart`), not the machine's.
enum Days {
    /// The day `offset` days from today (negative: before).
    static func fromToday(_ offset: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = RunningApp.timeZone
        let today = ISO8601DateFormatter().date(from: RunningApp.clockStart)!
        let day = calendar.date(byAdding: .day, value: offset, to: today)!
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }
}
