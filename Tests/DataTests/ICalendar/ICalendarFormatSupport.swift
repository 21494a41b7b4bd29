import Data
import Domain
import Entities
import Foundation

/// The zone `identifier` names; an unknown one is a bug in the test.
func zone(_ identifier: String) -> TimeZone {
    guard let zone = TimeZone(identifier: identifier) else { preconditionFailure("no time zone \(identifier)") }
    return zone
}

/// The instant of an ISO 8601 `text` in UTC (`2026-11-21T09:00:00Z`); an invalid text is a bug in the test.
func utc(_ text: String) -> Date {
    guard let date = try? Date(text, strategy: .iso8601) else { preconditionFailure("not an ISO 8601 instant: \(text)") }
    return date
}

/// The reminders of the iCalendar `text`, read by someone in the zone `identifier`.
func decode(_ text: String, in identifier: String = "Europe/Berlin") throws(ReminderFileError) -> [ReminderTransfer] {
    try decodeList(text, in: identifier).reminders
}

/// The list of the iCalendar `text` — its name, look and reminders — read by someone in the zone `identifier`.
func decodeList(_ text: String, in identifier: String = "Europe/Berlin") throws(ReminderFileError) -> ReminderFile {
    try ICalendarFormat().decode(Data(text.utf8), timeZone: zone(identifier))
}

/// The text of an iCalendar file of `reminders`, as someone in the zone `identifier` exports them
/// from a list of the look `appearance` (by default, none said).
func encode(
    _ reminders: [ReminderTransfer], in identifier: String = "Europe/Berlin", listName: String = "Groceries",
    appearance: ListAppearance = ListAppearance()
) -> String {
    let list = ReminderFile(listName: listName, appearance: appearance, reminders: reminders)
    let file = ICalendarFormat().encode(list, timeZone: zone(identifier), stampedAt: utc("2026-11-21T12:00:00Z"))
    return String(decoding: file, as: UTF8.self)
}

/// A calendar of one to-do whose properties are `lines`, with LF line ends so that line numbers are
/// easy to count: `BEGIN:VTODO` is line 3, and `lines` start on line 4.
func todoFile(_ lines: String...) -> String {
    todoFile(lines)
}

/// `todoFile(_:)` of the lines of an array.
func todoFile(_ lines: [String]) -> String {
    (["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VTODO"] + lines + ["END:VTODO", "END:VCALENDAR"]).map { $0 + "\n" }.joined()
}

/// The tags `names`; a name that is no tag is a bug in the test.
func tags(_ names: String...) -> [Tag] {
    names.map { name in
        guard let tag = Tag(name) else { preconditionFailure("no tag: \(name)") }
        return tag
    }
}
