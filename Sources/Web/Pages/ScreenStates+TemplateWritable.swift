import Entities
import Presentation
import Templating

// What each screen's template sees of its state: the one place that names a page's fields for
// its template, with the paths of its links and forms printed from `Route`. A field a template
// reads and no writer writes fails the render in strict mode (the tests' mode).

extension ListsOverviewViewModel.State: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        try fields.write(lists, for: "lists")
        try fields.write(tags, for: "tags")
        fields.write(!tags.isEmpty, for: "hasTags")
        fields.write(emptyTitle, for: "emptyTitle")
        fields.write(emptyMessage, for: "emptyMessage")
        fields.write(newListName, for: "newListName")
        fields.write(nameError, for: "nameError")
        fields.write(invitationsNotice, for: "invitationsNotice")
        fields.write(isEmpty, for: "isEmpty")
    }
}

extension ListRow: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(id, for: "id")
        fields.write(name, for: "name")
        fields.write(openCountText, for: "openCountText")
        try fields.write(look, for: "look")
        fields.write(sharedMark, for: "sharedMark")
        fields.write(Route.list(id), for: "path")
    }
}

/// What `partials/list-icon` draws.
extension ListLook: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(color.rawValue, for: "color")
        fields.write(icon.rawValue, for: "icon")
    }
}

extension TagRow: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(name, for: "name")
        fields.write(openCountText, for: "openCountText")
        fields.write(Route.tag(name), for: "path")
    }
}

extension ReminderListViewModel.State: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(listID, for: "listID")
        fields.write(name, for: "name")
        try fields.write(look, for: "look")
        try writeRows(to: &fields)
        try fields.write(Pager(pagination) { [listID, showCompleted] in .list(listID, page: $0, showCompleted: showCompleted) }, for: "pagination")
        fields.write(showCompleted, for: "showCompleted")
        fields.write(completedToggleText, for: "completedToggleText")
        fields.write(completedToggleValue, for: "completedToggleValue")
        try fields.write(addForm, for: "addForm")
        try fields.write(details, for: "details")
        fields.write(importError, for: "importError")
        try fields.write(sortChoices, for: "sortChoices")
        fields.write(sortError, for: "sortError")
        fields.write(isManualOrder, for: "isManualOrder")
        fields.write(canChange, for: "canChange")
        fields.write(canAdminister, for: "canAdminister")
        fields.write(isConfirmingDeletion, for: "isConfirmingDeletion")
        fields.write(deletionTitle, for: "deletionTitle")
        fields.write(deletionMessage, for: "deletionMessage")
        fields.write(emptyTitle, for: "emptyTitle")
        fields.write(emptyMessage, for: "emptyMessage")
        fields.write(isEmpty, for: "isEmpty")
        fields.write(Route.list(listID), for: "path")
        fields.write(Route.list(listID, showCompleted: completedToggleValue), for: "completedTogglePath")
        fields.write(Route.listDeletion(listID), for: "deletionPath")
        fields.write(Route.listDetails(listID), for: "detailsPath")
        fields.write(Route.listShare(listID), for: "sharePath")
        fields.write(Route.listExport(listID), for: "exportPath")
    }
}

extension ReminderListViewModel.State {
    /// The rows, each linking to its move page, which comes back to this page, and whether
    /// there is another list to move to: what `partials/list-rows` reads, on the page and in its
    /// fragment (`ListRows`).
    func writeRows(to fields: inout TemplateFieldWriter) throws {
        let page = Route.list(listID, page: pagination.number, showCompleted: showCompleted)
        let back = hasMoveTargets ? MoveBack(page) : nil
        try fields.write(rows.indices.map { MovableReminderRow(rows: rows, index: $0, back: back) }, for: "rows")
        fields.write(hasMoveTargets, for: "hasMoveTargets")
    }
}

/// What a list page's fragment reads of its state: the rows alone.
struct ListRows: TemplateWritable {
    let state: ReminderListViewModel.State

    func writeFields(to fields: inout TemplateFieldWriter) throws {
        try state.writeRows(to: &fields)
    }
}

