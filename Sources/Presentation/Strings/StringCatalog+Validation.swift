import Entities

extension StringCatalog {
    /// The message shown beside `field` when it breaks a rule with `issue`.
    func message(for issue: ValidationIssue, of field: Field) -> String {
        switch (field, issue) {
        case (.title, .empty): self[.titleEmpty]
        case (.title, .tooShort(let minimum)): string(.titleTooShort, minimum)
        case (.title, .tooLong(let maximum)): string(.titleTooLong, maximum)
        case (.notes, .tooLong(let maximum)): string(.notesTooLong, maximum)
        case (.link, .tooLong(let maximum)): string(.linkTooLong, maximum)
        case (.link, _): self[.linkMalformed]
        case (_, .timeWithoutDate): self[.dueTimeWithoutDate]
        case (.repeatRule, .needsDueDate): self[.repeatNeedsDueDate]
        case (.repeatRule, .endsBeforeStart): self[.repeatEndsBeforeStart]
        case (.repeatRule, .empty): self[.repeatNoDays]
        case (.repeatRule, _): self[.repeatMalformed]
        case (.tags, .tooMany(let maximum)): string(.tagsTooMany, maximum)
        case (.name, .empty): self[.nameEmpty]
        case (.name, .tooLong(let maximum)): string(.nameTooLong, maximum)
        case (.name, .duplicate): self[.nameDuplicate]
        case (.query, .tooLong(let maximum)): string(.queryTooLong, maximum)
        case (.email, .empty): self[.emailEmpty]
        case (.email, .malformed): self[.emailMalformed]
        case (.email, .tooLong(let maximum)): string(.emailTooLong, maximum)
        case (.email, .duplicate): self[.emailDuplicate]
        case (.email, .tooMany(let maximum)): string(.shareTooManyMembers, maximum)
        case (.role, .duplicate): self[.shareRoleDuplicate]
        case (.role, _): self[.shareRoleMalformed]
        case (.displayName, .empty): self[.displayNameEmpty]
        case (.displayName, .tooLong(let maximum)): string(.displayNameTooLong, maximum)
        case (.password, .empty), (.currentPassword, .empty), (.newPassword, .empty): self[.passwordEmpty]
        case (.password, .tooShort(let minimum)), (.newPassword, .tooShort(let minimum)): string(.passwordTooShort, minimum)
        case (.password, .tooLong(let maximum)), (.newPassword, .tooLong(let maximum)): string(.passwordTooLong, maximum)
        case (_, .commonPassword): self[.passwordCommon]
        case (_, .wrongPassword): self[.passwordWrong]
        case (.language, _): self[.languageUnknown]
        case (.timeZone, _): self[.timeZoneUnknown]
        case (.summaryTime, .empty), (.dateOnlyAlertTime, .empty): self[.notificationTimeEmpty]
        case (.list, .malformed): self[.defaultListUnknown]
        case (.list, .empty): self[.smartAddNoList]
        case (.message, .empty): self[.feedbackMessageEmpty]
        case (.message, .tooShort(let minimum)): string(.feedbackMessageTooShort, minimum)
        case (.message, .tooLong(let maximum)): string(.feedbackMessageTooLong, maximum)
        case (.parent, .nestedSubtask): self[.subtaskNested]
        case (.pushSubscription, .tooMany(let maximum)): string(.pushDevicesTooMany, maximum)
        case (.pushSubscription, .refusedDestination): self[.pushSubscriptionDestinationRefused]
        case (.pushSubscription, _): self[.pushSubscriptionRefused]
        // The reason is the file format's, in English: the page names the line in its own language.
        case (_, .unreadableFile(let line?, _)): string(.importUnreadableLine, line)
        case (_, .unreadableFile(nil, _)): self[.importUnreadable]
        case (_, .emptyFile): self[.importEmpty]
        case (.file, .tooMany(let maximum)): string(.importTooMany, maximum)
        case (_, .inFile(let line, let field, let issue)): string(.importItemBroken, line, message(for: issue, of: field))
        case (_, .needsManualOrder): self[.sortNeedsManual]
        case (.assignee, _): self[.assigneeNotAssignable]
        default: self[.formInvalid]
        }
    }
}
