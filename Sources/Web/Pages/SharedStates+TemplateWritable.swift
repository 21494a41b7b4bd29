import Presentation
import Templating

// What templates see of the parts most pages share: the reminder form with its messages and
// choices. The page states' are in `ScreenStates+TemplateWritable.swift`, the pager's in `Pager`.

extension ReminderFormState: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        try fields.write(form, for: "form")
        try fields.write(errors, for: "errors")
        try fields.write(priorityOptions, for: "priorityOptions")
        fields.write(hasDetails, for: "hasDetails")
    }
}

extension ReminderForm: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        fields.write(notes, for: "notes")
        fields.write(dueDateText, for: "dueDateText")
        fields.write(dueTimeText, for: "dueTimeText")
        fields.write(priority.rawValue, for: "priority")
        fields.write(isFlagged, for: "isFlagged")
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
        fields.write(language, for: "language")
        fields.write(timeZone, for: "timeZone")
        fields.write(weekStart, for: "weekStart")
        fields.write(message, for: "message")
        fields.write(kind, for: "kind")
    }
}

extension Choice: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(value, for: "value")
        fields.write(label, for: "label")
        fields.write(isSelected, for: "isSelected")
    }
}

extension ChoiceGroup: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(label, for: "label")
        try fields.write(choices, for: "choices")
    }
}

