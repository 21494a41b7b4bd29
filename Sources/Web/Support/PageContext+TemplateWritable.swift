import Presentation
import Templating

// Every page's context, and the list page's state with its move targets, are written into the
// template data directly (see `TemplateWritable`), like the rows: through `Encodable`, the page's
// own fields cost a keyed-container box and a dynamic call each, which with the context's was
// about 5% of the list page's server CPU under load. Each writes the fields of its `encode(to:)`
// (or its synthesized one), with the same names, in the same order; `TemplateWritableConformanceTests`
// checks each.

extension PageContext: TemplateWritable {
    func writeFields(to fields: inout TemplateFieldWriter) throws {
        try fields.write(nav, for: "nav")
        fields.write(flash, for: "flash")
        try fields.write(user, for: "user")
        fields.write(csrf, for: "csrf")
        try fields.write(page, for: "page")
        try fields.write(error, for: "error")
    }
}

extension Navigation: TemplateWritable {
    func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(lists, for: "lists")
        fields.write(today, for: "today")
        fields.write(scheduled, for: "scheduled")
        fields.write(completed, for: "completed")
        fields.write(account, for: "account")
        fields.write(query, for: "query")
    }
}

extension SignedInUser: TemplateWritable {
    func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(displayName, for: "displayName")
    }
}

extension ErrorPage: TemplateWritable {
    func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        fields.write(message, for: "message")
        fields.write(canRetry, for: "canRetry")
        fields.write(retryPath, for: "retryPath")
    }
}

extension ReminderListViewModel.State: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(listID, for: "listID")
        fields.write(name, for: "name")
        try fields.write(rows, for: "rows")
        try fields.write(pagination, for: "pagination")
        fields.write(showCompleted, for: "showCompleted")
        fields.write(completedToggleText, for: "completedToggleText")
        fields.write(completedToggleValue, for: "completedToggleValue")
        try fields.write(moveTargets, for: "moveTargets")
        fields.write(hasMoveTargets, for: "hasMoveTargets")
        try fields.write(addForm, for: "addForm")
        fields.write(renameName, for: "renameName")
        fields.write(renameError, for: "renameError")
        fields.write(isConfirmingDeletion, for: "isConfirmingDeletion")
        fields.write(deletionTitle, for: "deletionTitle")
        fields.write(deletionMessage, for: "deletionMessage")
        fields.write(emptyTitle, for: "emptyTitle")
        fields.write(emptyMessage, for: "emptyMessage")
        fields.write(isEmpty, for: "isEmpty")
    }
}

extension ListOption: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(id, for: "id")
        fields.write(name, for: "name")
        fields.write(isSelected, for: "isSelected")
    }
}
