import Presentation
import Templating

// What every page's template sees besides its screen's state: the navigation, the flash, the
// person signed in, the sidebar, the form token, and an error page's message.

extension PageContext: TemplateWritable {
    func writeFields(to fields: inout TemplateFieldWriter) throws {
        try fields.write(nav, for: "nav")
        try fields.write(flash, for: "flash")
        try fields.write(user, for: "user")
        try fields.write(sidebar, for: "sidebar")
        fields.write(csrf, for: "csrf")
        try fields.write(page, for: "page")
        try fields.write(error, for: "error")
        try fields.write(gone, for: "gone")
    }
}

extension Navigation: TemplateWritable {
    func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(lists, for: "lists")
        fields.write(today, for: "today")
        fields.write(scheduled, for: "scheduled")
        fields.write(flagged, for: "flagged")
        fields.write(all, for: "all")
        fields.write(completed, for: "completed")
        fields.write(account, for: "account")
        fields.write(settings, for: "settings")
        fields.write(query, for: "query")
    }
}

extension FlashView: TemplateWritable {
    func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(text, for: "text")
        try fields.write(undo, for: "undo")
    }
}

extension UndoForm: TemplateWritable {
    func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(action, for: "action")
        try fields.write(self.fields, for: "fields")
        fields.write(label == .keepAsText, for: "keepsText")
    }
}

extension UndoForm.Field: TemplateWritable {
    func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(name, for: "name")
        fields.write(value, for: "value")
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
