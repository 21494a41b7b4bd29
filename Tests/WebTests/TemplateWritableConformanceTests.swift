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

    static let listStateNames = [
        "listID", "name", "rows", "pagination", "showCompleted", "completedToggleText", "completedToggleValue", "moveTargets",
        "hasMoveTargets", "addForm", "renameName", "renameError", "isConfirmingDeletion", "deletionTitle", "deletionMessage",
        "emptyTitle", "emptyMessage", "isEmpty",
    ]

    @Test func theListPagesState_empty_orWithRowsTargetsAndMessages_writesWhatItEncodes() throws {
        var state = ReminderListViewModel.State(strings: try StringCatalog.bundled())
        try writesWhatItEncodes(state, names: Self.listStateNames)
        state.listID = 3
        state.name = "Groceries <&>"
        state.rows = [ReminderRow(id: 5, listID: 3, listName: nil, title: "Buy milk", notes: nil, dueText: "Today", isOverdue: false,
                                  priority: "low", priorityText: "Low", isCompleted: false, toggleText: "Mark done")]
        state.pagination = Pagination(number: 2, pageCount: 3, totalCount: 120)
        state.showCompleted = true
        state.moveTargets = [ListOption(id: 1, name: "Work", isSelected: false), ListOption(id: 2, name: "Home", isSelected: true)]
        state.renameError = "Too long"
        state.isConfirmingDeletion = true
        state.deletionTitle = "Delete “Groceries”?"
        state.deletionMessage = "Its 1 reminder will be deleted too."
        try writesWhatItEncodes(state, names: Self.listStateNames)
        for target in state.moveTargets { try writesWhatItEncodes(target, names: ["id", "name", "isSelected"]) }
    }

    @Test func aPagesContext_withAScreensStateOrAnError_writesWhatItEncodes() throws {
        let contextNames = ["nav", "flash", "user", "csrf", "page", "error"]
        let navigation = Navigation(lists: true, query: "milk & bread")
        try writesWhatItEncodes(navigation, names: ["lists", "today", "scheduled", "completed", "account", "query"])
        try writesWhatItEncodes(SignedInUser(displayName: "Ada"), names: ["displayName"])
        let state = ReminderListViewModel.State(strings: try StringCatalog.bundled())
        try writesWhatItEncodes(
            PageContext(nav: navigation, flash: "Saved.", user: SignedInUser(displayName: "Ada"), csrf: "token", page: state, error: nil),
            names: contextNames
        )
        let error = ErrorPage(title: "Not found", message: "No such list.", canRetry: true, retryPath: "/lists/3")
        try writesWhatItEncodes(error, names: ["title", "message", "canRetry", "retryPath"])
        try writesWhatItEncodes(
            PageContext<Int>(nav: Navigation(), flash: nil, user: nil, csrf: "", page: nil, error: error), names: contextNames
        )
    }
}
