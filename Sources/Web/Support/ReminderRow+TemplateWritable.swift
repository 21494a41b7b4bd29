import Presentation
import Templating

/// Rows are written into the template data directly (see `TemplateWritable`): a list page has
/// fifty, and through `Encodable` they were most of the page's encoding time. The fields, names
/// and order are those of `ReminderRow.encode(to:)`; `TemplateWritableConformanceTests` checks
/// that both give the same value.
extension ReminderRow: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(id, for: "id")
        fields.write(listID, for: "listID")
        fields.write(listName, for: "listName")
        fields.write(title, for: "title")
        fields.write(notes, for: "notes")
        fields.write(dueText, for: "dueText")
        fields.write(isOverdue, for: "isOverdue")
        fields.write(priority, for: "priority")
        fields.write(priorityText, for: "priorityText")
        fields.write(isCompleted, for: "isCompleted")
        fields.write(toggleText, for: "toggleText")
        fields.write(toggleValue, for: "toggleValue")
    }
}