extension ListDetailsForm: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(name, for: "name")
        fields.write(nameError, for: "nameError")
        try fields.write(colorChoices, for: "colorChoices")
        try fields.write(iconChoices, for: "iconChoices")
    }
}

extension SelectOption: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(id, for: "id")
        fields.write(name, for: "name")
        fields.write(isSelected, for: "isSelected")
    }
}

extension ReminderEditorViewModel.State: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        fields.write(reminderID, for: "reminderID")
        try fields.write(form, for: "form")
        fields.write(listID, for: "listID")
        fields.write(listName, for: "listName")
        try fields.write(listOptions, for: "listOptions")
        fields.write(!assignees.isEmpty, for: "hasAssignees")
        try fields.write(assigneeOptions, for: "assigneeOptions")
        fields.write(isCompleted, for: "isCompleted")
        fields.write(completionToggleText, for: "completionToggleText")
        fields.write(ReminderRowForm.completionAction(completionToggleValue), for: "completionAction")
        fields.write(createdText, for: "createdText")
        fields.write(completedText, for: "completedText")
        fields.write(Route.reminder(reminderID), for: "path")
        fields.write(Route.list(listID), for: "listPath")
        fields.write(parentText, for: "parentText")
        if let parentID { fields.write(Route.reminder(parentID), for: "parentPath") }
        fields.write(takesSubtasks, for: "takesSubtasks")
        try fields.write(subtasks, for: "subtasks")
        fields.write(!subtasks.isEmpty, for: "hasSubtasks")
        fields.write(subtaskProgressText, for: "subtaskProgressText")
        try fields.write(subtaskForm, for: "subtaskForm")
    }
}

extension SubtaskItem: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        fields.write(isCompleted, for: "isCompleted")
        fields.write(Route.reminder(id), for: "path")
    }
}

extension SubtaskFormState: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        try fields.write(errors, for: "errors")
    }
}

extension SmartListViewModel.State: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(list.rawValue, for: "list")
        fields.write(title, for: "title")
        fields.write(Route.smartList(list).path, for: "path")
        fields.write(canAdd, for: "canAdd")
        fields.write(newTitle, for: "newTitle")
        try fields.write(errors, for: "errors")
        try fields.write(sections, for: "sections")
        try fields.write(Pager(pagination) { [list] in .smartList(list, page: $0) }, for: "pagination")
        fields.write(emptyTitle, for: "emptyTitle")
        fields.write(emptyMessage, for: "emptyMessage")
        fields.write(isEmpty, for: "isEmpty")
    }
}

extension ReminderSection: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(heading, for: "heading")
        fields.write(hasHeading, for: "hasHeading")
        try fields.write(rows, for: "rows")
    }
}

extension SearchViewModel.State: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        fields.write(query, for: "query")
        fields.write(queryError, for: "queryError")
        fields.write(hasSearched, for: "hasSearched")
        try fields.write(rows, for: "rows")
        try fields.write(Pager(pagination) { [query] in .search(query: query, page: $0) }, for: "pagination")
        fields.write(resultCountText, for: "resultCountText")
        fields.write(emptyTitle, for: "emptyTitle")
        fields.write(emptyMessage, for: "emptyMessage")
        fields.write(hasNoResults, for: "hasNoResults")
        fields.write(hasResults, for: "hasResults")
    }
}

extension SignInViewModel.State: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        fields.write(email, for: "email")
        fields.write(next, for: "next")
        fields.write(error, for: "error")
        fields.write(Route.signUp(next: next), for: "signUpPath")
    }
}

extension SignUpViewModel.State: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        fields.write(email, for: "email")
        fields.write(displayName, for: "displayName")
        fields.write(next, for: "next")
        try fields.write(errors, for: "errors")
        fields.write(isEmailTaken, for: "isEmailTaken")
        fields.write(Route.signIn(next: next), for: "signInPath")
    }
}

