import Domain
import Entities
import Foundation

/// Reads one `VTODO` as a reminder, as `ICalendarFormat` describes; every error names the line of
/// the property at fault.
struct VTODODecoder {
    /// A DUE or DTSTART in the importer's time zone, and the day it was written on.
    private struct WallClock {
        /// The wall-clock due date in the importer's time zone.
        var due: DueDate
        /// The day as the file wrote it, in its own zone.
        var writtenDay: LocalDate
    }

    /// The to-do being read.
    let todo: ICalendarComponent
    /// The importing user's time zone, which due times are shown in.
    let timeZone: TimeZone

    /// The reminder the to-do describes.
    func transfer() throws(ReminderFileError) -> ReminderTransfer {
        let due = try self.due()
        return ReminderTransfer(
            uid: uid,
            title: todo.property("SUMMARY")?.text ?? "",
            notes: todo.property("DESCRIPTION")?.text.nonEmpty,
            due: due?.due,
            priority: try priority(),
            isFlagged: try isFlagged(),
            completedAt: try completedAt(),
            repeatRule: try repeatRule(due: due),
            parentUID: parentUID,
            tags: tags,
            createdAt: try createdAt(),
            alert: VALARMCoding.alert(in: todo, due: due?.due, timeZone: timeZone),
            link: link,
            line: todo.line
        )
    }

    /// The `UID`; without one (or an empty one), `line-<n>`, `n` the line of its `BEGIN:VTODO`: the
    /// same for the same file, and unlike the UIDs the apps we know write.
    var uid: String {
        todo.property("UID")?.text.nonEmpty ?? "line-\(todo.line)"
    }

    /// The `DUE` in `timeZone`, and its day as written, which a repeat rule counts from.
    private func due() throws(ReminderFileError) -> WallClock? {
        guard let line = todo.property("DUE") else { return nil }
        return try wallClock(line)
    }

    /// A DUE or DTSTART `line` as a wall-clock due date in `timeZone`, and its day as written.
    private func wallClock(_ line: ContentLine) throws(ReminderFileError) -> WallClock {
        let value = try dateTime(line)
        guard let due = value.dueDate(in: timeZone) else {
            throw .malformed(line: line.line, reason: "\(line.name) falls outside the years 1 to 9999 in \(timeZone.identifier)")
        }
        return WallClock(due: due, writtenDay: value.date)
    }

    /// `PRIORITY`: 1–4 high, 5 medium, 6–9 low, 0 or absent none (RFC 5545 §3.8.1.9).
    private func priority() throws(ReminderFileError) -> Priority {
        guard let line = todo.property("PRIORITY") else { return .none }
        guard let value = Int(line.value) else {
            throw .malformed(line: line.line, reason: "PRIORITY \"\(line.value)\" is not a whole number")
        }
        switch value {
        case 0: return .none
        case 1...4: return .high
        case 5: return .medium
        case 6...9: return .low
        default: throw .malformed(line: line.line, reason: "PRIORITY \(value) is not between 0 and 9")
        }
    }

    /// `X-REMINDERS-FLAGGED`, this app's own: `TRUE` or `FALSE`, in any case.
    private func isFlagged() throws(ReminderFileError) -> Bool {
        guard let line = todo.property(VTODOEncoder.flagProperty) else { return false }
        switch line.value.uppercased() {
        case "TRUE": return true
        case "FALSE": return false
        default: throw .malformed(line: line.line, reason: "\(line.name) \"\(line.value)\" is neither TRUE nor FALSE")
        }
    }

    /// When the to-do was done: its `COMPLETED` time whatever its `STATUS`; for `STATUS:COMPLETED` or
    /// `CANCELLED` without one, its `LAST-MODIFIED`, else its `DTSTAMP`; nil while it is open.
    private func completedAt() throws(ReminderFileError) -> Date? {
        if let line = todo.property("COMPLETED") { return try utcInstant(line) }
        guard let status = todo.property("STATUS"), ["COMPLETED", "CANCELLED"].contains(status.value.uppercased()) else { return nil }
        guard let stamp = todo.property("LAST-MODIFIED") ?? todo.property("DTSTAMP") else {
            throw .malformed(line: status.line, reason: "STATUS:\(status.value.uppercased()) with no COMPLETED, LAST-MODIFIED or DTSTAMP to say when")
        }
        return try utcInstant(stamp)
    }

