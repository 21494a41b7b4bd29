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
}
