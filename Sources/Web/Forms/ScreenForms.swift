import Domain
import Entities
import HTTPServer
import Presentation

/// The forms of the lists overview, decoded into its actions.
public enum ListsOverviewForm {
    /// The action a posted form asks for; an unknown action or a malformed field is a `400`.
    public static func action(from form: URLEncodedForm) throws(HTTPError) -> ListsOverviewViewModel.Action {
        try action(from: FormFields(form: form))
    }

    static func action(from fields: FormFields) throws(HTTPError) -> ListsOverviewViewModel.Action {
        switch try fields.action() {
        case "createList": .createListTapped(name: try fields.string("name"))
        case let other: throw .badRequest("unknown action “\(other)”")
        }
    }
}

/// The forms of a list's page, decoded into its actions.
public enum ReminderListForm {
    /// The action a form posted to list `listID` asks for; an unknown action or a malformed field is a `400`.
    public static func action(from form: URLEncodedForm, listID: ReminderList.ID) throws(HTTPError) -> ReminderListViewModel.Action {
        try action(from: FormFields(form: form), listID: listID)
    }

    static func action(from fields: FormFields, listID: ReminderList.ID) throws(HTTPError) -> ReminderListViewModel.Action {
        switch try fields.action() {
        case "addReminder":
            return .addReminderTapped(listID: listID, form: try reminderForm(from: fields))
        case "renameList":
            return .renameListTapped(listID: listID, name: try fields.string("name"))
        case "deleteList":
            return .deleteListConfirmed(listID: listID)
        case "toggleReminder":
            return .reminderToggled(
                id: try fields.id("reminderID"), isCompleted: try fields.bool("isCompleted"), listID: listID,
                page: try fields.page(), showCompleted: try fields.checkbox("completed")
            )
        case "toggleFlag":
            return .reminderFlagToggled(
                id: try fields.id("reminderID"), isFlagged: try fields.bool("isFlagged"), listID: listID,
                page: try fields.page(), showCompleted: try fields.checkbox("completed")
            )
        case "moveReminder":
            return .reminderMoved(
                id: try fields.id("reminderID"), toListID: try fields.id("toListID"), listID: listID,
                page: try fields.page(), showCompleted: try fields.checkbox("completed")
            )
        case "deleteReminder":
            return .reminderDeleted(
                id: try fields.id("reminderID"), listID: listID, page: try fields.page(), showCompleted: try fields.checkbox("completed")
            )
        case let other:
            throw .badRequest("unknown action “\(other)”")
        }
    }

    /// The reminder fields shared by the add form and the editor.
    static func reminderForm(from fields: FormFields, listID: ReminderList.ID? = nil) throws(HTTPError) -> ReminderForm {
        ReminderForm(
            title: try fields.string("title"),
            notes: try fields.optionalString("notes"),
            dueDate: try fields.date("dueDate"),
            dueTime: try fields.time("dueTime"),
            priority: try fields.priority("priority"),
            isFlagged: try fields.checkbox("isFlagged"),
            listID: listID
        )
    }
}

/// The forms of the reminder editor, decoded into its actions.
public enum ReminderEditorForm {
    /// The action a form posted to reminder `id`'s editor asks for; unknown or malformed is a `400`.
    public static func action(from form: URLEncodedForm, id: Reminder.ID) throws(HTTPError) -> ReminderEditorViewModel.Action {
        try action(from: FormFields(form: form), id: id)
    }

    static func action(from fields: FormFields, id: Reminder.ID) throws(HTTPError) -> ReminderEditorViewModel.Action {
        switch try fields.action() {
        case "saveReminder":
            return .saveTapped(id: id, form: try ReminderListForm.reminderForm(from: fields, listID: try fields.id("listID")))
        case "deleteReminder":
            return .deleteTapped(id: id)
        case "toggleReminder":
            return .completionToggled(id: id, isCompleted: try fields.bool("isCompleted"))
        case let other:
            throw .badRequest("unknown action “\(other)”")
        }
    }
}

/// The forms of a smart list, decoded into its actions.
public enum SmartListForm {
    /// The action a form posted to smart list `list` asks for; unknown or malformed is a `400`.
    public static func action(from form: URLEncodedForm, list: SmartList) throws(HTTPError) -> SmartListViewModel.Action {
        try action(from: FormFields(form: form), list: list)
    }

    static func action(from fields: FormFields, list: SmartList) throws(HTTPError) -> SmartListViewModel.Action {
        switch try fields.action() {
        case "toggleReminder":
            .reminderToggled(id: try fields.id("reminderID"), isCompleted: try fields.bool("isCompleted"), list: list, page: try fields.page())
        case "toggleFlag":
            .reminderFlagToggled(id: try fields.id("reminderID"), isFlagged: try fields.bool("isFlagged"), list: list, page: try fields.page())
        case let other:
            throw .badRequest("unknown action “\(other)”")
        }
    }
}

/// The forms of the search page, decoded into its actions.
public enum SearchForm {
    /// The action a form posted to the search page asks for; unknown or malformed is a `400`.
    public static func action(from form: URLEncodedForm) throws(HTTPError) -> SearchViewModel.Action {
        try action(from: FormFields(form: form))
    }

    static func action(from fields: FormFields) throws(HTTPError) -> SearchViewModel.Action {
        switch try fields.action() {
        case "toggleReminder":
            .reminderToggled(id: try fields.id("reminderID"), isCompleted: try fields.bool("isCompleted"), query: try fields.string("q"), page: try fields.page())
        case "toggleFlag":
            .reminderFlagToggled(id: try fields.id("reminderID"), isFlagged: try fields.bool("isFlagged"), query: try fields.string("q"), page: try fields.page())
        case let other:
            throw .badRequest("unknown action “\(other)”")
        }
    }
}
