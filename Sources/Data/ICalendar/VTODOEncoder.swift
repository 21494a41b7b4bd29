import Domain
import Entities
import Foundation

/// Writes a reminder as a `VTODO`, as `ICalendarFormat.encode` describes.
enum VTODOEncoder {
    /// This app's property for the flag, `TRUE` when flagged (no standard property says it).
    static let flagProperty = "X-REMINDERS-FLAGGED"

    /// The `VTODO` of `reminder`, stamped at `stampedAt`.
    static func todo(_ reminder: ReminderTransfer, stampedAt: Date) -> ICalendarComponent {
        var lines = [ContentLine(name: "UID", text: reminder.uid)]
        lines += utc("DTSTAMP", stampedAt)
        lines += utc("CREATED", reminder.createdAt)
        lines.append(ContentLine(name: "SUMMARY", text: reminder.title))
        if let notes = reminder.notes, !notes.isEmpty { lines.append(ContentLine(name: "DESCRIPTION", text: notes)) }
        if let due = reminder.due {
            let value = ICalendarDateTime(floating: due)
            // Other apps count a repeat from DTSTART (RFC 5545 §3.8.5.3), so a repeating one starts when it is due.
            if let rule = reminder.repeatRule {
                lines.append(value.contentLine(name: "DTSTART"))
                lines.append(value.contentLine(name: "DUE"))
                lines.append(ContentLine(name: "RRULE", value: rule.rrule(firstDate: due.date)))
            } else {
                lines.append(value.contentLine(name: "DUE"))
            }
        }
        if let priority = priority(reminder.priority) { lines.append(ContentLine(name: "PRIORITY", value: priority)) }
        lines.append(ContentLine(name: "STATUS", value: reminder.completedAt == nil ? "NEEDS-ACTION" : "COMPLETED"))
        lines += utc("COMPLETED", reminder.completedAt)
        if let parent = reminder.parentUID {
            lines.append(ContentLine(name: "RELATED-TO", parameters: [.init(name: "RELTYPE", values: ["PARENT"])], text: parent))
        }
        if !reminder.tags.isEmpty {
            lines.append(ContentLine(name: "CATEGORIES", value: ICalendarText.joinedList(reminder.tags.map(\.name))))
        }
        if reminder.isFlagged { lines.append(ContentLine(name: flagProperty, value: "TRUE")) }
        // A URI value, not TEXT: written as it is, unescaped (RFC 5545 §3.3.13).
        if let link = reminder.link { lines.append(ContentLine(name: "URL", value: link.text)) }
        // An alert needs a due time to be relative to.
        let alarms = reminder.due == nil ? [] : reminder.alert.map { [VALARMCoding.alarm($0, title: reminder.title)] } ?? []
        return ICalendarComponent(name: "VTODO", properties: lines, components: alarms)
    }

    /// `PRIORITY` as RFC 5545 §3.8.1.9 ranks it, and as Apple Reminders writes it: 1, 5 or 9; none for `.none`.
    private static func priority(_ priority: Priority) -> String? {
        switch priority {
        case .none: nil
        case .low: "9"
        case .medium: "5"
        case .high: "1"
        }
    }

    /// A line `name` with `instant` in UTC; none without an instant, or for one outside the years 1 to 9999.
    private static func utc(_ name: String, _ instant: Date?) -> [ContentLine] {
        guard let instant, let value = ICalendarDateTime(utc: instant) else { return [] }
        return [value.contentLine(name: name)]
    }
}
