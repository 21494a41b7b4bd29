import Entities

/// An alert in words, as the alert `<select>` names it ("15 minutes before") and a row's muted
/// line says it ("Alert: 15 minutes before") — in the catalog's language.
struct AlertText {
    let strings: StringCatalog

    /// The option's label: "At the time", "5 minutes before", "1 hour before", "1 day before".
    func option(_ alert: ReminderAlert) -> String {
        switch alert.minutesBefore {
        case 0: strings[.alertAtTime]
        case 5: strings[.alertMinutes5]
        case 15: strings[.alertMinutes15]
        case 30: strings[.alertMinutes30]
        case 60: strings[.alertHour]
        default: strings[.alertDay]
        }
    }

    /// What a row says of `alert`: "Alert: at the time", "Alert: 15 minutes before".
    func row(_ alert: ReminderAlert) -> String {
        strings.string(.alertRow, option(alert))
    }
}
