import Entities
import Presentation
import Templating

/// What a template sees of a reminder's row, with the paths of its editor and (named) its list.
extension ReminderRow: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(id, for: "id")
        fields.write(rowClass, for: "rowClass")
        fields.write(listID, for: "listID")
        fields.write(listName, for: "listName")
        fields.write(title, for: "title")
        fields.write(notesExcerpt, for: "notesExcerpt")
        fields.write(dueText, for: "dueText")
        fields.write(isOverdue, for: "isOverdue")
        fields.write(priority, for: "priority")
        fields.write(priorityText, for: "priorityText")
        fields.write(isCompleted, for: "isCompleted")
        fields.write(toggleLabel, for: "toggleLabel")
        fields.write(ReminderRowForm.completionAction(toggleValue), for: "toggleAction")
        fields.write(isFlagged, for: "isFlagged")
        fields.write(flagToggleText, for: "flagToggleText")
        fields.write(ReminderRowForm.flagAction(flagToggleValue), for: "flagAction")
        fields.write(flagLabel, for: "flagLabel")
        fields.write(menuLabel, for: "menuLabel")
        fields.write(deleteLabel, for: "deleteLabel")
        fields.write(moveLabel, for: "moveLabel")
        fields.write(isSubtask, for: "isSubtask")
        fields.write(progressText, for: "progressText")
        fields.write(parentText, for: "parentText")
        fields.write(addSubtaskLabel, for: "addSubtaskLabel")
        fields.write(repeatText, for: "repeatText")
        fields.write(alertText, for: "alertText")
        fields.write(assigneeText, for: "assigneeText")
        fields.write(completedByText, for: "completedByText")
        try fields.write(link, for: "link")
        try fields.write(tags.map(TagLink.init), for: "tags")
        fields.write(moveUpLabel, for: "moveUpLabel")
        fields.write(moveDownLabel, for: "moveDownLabel")
        // The muted line under the title, written only when it has something to say.
        fields.write(hasMeta, for: "hasMeta")
        fields.write(Route.reminder(id), for: "path")
        // The list's link shows only where rows of several lists mix (smart lists, search):
        // on a list's own page it is not written (fifty fields fewer to encode).
        if listName != nil { fields.write(Route.list(listID), for: "listPath") }
    }
}

extension TemplateFieldWriter {
    /// Writes a text filled from a pattern piece by piece into the template data, with no
    /// `String` made for it: the accessible names of a row.
    mutating func write(_ value: FilledText, for name: StaticString) {
        writeText(for: name) { text in value.forEachPiece { text.append($0) } }
    }

    /// Writes an optional text filled from a pattern; `nil` is `null`.
    mutating func write(_ value: FilledText?, for name: StaticString) {
        guard let value else { return write(nil as String?, for: name) }
        write(value, for: name)
    }
}

/// What a template sees of a row's link: the address, the host shown, and the accessible name.
extension ReminderRow.Link: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(href, for: "href")
        fields.write(text, for: "text")
        fields.write(label, for: "label")
    }
}

/// A row of a list's own page, with the path of its move page (`movePath`), which comes back
/// to `back`: written only where there is another list to move to. It holds the page's rows and
/// its place among them rather than a copy of its row: copying and destroying 50 rows' texts
/// cost the list page about 70,000 instructions.
struct MovableReminderRow: TemplateWritable {
    let rows: [ReminderRow]
    let index: Int
    /// The move page's way back, printed once for the page's rows; nil where the row cannot move.
    let back: MoveBack?

    func writeFields(to fields: inout TemplateFieldWriter) throws {
        try rows[index].writeFields(to: &fields)
        if let back { fields.writeText(for: "movePath") { back.write(rows[index].id, to: &$0) } }
    }
}

/// The address of each row's move page on one page: the way back (`?back=` and the page's path,
/// percent-encoded) is the same for every row, so the address is printed once, from
/// `Route.moveReminder` itself, and each row's is its id written between the text before and
/// after the id there. (Printed whole for each row, the 50 rows of a list page cost about 600,000
/// instructions more; the path printed for each row and the way back appended, 120,000.)
struct MoveBack {
    /// The address up to the id, and after it.
    private let beforeID: String
    private let afterID: String

    init(_ page: Route) {
        // Two addresses that differ only in their one-digit ids: the id is where they differ.
        let one = Array(Route.moveReminder(1, back: page).path.utf8)
        let two = Array(Route.moveReminder(2, back: page).path.utf8)
        let at = one.indices.first { $0 < two.count && one[$0] != two[$0] } ?? one.count
        beforeID = String(decoding: one[..<at], as: UTF8.self)
        afterID = String(decoding: one[min(at + 1, one.count)...], as: UTF8.self)
    }

    /// Writes the move page's address for reminder `id` as a template's text.
    func write(_ id: Reminder.ID, to text: inout TemplateTextWriter) {
        text.append(beforeID)
        text.append(id)
        text.append(afterID)
    }

    /// The move page's address for reminder `id`: `Route.moveReminder(id, back: page).path`.
    func path(of id: Reminder.ID) -> String {
        beforeID + String(id) + afterID
    }
}

/// A tag on a row: its name and the page of its reminders.
struct TagLink: TemplateWritable {
    let name: String

    func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(name, for: "name")
        fields.write(Route.tag(name), for: "path")
    }
}
