import Entities
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

extension FieldErrors: Encodable {
    /// Every field by its name (`Field.rawValue`), `null` where there is no message. One form's
    /// worth per page, so plain `Encodable` (not `TemplateWritable`, whose names are static).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldName.self)
        for field in Field.allCases {
            if let message = self[field] {
                try container.encode(message, forKey: FieldName(stringValue: field.rawValue))
            } else {
                try container.encodeNil(forKey: FieldName(stringValue: field.rawValue))
            }
        }
    }

    private struct FieldName: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
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

