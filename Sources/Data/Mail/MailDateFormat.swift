import Foundation

/// The `Date` header's format (RFC 5322 §3.3): `Thu, 26 Nov 2026 03:25:06 +0000`, in English
/// whatever the locale, in UTC.
enum MailDateFormat {
    /// `date` as a `Date` header's value.
    static func string(from date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.weekday, .day, .month, .year, .hour, .minute, .second], from: date)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ number: Int?) -> String { number.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        return "\(days[(parts.weekday ?? 1) - 1]), \(parts.day ?? 1) \(months[(parts.month ?? 1) - 1]) \(parts.year ?? 1970) "
            + "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second)) +0000"
    }
}
