import Entities
import Mocks
@testable import Presentation
import Templating
import Testing
@testable import Web

/// Types Web writes into templates directly give templates what their `Encodable` conformance does.
@Suite struct TemplateWritableConformanceTests {
    /// Hides a value's `TemplateWritable` conformance, so that it is encoded through `Encodable`.
    struct ThroughEncodable<Value: Encodable>: Encodable {
        var value: Value
        func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
    }

    @Test(arguments: [
        ReminderRow(id: 5, listID: 1, listName: nil, title: "Buy milk", notes: nil, dueText: nil, isOverdue: false,
                    priority: "none", priorityText: nil, isCompleted: false, toggleText: "Mark done"),
        ReminderRow(id: 6, listID: 2, listName: "Work", title: "Call <Ada>", notes: "Before noon", dueText: "Today, 09:30",
                    isOverdue: true, priority: "high", priorityText: "High", isCompleted: true, toggleText: "Mark open"),
    ])
    func aReminderRow_writesWhatItEncodes(row: ReminderRow) throws {
        let written = try TemplateEncoder.encode(row)
        #expect(written == (try TemplateEncoder.encode(ThroughEncodable(value: row))))
        guard case .object(let object) = written else { Issue.record("not an object: \(written)"); return }
        #expect(object.fields.map(\.name) == ["id", "listID", "listName", "title", "notes", "dueText", "isOverdue",
                                              "priority", "priorityText", "isCompleted", "toggleText", "toggleValue"])
    }

    /// Whether `value` written directly gives what its `encode(to:)` gives, with these field names in order.
    func writesWhatItEncodes<Value: TemplateWritable>(_ value: Value, names: [String]) throws {
        let written = try TemplateEncoder.encode(value)
        let encoded = try TemplateEncoder.encode(ThroughEncodable(value: value))
        #expect(written == encoded, "\(written) vs \(encoded)")
        guard case .object(let object) = written else { Issue.record("not an object: \(written)"); return }
        #expect(object.fields.map(\.name) == names)
    }

    static let names = PriorityNames(none: "None", low: "Low", medium: "Medium", high: "High")

    @Test(arguments: [
        ReminderForm(),
        ReminderForm(title: "Call <Ada>", notes: "Before noon", dueDate: .fixture(), dueTime: .fixture("09:30"), priority: .high, listID: 7),
    ])
    func theReminderFormAndItsState_writeWhatTheyEncode(form: ReminderForm) throws {
        let formNames = ["title", "notes", "dueDateText", "dueTimeText", "priority", "listID",
                         "isPriorityNone", "isPriorityLow", "isPriorityMedium", "isPriorityHigh"]
        try writesWhatItEncodes(form, names: formNames)
        let state = ReminderFormState(form: form, errors: FieldErrors(title: "Too short", dueTime: "No day"), priorityNames: Self.names)
        try writesWhatItEncodes(state, names: ["form", "errors", "priorityOptions"])
        try writesWhatItEncodes(state.priorityOptions[3], names: ["value", "label", "isSelected"])
    }

    @Test func fieldErrors_writeEveryField_withOrWithoutItsMessage() throws {
        let names = ["name", "title", "notes", "dueDate", "dueTime", "priority", "list", "query",
                     "email", "displayName", "password", "currentPassword", "newPassword"]
        try writesWhatItEncodes(FieldErrors.none, names: names)
        let every = FieldErrors(name: "a", title: "b", notes: "c", dueDate: "d", dueTime: "e", priority: "f", list: "g", query: "h",
                                email: "i", displayName: "j", password: "k", currentPassword: "l", newPassword: "m")
        try writesWhatItEncodes(every, names: names)
    }

    @Test(arguments: [Pagination.empty, Pagination(number: 1000, pageCount: 2000, totalCount: 100_000)])
    func aPagination_andItsLinks_writeWhatTheyEncode(pagination: Pagination) throws {
        try writesWhatItEncodes(pagination, names: ["number", "pageCount", "totalCount", "hasPrevious", "hasNext",
                                                    "previousNumber", "nextNumber", "isVisible", "pages"])
        for link in pagination.pages { try writesWhatItEncodes(link, names: ["number", "isCurrent", "isGap"]) }
    }
}
