import Entities
import Testing

struct ValidationErrorsTests {
    @Test func noIssues_isEmpty() {
        #expect(ValidationErrors().isEmpty)
        #expect(ValidationErrors().issues.isEmpty)
    }

    @Test func issues_areReadByField() {
        let errors = ValidationErrors([.title: .empty, .dueTime: .timeWithoutDate])
        #expect(!errors.isEmpty)
        #expect(errors[.title] == .empty)
        #expect(errors[.dueTime] == .timeWithoutDate)
        #expect(errors[.notes] == nil)
    }

    @Test func issues_canBeAddedOneByOne() {
        var errors = ValidationErrors()
        errors.issues[.name] = .duplicate
        #expect(errors == ValidationErrors([.name: .duplicate]))
    }

    @Test func fields_areNamedForTheirFormFields() {
        #expect(Field.allCases.map(\.rawValue) == [
            "name", "title", "notes", "dueDate", "dueTime", "priority", "list", "query", "tags", "repeatRule", "file", "sortOrder", "parent",
            "link", "email", "displayName", "password", "currentPassword", "newPassword", "role", "assignee", "language", "timeZone", "weekStart", "message", "kind",
            "pushSubscription", "summaryTime", "dateOnlyAlertTime",
        ])
    }
}
