/// The fields a person gives to add or edit a reminder, before validation.
public struct ReminderDraft: Sendable, Equatable {
    public var title: String
    public var notes: String?
    public var dueDate: LocalDate?
    public var dueTime: LocalTime?
    public var priority: Priority
    /// Whether the reminder is flagged.
    public var isFlagged: Bool
    /// The tags given in the tags field; `#words` in the title join them when validated.
    public var tags: [Tag]
    /// How the reminder repeats; nil when it does not. It needs a due date, its first.
    public var repeatRule: RepeatRule?
    /// When the reminder alerts; nil when it does not. Kept without a due date, but then silent.
    public var alert: ReminderAlert?
    /// The link as typed; once validated, trimmed and a valid `WebLink`'s text, or nil for none.
    public var link: String?

    /// The rule for titles: 3–100 characters after trimming.
    public static let titleRule = TextRule(length: 3...100)
    /// The rule for notes: up to 2,000 characters after trimming; empty notes are none.
    public static let notesRule = TextRule(length: 0...2000)

    /// Creates a draft.
    public init(
        title: String, notes: String? = nil, dueDate: LocalDate? = nil, dueTime: LocalTime? = nil, priority: Priority = .none,
        isFlagged: Bool = false, tags: [Tag] = [], repeatRule: RepeatRule? = nil, alert: ReminderAlert? = nil,
        link: String? = nil
    ) {
        self.title = title
        self.notes = notes
        self.dueDate = dueDate
        self.dueTime = dueTime
        self.priority = priority
        self.isFlagged = isFlagged
        self.tags = tags
        self.repeatRule = repeatRule
        self.alert = alert
        self.link = link
    }

    /// The due date the draft describes, once valid.
    public var due: DueDate? { dueDate.map { DueDate(date: $0, time: dueTime) } }

    /// The link the draft describes, once valid.
    public var webLink: WebLink? { link.flatMap { WebLink($0) } }

    /// The draft prepared for storage — `#tags` taken out of the title into the tags, title and
    /// notes trimmed, empty notes and link as none — or every broken rule: the title's and the
    /// notes' lengths, a time without a day, more than `Tag.limitPerReminder` tags, a repeat
    /// without a due date or a repeat rule that is not valid from the due date, a link that is no
    /// `WebLink`.
    public func validated() -> Result<ReminderDraft, ValidationErrors> {
        var errors = ValidationErrors()
        var prepared = self
        let typed = TagText.tags(inTitle: title)
        prepared.tags = tags
        var given = Set(tags)
        for tag in typed.tags where given.insert(tag).inserted { prepared.tags.append(tag) }
        if prepared.tags.count > Tag.limitPerReminder { errors.issues[.tags] = .tooMany(maximum: Tag.limitPerReminder) }
        switch Self.titleRule.validate(typed.title) {
        case .success(let trimmed): prepared.title = trimmed
        case .failure(let issue): errors.issues[.title] = issue
        }
        switch Self.notesRule.validate(notes ?? "") {
        case .success(let trimmed): prepared.notes = trimmed.isEmpty ? nil : trimmed
        case .failure(let issue): errors.issues[.notes] = issue
        }
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
