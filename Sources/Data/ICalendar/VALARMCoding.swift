import Entities
import Foundation

/// A reminder's alert as a `VALARM` inside its `VTODO` (RFC 5545 §3.6.6), both ways.
///
/// **Writing.** One `VALARM` for a reminder that alerts and is due: `ACTION:DISPLAY`, the title as
/// its `DESCRIPTION` (which a display alarm must have), and a `TRIGGER` relative to the due time
/// (`RELATED=END`, which for a to-do is its `DUE`): `PT0S` at the time, `-PT15M`, `-PT1H`, `-P1D`
/// before. A reminder without a due date has no time to alert at, so none is written.
///
/// **Reading.** The first `VALARM` of the to-do that says one of the alerts a person can choose
/// here (`ReminderAlert.choices`) is the reminder's alert. An alarm is read when its `ACTION` is
/// `DISPLAY` or `AUDIO` and its `TRIGGER` is
/// - a duration before (or at) the `DUE` (`RELATED=END`), or before the start (`RELATED=START`, the
///   default) of a to-do whose `DTSTART` is its `DUE` or that has none (Apple Reminders and
///   Tasks.org write it so);
/// - an instant in UTC (`VALUE=DATE-TIME`, as Apple Reminders writes it) that is one of the
///   choices before a due time, by `ReminderAlert.instant`'s rule in the importer's zone.
/// Any other alarm — `EMAIL`, a trigger after the due time or a while no choice has (7 minutes),
/// one relative to a start that is not the due time, an instant for a day without a time, a
/// `TRIGGER` that is missing or does not parse — is ignored as a property this app has no place
/// for: the rest of the file is imported, never refused for an alarm.
enum VALARMCoding {
    /// The `VALARM` of `alert` on a reminder titled `title`.
    static func alarm(_ alert: ReminderAlert, title: String) -> ICalendarComponent {
        ICalendarComponent(name: "VALARM", properties: [
            ContentLine(name: "ACTION", value: "DISPLAY"),
            ContentLine(name: "DESCRIPTION", text: title),
            ContentLine(name: "TRIGGER", parameters: [.init(name: "RELATED", values: ["END"])], value: trigger(alert)),
        ])
    }

    /// The duration of `alert`'s trigger: `PT0S`, `-PT15M`, `-PT1H`, `-P1D`.
    static func trigger(_ alert: ReminderAlert) -> String {
        let minutes = alert.minutesBefore
        if minutes == 0 { return "PT0S" }
        if minutes % minutesPerDay == 0 { return "-P\(minutes / minutesPerDay)D" }
        if minutes % 60 == 0 { return "-PT\(minutes / 60)H" }
        return "-PT\(minutes)M"
    }

    private static let minutesPerDay = 24 * 60

    /// The alert of `todo`'s first `VALARM` this app can keep; nil when none says one.
    /// - Parameters:
    ///   - due: The to-do's due date, as read in `timeZone`.
    static func alert(in todo: ICalendarComponent, due: DueDate?, timeZone: TimeZone) -> ReminderAlert? {
        todo.components(named: "VALARM").lazy.compactMap { alert(of: $0, in: todo, due: due, timeZone: timeZone) }.first
    }

    private static func alert(of alarm: ICalendarComponent, in todo: ICalendarComponent, due: DueDate?, timeZone: TimeZone) -> ReminderAlert? {
        guard let action = alarm.property("ACTION")?.value.uppercased(), action == "DISPLAY" || action == "AUDIO",
              let trigger = alarm.property("TRIGGER")
        else { return nil }
        switch trigger.parameter("VALUE")?.first?.uppercased() ?? "DURATION" {
        case "DURATION":
            guard let seconds = duration(trigger.value), seconds <= 0, seconds % 60 == 0 else { return nil }
            switch trigger.parameter("RELATED")?.first?.uppercased() ?? "START" {
            case "END": break
            case "START":
                // Relative to a start that is not the due time, it alerts at another time than the one said here.
                if let start = todo.property("DTSTART"), start.value != todo.property("DUE")?.value { return nil }
            default: return nil
            }
            return ReminderAlert(minutesBefore: -seconds / 60)
        case "DATE-TIME":
            guard let due, due.time != nil, let instant = ICalendarDateTime(trigger)?.utcInstant else { return nil }
            // With a time, the day-only time is not asked for.
            return ReminderAlert.choices.first { $0.instant(for: due, dateOnlyTime: due.time!, in: timeZone) == instant }
        default:
            return nil
        }
    }

    /// The seconds of an RFC 5545 duration (§3.3.6), `[+|-]P` then weeks (`2W`) or days, hours,
    /// minutes and seconds (`1DT2H30M`); nil for any other text, or one of more than 100,000 of a unit.
    static func duration(_ text: String) -> Int? {
        var rest = Substring(text.uppercased())
        var sign = 1
        if rest.first == "-" || rest.first == "+" {
            if rest.first == "-" { sign = -1 }
            rest.removeFirst()
        }
        guard rest.first == "P" else { return nil }
        rest.removeFirst()
        var total = 0
        var inTime = false
        var number = ""
        var units = 0
        for character in rest {
            if let digit = character.wholeNumberValue, character.isASCII {
                guard number.count < 6 else { return nil }
                number.append(String(digit))
                continue
            }
            if character == "T", !inTime, number.isEmpty {
                inTime = true
                continue
            }
            guard let value = Int(number) else { return nil }
            number = ""
            let unit: Int
            switch (character, inTime) {
            case ("W", false): unit = 604_800
            case ("D", false): unit = 86_400
            case ("H", true): unit = 3_600
            case ("M", true): unit = 60
            case ("S", true): unit = 1
            default: return nil
            }
            guard value <= 100_000 else { return nil }
            total += value * unit
            units += 1
        }
        guard number.isEmpty, units > 0 else { return nil }
        return sign * total
    }
}