    /// `CREATED`, in UTC.
    private func createdAt() throws(ReminderFileError) -> Date? {
        guard let line = todo.property("CREATED") else { return nil }
        return try utcInstant(line)
    }

    /// The `RRULE`, counted from the due day. Whatever would repeat differently here is refused
    /// rather than dropped: a rule `RepeatRule` cannot keep, more than one, `RDATE` or `EXDATE`, a rule
    /// without a `DUE`, one whose `DTSTART` is another day than its `DUE` (the RFC counts from
    /// DTSTART), and one whose due day is another in `timeZone` than as written (its weekdays and
    /// month days are the written zone's).
    private func repeatRule(due: WallClock?) throws(ReminderFileError) -> RepeatRule? {
        if let extra = todo.properties.first(where: { $0.name == "RDATE" || $0.name == "EXDATE" }) {
            throw .unsupported(line: extra.line, reason: "extra or skipped occurrences (\(extra.name))")
        }
        let rules = todo.properties("RRULE")
        guard let line = rules.first else { return nil }
        if rules.count > 1 { throw .unsupported(line: rules[1].line, reason: "a second repeat rule") }
        guard let due else { throw .unsupported(line: line.line, reason: "a repeat rule without a DUE to count from") }
        guard let rule = RepeatRule(rrule: line.value, firstDate: due.writtenDay) else {
            throw .unsupported(line: line.line, reason: "the repeat rule \(line.value)")
        }
        if let start = todo.property("DTSTART"), try wallClock(start).due.date != due.due.date {
            throw .unsupported(line: start.line, reason: "a repeat starting on another day (DTSTART) than its due date")
        }
        guard due.writtenDay == due.due.date else {
            throw .unsupported(
                line: line.line,
                reason: "a repeat due on \(due.writtenDay) in the file's time zone but on \(due.due.date) in \(timeZone.identifier)"
            )
        }
        return rule
    }

    /// The first `RELATED-TO` without a `RELTYPE` or with `RELTYPE=PARENT`; a `CHILD` or `SIBLING` says
    /// nothing this app keeps.
    private var parentUID: String? {
        let parent = todo.properties("RELATED-TO").first { line in
            (line.parameter("RELTYPE")?.first?.uppercased() ?? "PARENT") == "PARENT" && !line.value.isEmpty
        }
        return parent?.text
    }

    /// The `URL` (RFC 5545 §3.8.4.6) when it is a `WebLink`; any other (`mailto:`, an app's own
    /// scheme, one too long) is a property this app has no place for, ignored: other apps write
    /// such addresses there, and a file is not refused for them.
    private var link: WebLink? {
        todo.property("URL").flatMap { WebLink($0.value) }
    }

    /// The `CATEGORIES`, of every such property, as tags: each normalised (`Urgent, really` is
    /// `Urgent-really`), dropped when still no tag, and kept once.
    private var tags: [Tag] {
        var tags: [Tag] = []
        var seen: Set<Tag> = []
        for line in todo.properties("CATEGORIES") {
            for category in ICalendarText.list(line.value) {
                if let tag = Tag(normalizing: category), seen.insert(tag).inserted { tags.append(tag) }
            }
        }
        return tags
    }

    /// The instant of a `COMPLETED`, `CREATED`, `LAST-MODIFIED` or `DTSTAMP` `line`, which RFC 5545
    /// wants in UTC.
    private func utcInstant(_ line: ContentLine) throws(ReminderFileError) -> Date {
        guard let instant = ICalendarDateTime(line)?.utcInstant else {
            throw .malformed(line: line.line, reason: "\(line.name) \"\(line.value)\" is not a date and time in UTC (20261121T090000Z)")
        }
        return instant
    }

    /// The DATE or DATE-TIME of `line`.
    private func dateTime(_ line: ContentLine) throws(ReminderFileError) -> ICalendarDateTime {
        guard let value = ICalendarDateTime(line) else {
            throw .malformed(line: line.line, reason: "\(line.name) \"\(line.value)\" is not a date (20261121) or a date and time (20261121T090000)")
        }
        return value
    }
}

extension String {
    /// The string, or nil when it is empty.
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
