/// The catalog keys the ViewModels use; one place, so that a test can check they all exist.
enum StringKey: String, CaseIterable, Sendable {
    case unavailable = "Common.Error.unavailable"
    case dateToday = "Common.Date.today"
    case dateTomorrow = "Common.Date.tomorrow"
    case dateYesterday = "Common.Date.yesterday"
    case dateFormat = "Common.Date.format"
    case dateFormatWithYear = "Common.Date.formatWithYear"
    case dateLongFormat = "Common.Date.longFormat"
    case weekdayShortNames = "Common.Weekday.shortNames"
    case monthShortNames = "Common.Month.shortNames"
    case dateDayAndTime = "Common.Date.dayAndTime"
    case formInvalid = "Common.Field.invalid"
    case priorityNone = "Reminder.Priority.none"
    case priorityLow = "Reminder.Priority.low"
    case priorityMedium = "Reminder.Priority.medium"
    case priorityHigh = "Reminder.Priority.high"
    case toggleMarkDone = "Reminder.Toggle.markDone"
    case toggleMarkOpen = "Reminder.Toggle.markOpen"
    case titleEmpty = "Reminder.Title.empty"
    case titleTooShort = "Reminder.Title.tooShort"
    case titleTooLong = "Reminder.Title.tooLong"
    case notesTooLong = "Reminder.Notes.tooLong"
    case dueTimeWithoutDate = "Reminder.DueTime.withoutDate"
    case nameEmpty = "List.Name.empty"
    case nameTooLong = "List.Name.tooLong"
    case nameDuplicate = "List.Name.duplicate"
    case queryTooLong = "Search.Query.tooLong"
    case reminderCompleted = "Reminder.Flash.completed"
    case reminderReopened = "Reminder.Flash.reopened"
    case reminderDeleted = "Reminder.Flash.deleted"
    case reminderSaved = "Reminder.Flash.saved"
    case reminderAdded = "Reminder.Flash.added"
    case reminderMoved = "Reminder.Flash.moved"
    case listsTitle = "Lists.Page.title"
    case listsEmptyTitle = "Lists.Empty.title"
    case listsEmptyMessage = "Lists.Empty.message"
    case listsOpenCount = "Lists.OpenCount.text"
    case listCreated = "Lists.Flash.created"
    case reminderListEmptyTitle = "ReminderList.Empty.title"
    case reminderListEmptyMessage = "ReminderList.Empty.message"
    case reminderListShowCompleted = "ReminderList.Completed.show"
    case reminderListHideCompleted = "ReminderList.Completed.hide"
    case listRenamed = "ReminderList.Flash.renamed"
    case listDeleted = "ReminderList.Flash.deleted"
    case deleteListTitle = "ReminderList.Delete.title"
    case deleteListMessage = "ReminderList.Delete.message"
    case editorTitle = "ReminderEditor.Page.title"
    case editorCreated = "ReminderEditor.Created.text"
    case editorCompleted = "ReminderEditor.Completed.text"
    case smartTodayTitle = "SmartList.Today.title"
    case smartScheduledTitle = "SmartList.Scheduled.title"
    case smartCompletedTitle = "SmartList.Completed.title"
    case smartTodayEmptyTitle = "SmartList.Today.emptyTitle"
    case smartTodayEmptyMessage = "SmartList.Today.emptyMessage"
    case smartScheduledEmptyTitle = "SmartList.Scheduled.emptyTitle"
    case smartScheduledEmptyMessage = "SmartList.Scheduled.emptyMessage"
    case smartCompletedEmptyTitle = "SmartList.Completed.emptyTitle"
    case smartCompletedEmptyMessage = "SmartList.Completed.emptyMessage"
    case sectionOverdue = "SmartList.Section.overdue"
    case sectionToday = "SmartList.Section.today"
    case sectionNoDate = "SmartList.Section.noDate"
    case searchTitle = "Search.Page.title"
    case searchResultCount = "Search.Results.count"
    case searchEmptyTitle = "Search.Empty.title"
    case searchEmptyMessage = "Search.Empty.message"
    case signInTitle = "SignIn.Page.title"
    case invalidCredentials = "SignIn.Error.invalidCredentials"
    case signedIn = "SignIn.Flash.signedIn"
    case signUpTitle = "SignUp.Page.title"
    case welcome = "SignUp.Flash.welcome"
    case accountTitle = "Account.Page.title"
    case deleteAccountTitle = "Account.Delete.title"
    case deleteAccountMessage = "Account.Delete.confirmMessage"
    case displayNameSaved = "Account.Flash.nameChanged"
    case passwordChanged = "Account.Flash.passwordChanged"
    case otherSessionsEnded = "Account.Flash.otherSessionsEnded"
    case accountDeleted = "Account.Flash.deleted"
    case signedOut = "Account.Flash.signedOut"
    case emailEmpty = "Account.Email.empty"
    case emailMalformed = "Account.Email.malformed"
    case emailTooLong = "Account.Email.tooLong"
    case emailDuplicate = "Account.Email.duplicate"
    case displayNameEmpty = "Account.DisplayName.empty"
    case displayNameTooLong = "Account.DisplayName.tooLong"
    case passwordEmpty = "Account.Password.empty"
    case passwordTooShort = "Account.Password.tooShort"
    case passwordTooLong = "Account.Password.tooLong"
    case passwordCommon = "Account.Password.common"
    case passwordWrong = "Account.Password.wrong"
}

extension StringCatalog {
    /// The text of `key`.
    subscript(_ key: StringKey) -> String { text(key.rawValue, []) }

    /// The text of `key` with its placeholders left in, to format once per row.
    func pattern(_ key: StringKey) -> String { pattern(key.rawValue) }

    /// The text of `key` with `arguments` in its placeholders.
    func string(_ key: StringKey, _ arguments: any CustomStringConvertible...) -> String {
        text(key.rawValue, arguments)
    }

    /// The plural form of `key` for `count`, then `arguments`.
    func plural(_ key: StringKey, count: Int, _ arguments: any CustomStringConvertible...) -> String {
        pluralForm(key.rawValue, count: count, arguments)
    }
}
