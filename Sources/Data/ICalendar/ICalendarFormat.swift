import Domain
import Entities
import Foundation

/// Reminders as iCalendar to-dos (RFC 5545 `VTODO`): what Apple Reminders, Thunderbird and
/// Tasks.org export, read, and the same written.
///
/// **Reading.** Every `VTODO` at any depth of the `VCALENDAR` is a reminder, in file order, except
/// those with a `RECURRENCE-ID`: they override one occurrence of a repeating to-do, which this app
/// does not keep apart from its series. Properties this app has no place for are ignored; of a
/// property the RFC allows once, the first counts.
/// - `UID` is the reminder's `uid`; without one it is `line-<n>`, `n` the line of its
///   `BEGIN:VTODO` — stable for one file, so the reminder is still one of the import (no other
///   to-do can name it as a parent anyway). A UID used by two to-dos is malformed.
/// - `SUMMARY` is the title (empty without one: the title's rules are the importer's); `DESCRIPTION`
///   the notes.
/// - `DUE` is the due date: a DATE that day; a floating DATE-TIME that wall-clock time; one in UTC
///   or with a `TZID` Foundation knows, that instant in the importing user's time zone; one with
///   a `TZID` it does not know (Outlook's Windows names), floating — the time as written beats
///   guessing. `DTSTART` is a start, not a due date.
/// - `PRIORITY` 1–4 is high, 5 medium, 6–9 low; 0 or none is none.
/// - `COMPLETED` (in UTC) is when it was done, whatever the `STATUS`. `STATUS:COMPLETED` without it
///   is done at `LAST-MODIFIED`, else `DTSTAMP`. `STATUS:CANCELLED` is taken as completed, the same
///   way: this app has no cancelled state, and an open reminder would bring back what someone
///   dropped, while leaving it out would lose it.
/// - `RRULE` is the repeat rule, counted from the due day. What this app cannot repeat exactly is
///   `ReminderFileError.unsupported`, never dropped: a rule `RepeatRule(rrule:firstDate:)` does not
///   read, a second `RRULE`, `RDATE` or `EXDATE`, a rule without a `DUE`, a `DTSTART` on another
///   day than the `DUE` (the RFC counts from DTSTART), and a due day that is another day in the
///   importer's zone than as written (the rule's weekdays are the file's zone's).
/// - `RELATED-TO` (without `RELTYPE`, or `PARENT`) names the parent; `CATEGORIES` are the tags,
///   normalised by `Tag(normalizing:)` and dropped when still no tag; `X-REMINDERS-FLAGGED:TRUE`
///   is the flag; `CREATED` the creation time.
/// - `URL` is the link when it is a `WebLink` (an absolute `http`/`https` URL with a host, at most
///   2,000 characters). Any other `URL` — `mailto:`, an app's own scheme (`message://`), a relative
///   or broken one — is ignored like a property this app has no place for: other apps write such
///   addresses there, and the rest of the reminder is worth keeping. It never refuses the file.
/// - On the `VCALENDAR`, the list's look: `X-APPLE-CALENDAR-COLOR` (`#RRGGBB`, or `#RRGGBBAA` as
///   Apple writes it; what Apple Calendar and Reminders, DAVx⁵ and Thunderbird read and write) is
///   the palette colour nearest to it (`ListColor(nearestTo:)`), and this app's own
///   `X-REMINDERS-LIST-ICON` the icon; a value that is no colour, or an icon this app does not
///   draw, is as if the file said none. `X-WR-CALNAME` is the list's name.
/// - A `VALARM` in the to-do is its alert, as `VALARMCoding` says; one this app cannot keep is
///   ignored, never refusing the file.
///
/// **Writing.** A `VCALENDAR` (`VERSION:2.0`, `PRODID`, the list's name as `X-WR-CALNAME`, its colour's
/// canonical `#RRGGBB` as `X-APPLE-CALENDAR-COLOR` and its icon as `X-REMINDERS-LIST-ICON`) of one
/// `VTODO` per reminder with the properties above (`URL` as written, a URI value, unescaped; its
/// alert as a `VALARM` relative to its due time), and
/// a `DTSTART` equal to the `DUE` for a repeating one; instants in UTC to the second (a fraction of a second is dropped). A due time is written floating, without a zone: it is a wall-clock time
/// in the user's zone, floating time says exactly that (RFC 5545 §3.3.5), needs no `VTIMEZONE`,
/// and reads back unchanged, even at a time a daylight-saving change skips; `timeZone` is
/// therefore not needed. Empty notes are no notes, and a repeat rule is written only with the due
/// date it counts from.
public struct ICalendarFormat: ReminderFileFormat {
    /// `text/calendar; charset=utf-8`.
    public let mediaType = "text/calendar; charset=utf-8"
    /// `ics`.
    public let fileExtension = "ics"

