import Entities

/// The alert `<select>`'s values: `none`, or the minutes before the due time of one of
/// `ReminderAlert.choices` (`0` is at the time).
extension ReminderForm {
    /// The value the alert `<select>` sends for `alert`.
    public static func alertValue(_ alert: ReminderAlert?) -> String {
        alert.map { String($0.minutesBefore) } ?? "none"
    }

    /// The alert a value of the `<select>` stands for: `.some(nil)` for `none`; nil for a value
    /// no option sends.
    public static func alert(value: String) -> ReminderAlert?? {
        if value == "none" { return .some(nil) }
        guard value.count <= 4, value.allSatisfy(\.isASCII), let minutes = Int(value),
              let alert = ReminderAlert(minutesBefore: minutes) else { return nil }
        return .some(alert)
    }

    /// The value of the option chosen.
    public var alertValue: String { Self.alertValue(fields.alert) }
}
