import Presentation
import Templating

// The reminder form and the pager, which most pages show, are written into the template data
// directly (see `TemplateWritable`), like the rows. Through `Encodable` they cost about 200 ns a
// field, against some 20 ns written: together about 5% of the list page's server CPU under load.
// Each writes the fields of its `encode(to:)` (or its synthesized one), with the same names, in
// the same order; `TemplateWritableConformanceTests` checks each.

extension ReminderFormState: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        try fields.write(form, for: "form")
        try fields.write(errors, for: "errors")
        try fields.write(priorityOptions, for: "priorityOptions")
    }
}

extension ReminderForm: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        fields.write(notes, for: "notes")
        fields.write(dueDateText, for: "dueDateText")
        fields.write(dueTimeText, for: "dueTimeText")
        fields.write(priority.rawValue, for: "priority")
        try fields.write(listID, for: "listID")
        fields.write(isPriorityNone, for: "isPriorityNone")
        fields.write(isPriorityLow, for: "isPriorityLow")
        fields.write(isPriorityMedium, for: "isPriorityMedium")
        fields.write(isPriorityHigh, for: "isPriorityHigh")
    }
}

extension FieldErrors: TemplateWritable {
    /// Every field, `null` where there is no message, as the encoder records the synthesized
    /// `encode(to:)`'s `encodeIfPresent` of nil.
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(name, for: "name")
        fields.write(title, for: "title")
        fields.write(notes, for: "notes")
        fields.write(dueDate, for: "dueDate")
        fields.write(dueTime, for: "dueTime")
        fields.write(priority, for: "priority")
        fields.write(list, for: "list")
        fields.write(query, for: "query")
        fields.write(email, for: "email")
        fields.write(displayName, for: "displayName")
        fields.write(password, for: "password")
        fields.write(currentPassword, for: "currentPassword")
        fields.write(newPassword, for: "newPassword")
    }
}

extension PriorityOption: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(value, for: "value")
        fields.write(label, for: "label")
        fields.write(isSelected, for: "isSelected")
    }
}

extension Pagination: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(number, for: "number")
        fields.write(pageCount, for: "pageCount")
        fields.write(totalCount, for: "totalCount")
        fields.write(hasPrevious, for: "hasPrevious")
        fields.write(hasNext, for: "hasNext")
        fields.write(previousNumber, for: "previousNumber")
        fields.write(nextNumber, for: "nextNumber")
        fields.write(isVisible, for: "isVisible")
        try fields.write(pages, for: "pages")
    }
}

extension PageLink: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(number, for: "number")
        fields.write(isCurrent, for: "isCurrent")
        fields.write(isGap, for: "isGap")
    }
}