    /// The format.
    public init() {}

    /// The calendar property of a list's colour.
    static let colorProperty = "X-APPLE-CALENDAR-COLOR"
    /// The calendar property of a list's icon, this app's own.
    static let iconProperty = "X-REMINDERS-LIST-ICON"

    /// The list of the iCalendar `file`, read as the type's documentation says.
    public func decode(_ file: Data, timeZone: TimeZone) throws(ReminderFileError) -> ReminderFile {
        guard let text = String(validating: file, as: UTF8.self) else { throw .notUTF8 }
        let calendar: ICalendarComponent
        do throws(ICalendarError) {
            calendar = try ICalendarReader.calendar(text)
        } catch {
            switch error {
            case .malformed(let line, let reason): throw .malformed(line: line, reason: reason)
            }
        }
        var reminders: [ReminderTransfer] = []
        var linesByUID: [String: Int] = [:]
        for todo in Self.todos(in: calendar) {
            let decoder = VTODODecoder(todo: todo, timeZone: timeZone)
            let line = todo.property("UID")?.line ?? todo.line
            if let first = linesByUID.updateValue(line, forKey: decoder.uid) {
                throw .malformed(line: line, reason: "UID \(decoder.uid) is already the UID on line \(first)")
            }
            reminders.append(try decoder.transfer())
        }
        guard !reminders.isEmpty else { throw .noReminders }
        let appearance = ListAppearance(
            color: calendar.property(Self.colorProperty).flatMap { ListColor(nearestTo: $0.value.trimmingCharacters(in: .whitespaces)) },
            icon: calendar.property(Self.iconProperty).flatMap { ListIcon(rawValue: $0.value.lowercased()) }
        )
        return ReminderFile(listName: calendar.property("X-WR-CALNAME")?.text ?? "", appearance: appearance, reminders: reminders)
    }

    /// An iCalendar file of `list`, written as the type's documentation says.
    public func encode(_ list: ReminderFile, timeZone: TimeZone, stampedAt: Date) -> Data {
        var properties = [
            ContentLine(name: "VERSION", value: "2.0"),
            ContentLine(name: "PRODID", value: "-//Reminders//Reminders//EN"),
            ContentLine(name: "X-WR-CALNAME", text: list.listName),
        ]
        if let color = list.appearance.color { properties.append(ContentLine(name: Self.colorProperty, value: color.hex)) }
        if let icon = list.appearance.icon { properties.append(ContentLine(name: Self.iconProperty, value: icon.rawValue)) }
        let calendar = ICalendarComponent(
            name: "VCALENDAR", properties: properties,
            components: list.reminders.map { VTODOEncoder.todo($0, stampedAt: stampedAt) }
        )
        return Data(ICalendarWriter.write(calendar).utf8)
    }

    /// The to-dos in `component` and everything nested in it, in file order, but those that
    /// override one occurrence (`RECURRENCE-ID`).
    private static func todos(in component: ICalendarComponent) -> [ICalendarComponent] {
        component.components.flatMap { nested in
            let isTodo = nested.name == "VTODO" && nested.property("RECURRENCE-ID") == nil
            return (isTodo ? [nested] : []) + todos(in: nested)
        }
    }
}