extension SettingsViewModel.State: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        try fields.write(languages, for: "languages")
        try fields.write(timeZones, for: "timeZones")
        try fields.write(weekStarts, for: "weekStarts")
        try fields.write(defaultLists, for: "defaultLists")
        try fields.write(feedbackKinds, for: "feedbackKinds")
        fields.write(feedbackMessage, for: "feedbackMessage")
        fields.write(feedbackMayReply, for: "feedbackMayReply")
        fields.write(feedbackReplyLabel, for: "feedbackReplyLabel")
        try fields.write(notifications, for: "notifications")
        fields.write(isEmailConfirmed, for: "isEmailConfirmed")
        fields.write(sendsMail, for: "sendsMail")
        try fields.write(pushDevices, for: "pushDevices")
        fields.write(!pushDevices.isEmpty, for: "hasPushDevices")
        fields.write(pushApplicationServerKey, for: "pushApplicationServerKey")
        try fields.write(errors, for: "errors")
    }
}

extension NotificationSettingsDraft: TemplateWritable {
    /// The Notifications form's values: the boxes ticked and the time inputs' `HH:MM` (or empty).
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(emailAlerts, for: "emailAlerts")
        fields.write(dailySummary, for: "dailySummary")
        fields.write(summaryTime?.description ?? "", for: "summaryTimeText")
        fields.write(dateOnlyAlertTime?.description ?? "", for: "dateOnlyAlertTimeText")
    }
}

extension AccountViewModel.State: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        fields.write(email, for: "email")
        fields.write(displayName, for: "displayName")
        fields.write(isEmailConfirmed, for: "isEmailConfirmed")
        fields.write(emailStatus, for: "emailStatus")
        fields.write(canSendConfirmation, for: "canSendConfirmation")
        fields.write(deletionMessage, for: "deletionMessage")
        try fields.write(sharedListsFate, for: "sharedListsFate")
        fields.write(!sharedListsFate.isEmpty, for: "hasSharedLists")
        try fields.write(errors, for: "errors")
    }
}

extension TagViewModel.State: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        fields.write(Route.tag(tag), for: "path")
        try fields.write(rows, for: "rows")
        try fields.write(Pager(pagination) { [tag] in .tag(tag, page: $0) }, for: "pagination")
        fields.write(emptyTitle, for: "emptyTitle")
        fields.write(emptyMessage, for: "emptyMessage")
        fields.write(isEmpty, for: "isEmpty")
    }
}

extension MarkDoneViewModel.State: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        fields.write(message, for: "message")
        fields.write(step == .asking, for: "isAsking")
        fields.write(listName, for: "listName")
        fields.write(dueText, for: "dueText")
        fields.write(Route.markDone(token: token), for: "path")
        if let listID { fields.write(Route.list(listID), for: "listPath") }
    }
}

extension StopSummaryViewModel.State: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        fields.write(isStopped, for: "isStopped")
        fields.write(Route.stopSummary(token: token), for: "path")
    }
}

extension ForgotPasswordViewModel.State: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        fields.write(email, for: "email")
        fields.write(sentMessage, for: "sentMessage")
        try fields.write(errors, for: "errors")
    }
}

extension ResetPasswordViewModel.State: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        fields.write(token, for: "token")
        fields.write(linkProblem, for: "linkProblem")
        try fields.write(errors, for: "errors")
    }
}

extension ConfirmEmailViewModel.State: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        fields.write(token, for: "token")
        fields.write(linkProblem, for: "linkProblem")
    }
}

extension MoveReminderViewModel.State: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(title, for: "title")
        fields.write(reminderID, for: "reminderID")
        try fields.write(targets, for: "targets")
        fields.write(!targets.isEmpty, for: "hasTargets")
        fields.write(emptyMessage, for: "emptyMessage")
        fields.write(returnTo, for: "returnPath")
    }
}

extension MoveReminderViewModel.MoveTarget: TemplateWritable {
    public func writeFields(to fields: inout TemplateFieldWriter) throws {
        fields.write(id, for: "id")
        fields.write(name, for: "name")
        try fields.write(look, for: "look")
    }
}
