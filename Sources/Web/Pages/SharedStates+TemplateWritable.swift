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

// The draft's fields are read as `self.fields.title`, not through the form's dynamic member
// `self.title`: across modules each such key path is made at run time, about 6,000 instructions
// apiece, 100,000 a list page.
extension ReminderForm: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(self.fields.title, for: "title")
        fields.write(self.fields.notes ?? "", for: "notes")
        fields.write(dueDateText, for: "dueDateText")
        fields.write(dueTimeText, for: "dueTimeText")
        fields.write(self.fields.priority.rawValue, for: "priority")
        fields.write(self.fields.isFlagged, for: "isFlagged")
        try fields.write(listID, for: "listID")
        fields.write(isPriorityNone, for: "isPriorityNone")
        fields.write(isPriorityLow, for: "isPriorityLow")
        fields.write(isPriorityMedium, for: "isPriorityMedium")
        fields.write(isPriorityHigh, for: "isPriorityHigh")
        fields.write(tagsText, for: "tagsText")
        fields.write(self.fields.link ?? "", for: "link")
        writeRepeat(to: &fields)
        writeAlert(to: &fields)
    }

    /// The alert `<select>`'s chosen option, one field per option (`alertIsNone`, `alertIs15`).
    private func writeAlert(to fields: inout TemplateFieldWriter) {
        let minutes = self.fields.alert?.minutesBefore
        fields.write(minutes == nil, for: "alertIsNone")
        fields.write(minutes == 0, for: "alertIs0")
        fields.write(minutes == 5, for: "alertIs5")
        fields.write(minutes == 15, for: "alertIs15")
        fields.write(minutes == 30, for: "alertIs30")
        fields.write(minutes == 60, for: "alertIs60")
        fields.write(minutes == 24 * 60, for: "alertIs1440")
    }

    /// The repeat fieldset's values: which option, days and end are chosen, and the numbers.
    private func writeRepeat(to fields: inout TemplateFieldWriter) {
        let choice = repeatChoice
        fields.write(choice == .never, for: "repeatsNever")
        fields.write(choice == .daily, for: "repeatsDaily")
        fields.write(choice == .weekdays, for: "repeatsWeekdays")
        fields.write(choice == .weekly, for: "repeatsWeekly")
        fields.write(choice == .monthly, for: "repeatsMonthly")
        fields.write(choice == .yearly, for: "repeatsYearly")
        let days = repeatDays
        fields.write(days.contains(.monday), for: "repeatsOnMO")
        fields.write(days.contains(.tuesday), for: "repeatsOnTU")
        fields.write(days.contains(.wednesday), for: "repeatsOnWE")
        fields.write(days.contains(.thursday), for: "repeatsOnTH")
        fields.write(days.contains(.friday), for: "repeatsOnFR")
        fields.write(days.contains(.saturday), for: "repeatsOnSA")
        fields.write(days.contains(.sunday), for: "repeatsOnSU")
        let end = repeatEndChoice
        fields.write(end == "never", for: "repeatEndsNever")
        fields.write(end == "count", for: "repeatEndsAfterCount")
        fields.write(end == "date", for: "repeatEndsOnDate")
        fields.write(repeatWeekStart.rawValue, for: "repeatWeekStart")
        fields.write(repeatIntervalText, for: "repeatIntervalText")
        fields.write(repeatsOnLastDay, for: "repeatsOnLastDay")
        fields.write(repeatMonthDayText, for: "repeatMonthDayText")
        fields.write(repeatCountText, for: "repeatCountText")
        fields.write(repeatUntilText, for: "repeatUntilText")
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


extension PushDeviceRow: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(String(id), for: "id")
        fields.write(name, for: "name")
        fields.write(addedText, for: "addedText")
        fields.write(removeLabel, for: "removeLabel")
        fields.write(disabledText, for: "disabledText")
    }
}
