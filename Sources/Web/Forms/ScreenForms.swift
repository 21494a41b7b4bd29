import Foundation
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

/// The forms of a list's page, decoded into its actions (its rows' by `ReminderRowForm`, offering
/// every row action). A row's form posts to the address of the page it is on, so the page and the
/// completed toggle to come back to are the address's (`Route`).
public enum ReminderListForm {
    /// The action a form posted to page `page` of list `listID` asks for; an unknown action or a
    /// malformed field is a `400`.
    public static func action(
        from form: URLEncodedForm, listID: ReminderList.ID, page: Int = 1, showCompleted: Bool = false
    ) throws(HTTPError) -> ReminderListViewModel.Action {
        try action(from: FormFields(form: form), listID: listID, page: page, showCompleted: showCompleted)
    }

    /// The action of the import form (a file upload) posted for list `listID`: its `file`, whose
    /// bytes the use case reads; no `file` field, or an unknown action, is a `400`.
    public static func action(uploaded form: MultipartForm, listID: ReminderList.ID) throws(HTTPError) -> ReminderListViewModel.Action {
        switch form["action"] {
        case "importReminders":
            guard let file = form.file(named: "file") else { throw .badRequest("the form has no file field “file”") }
            return .importTapped(listID: listID, file: Data(file.body))
        case let other: throw .badRequest("unknown action “\(other ?? "")”")
        }
    }

    /// The action of the details form posted to the list's details page (`/lists/5/details`): its
    /// name, colour and icon; any other action, or a malformed field, is a `400`.
    public static func detailsAction(from form: URLEncodedForm, listID: ReminderList.ID) throws(HTTPError) -> ReminderListViewModel.Action {
        let fields = FormFields(form: form)
        switch try fields.action() {
        case "updateList":
            let draft = ReminderListDraft(
                name: try fields.string("name"), color: try fields.choice("color"), icon: try fields.choice("icon")
            )
            return .detailsSubmitted(listID: listID, draft: draft)
        case let other:
            throw .badRequest("unknown action “\(other)”")
        }
    }

    static func action(
        from fields: FormFields, listID: ReminderList.ID, page: Int, showCompleted: Bool
    ) throws(HTTPError) -> ReminderListViewModel.Action {
        if let row = try ReminderRowForm.action(from: fields, offering: .all) {
            return .row(row, listID: listID, page: page, showCompleted: showCompleted)
        }
        switch try fields.action() {
        case "addReminder":
            return .addReminderTapped(listID: listID, form: try reminderForm(from: fields))
        case "deleteList":
            return .deleteListConfirmed(listID: listID)
        case "sortList":
            return .sortOrderChosen(listID: listID, order: try fields.sortOrder("sortOrder"))
        case let other:
            throw .badRequest("unknown action “\(other)”")
        }
    }

    /// The reminder fields shared by the add form and the editor.
    static func reminderForm(from fields: FormFields, listID: ReminderList.ID? = nil) throws(HTTPError) -> ReminderForm {
        let dueDate = try fields.date("dueDate")
        return ReminderForm(
            title: try fields.string("title"),
            notes: try fields.optionalString("notes"),
            dueDate: dueDate,
            dueTime: try fields.time("dueTime"),
            priority: try fields.priority("priority"),
            isFlagged: try fields.checkbox("isFlagged"),
            listID: listID,
            tagsText: try fields.optionalString("tags"),
            repeatRule: try fields.repeatRule(dueDate: dueDate),
            alert: try fields.alert("alert"),
            link: try fields.optionalString("link")
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
        let name = try fields.action()
        if let isCompleted = ReminderRowForm.completionActions[name] { return .completionToggled(id: id, isCompleted: isCompleted) }
        switch name {
        case "saveReminder":
            var form = try ReminderListForm.reminderForm(from: fields, listID: try fields.id("listID"))
            // The editor's own field (of a shared list's reminder); absent or empty is no one.
            form.fields.assigneeID = try fields.optionalID("assignee")
            return .saveTapped(id: id, form: form)
        case "deleteReminder":
            return .deleteTapped(id: id)
        case "addSubtask":
            return .addSubtaskTapped(parentID: id, title: try fields.string("title"))
        case let other:
            throw .badRequest("unknown action “\(other)”")
        }
    }
}

/// The forms of a smart list, decoded into its actions (its rows' by `ReminderRowForm`, completing
/// and flagging; the page to come back to is the address's).
public enum SmartListForm {
    /// The action a form posted to page `page` of smart list `list` asks for; unknown or malformed is a `400`.
    public static func action(from form: URLEncodedForm, list: SmartList, page: Int = 1) throws(HTTPError) -> SmartListViewModel.Action {
        try action(from: FormFields(form: form), list: list, page: page)
    }

