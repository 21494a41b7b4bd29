/// The fields a person gives to add or edit a reminder, before validation: what the reminder will
/// say (`details`, whose fields read as the draft's own: `title`, `notes`, …) and, as typed, when
/// it is due, how it repeats, when it alerts and its link.
@dynamicMemberLookup
public struct ReminderDraft: Sendable, Equatable, HoldsReminderDetails {
    /// What the reminder will say; the tags are those given in the tags field, and `#words` in the
    /// title join them when validated.
    public var details: ReminderDetails
    public var dueDate: LocalDate?
    public var dueTime: LocalTime?
    /// How the reminder repeats; nil when it does not. It needs a due date, its first.
    public var repeatRule: RepeatRule?
    /// When the reminder alerts; nil when it does not. Kept without a due date, but then silent.
    public var alert: ReminderAlert?
    /// The link as typed; once validated, trimmed and a valid `WebLink`'s text, or nil for none.
    public var link: String?
    /// The member of the reminder's (shared) list it is assigned to; nil for no one: what the
    /// editor's form chose (a file's draft carries none, and `Reminder.edit(with:)` keeps an
    /// assignee). Whether they may be is Domain's rule (`Assignees`), which reads the list's members.
    public var assigneeID: User.ID?

    /// Creates a draft of `details`.
    public init(
        _ details: ReminderDetails, dueDate: LocalDate? = nil, dueTime: LocalTime? = nil, repeatRule: RepeatRule? = nil,
        alert: ReminderAlert? = nil, link: String? = nil, assigneeID: User.ID? = nil
    ) {
        self.assigneeID = assigneeID
        self.details = details
        self.dueDate = dueDate
        self.dueTime = dueTime
        self.repeatRule = repeatRule
        self.alert = alert
        self.link = link
    }

    /// Creates a draft from the fields of its details every draft has had; a field added to the
    /// details later is set on them.
    public init(
        title: String, notes: String? = nil, dueDate: LocalDate? = nil, dueTime: LocalTime? = nil, priority: Priority = .none,
        isFlagged: Bool = false, tags: [Tag] = [], repeatRule: RepeatRule? = nil, alert: ReminderAlert? = nil,
        link: String? = nil
    ) {
        var details = ReminderDetails(title: title)
        details.notes = notes
        details.priority = priority
        details.isFlagged = isFlagged
        details.tags = tags
        self.init(details, dueDate: dueDate, dueTime: dueTime, repeatRule: repeatRule, alert: alert, link: link)
    }

    /// The due date the draft describes, once valid.
    public var due: DueDate? { dueDate.map { DueDate(date: $0, time: dueTime) } }

    /// The link the draft describes, once valid.
    public var webLink: WebLink? { link.flatMap { WebLink($0) } }

    /// The draft prepared for storage — its details as `ReminderDetails.validated(_:)` prepares
    /// them, the link trimmed and empty as none — or every broken rule: the details', a time
    /// without a day, a repeat without a due date or a repeat rule that is not valid from the due
    /// date, a link that is no `WebLink`.
    public func validated() -> Result<ReminderDraft, ValidationErrors> {
        var errors = ValidationErrors()
        var prepared = self
        prepared.details = details.validated(&errors)
        switch WebLink.validate(link ?? "") {
        case .success(let valid): prepared.link = valid?.text
        case .failure(let issue): errors.issues[.link] = issue
        }
        if dueTime != nil && dueDate == nil { errors.issues[.dueTime] = .timeWithoutDate }
        if let repeatRule {
            if let dueDate {
                if case .failure(let issue) = repeatRule.validated(firstDate: dueDate) { errors.issues[.repeatRule] = issue }
            } else {
                errors.issues[.repeatRule] = .needsDueDate
            }
        }
        return errors.isEmpty ? .success(prepared) : .failure(errors)
    }
}