    static func action(from fields: FormFields, list: SmartList, page: Int) throws(HTTPError) -> SmartListViewModel.Action {
        // Keep as text where the page has quick add.
        let offer = list.takesNewReminders ? ReminderRowForm.Offer.completeAndFlag.union(.keepAsText) : .completeAndFlag
        if let row = try ReminderRowForm.action(from: fields, offering: offer) { return .row(row, list: list, page: page) }
        return switch try fields.action() {
        case "addReminder" where list.takesNewReminders:
            .addReminderTapped(title: try fields.string("title"), list: list)
        case let other:
            throw .badRequest("unknown action “\(other)”")
        }
    }
}

/// The forms of a tag's page: its rows', completing and flagging (the page to come back to is the address's).
public enum TagForm {
    /// The action a form posted to page `page` of tag `tag` asks for; unknown or malformed is a `400`.
    public static func action(from form: URLEncodedForm, tag: String, page: Int = 1) throws(HTTPError) -> TagViewModel.Action {
        try action(from: FormFields(form: form), tag: tag, page: page)
    }

    static func action(from fields: FormFields, tag: String, page: Int) throws(HTTPError) -> TagViewModel.Action {
        .row(try ReminderRowForm.required(from: fields, offering: .completeAndFlag), tag: tag, page: page)
    }
}

/// The forms of the search page: its rows', completing and flagging (the search and page to come
/// back to are the address's).
public enum SearchForm {
    /// The action a form posted to page `page` of the search for `query` asks for; unknown or malformed is a `400`.
    public static func action(from form: URLEncodedForm, query: String, page: Int = 1) throws(HTTPError) -> SearchViewModel.Action {
        try action(from: FormFields(form: form), query: query, page: page)
    }

    static func action(from fields: FormFields, query: String, page: Int) throws(HTTPError) -> SearchViewModel.Action {
        .row(try ReminderRowForm.required(from: fields, offering: .completeAndFlag), query: query, page: page)
    }
}

/// The forms of the settings page, decoded into its actions. The language and the time zone are
/// sent on as typed, for the domain to refuse an unknown one beside its field (422); the first
/// day of the week, the default list and the feedback's kind come from a `<select>` or radio
/// buttons, so another value is a `400`.
public enum SettingsForm {
    /// The action a posted form asks for; an unknown action or a malformed field is a `400`.
    public static func action(from form: URLEncodedForm) throws(HTTPError) -> SettingsViewModel.Action {
        try action(from: FormFields(form: form))
    }

    static func action(from fields: FormFields) throws(HTTPError) -> SettingsViewModel.Action {
        switch try fields.action() {
        case "saveSettings":
            guard let weekStart = WeekStart(rawValue: try fields.string("weekStart")) else {
                throw .badRequest("field “weekStart” must be monday or sunday")
            }
            return .saveSettingsTapped(
                language: try fields.string("language"), timeZone: try fields.string("timeZone"), weekStart: weekStart,
                defaultListID: try fields.optionalID("defaultList")
            )
        case "saveNotifications":
            return .saveNotificationsTapped(try fields.notificationSettings())
        case "sendFeedback":
            guard let kind = FeedbackKind(rawValue: try fields.string("kind")) else {
                throw .badRequest("field “kind” must be problem, idea or other")
            }
            return .sendFeedbackTapped(kind: kind, message: try fields.string("message"), mayReply: try fields.checkbox("mayReply"))
        case "subscribePush":
            return try PushSubscriptionForm.action(from: fields)
        case "removePushDevice":
            return .removePushDeviceTapped(id: try fields.id("id"))
        case let other: throw .badRequest("unknown action “\(other)”")
        }
    }
}
