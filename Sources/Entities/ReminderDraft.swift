/// The fields a person gives to add or edit a reminder, before validation.
public struct ReminderDraft: Sendable, Equatable {
    public var title: String
    public var notes: String?
    public var dueDate: LocalDate?
    public var dueTime: LocalTime?
    public var priority: Priority
    /// Whether the reminder is flagged.
    public var isFlagged: Bool

    /// The rule for titles: 3–100 characters after trimming.
    public static let titleRule = TextRule(length: 3...100)
    /// The rule for notes: up to 2,000 characters after trimming; empty notes are none.
    public static let notesRule = TextRule(length: 0...2000)

    /// Creates a draft.
    public init(
        title: String, notes: String? = nil, dueDate: LocalDate? = nil, dueTime: LocalTime? = nil, priority: Priority = .none,
        isFlagged: Bool = false
    ) {
        self.title = title
        self.notes = notes
        self.dueDate = dueDate
        self.dueTime = dueTime
        self.priority = priority
        self.isFlagged = isFlagged
    }

    /// The due date the draft describes, once valid.
    public var due: DueDate? { dueDate.map { DueDate(date: $0, time: dueTime) } }

    /// The draft prepared for storage — title and notes trimmed, empty notes as none — or every broken rule.
    public func validated() -> Result<ReminderDraft, ValidationErrors> {
        var errors = ValidationErrors()
        var prepared = self
        switch Self.titleRule.validate(title) {
        case .success(let trimmed): prepared.title = trimmed
        case .failure(let issue): errors.issues[.title] = issue
        }
        switch Self.notesRule.validate(notes ?? "") {
        case .success(let trimmed): prepared.notes = trimmed.isEmpty ? nil : trimmed
        case .failure(let issue): errors.issues[.notes] = issue
        }
        if dueTime != nil && dueDate == nil { errors.issues[.dueTime] = .timeWithoutDate }
        return errors.isEmpty ? .success(prepared) : .failure(errors)
    }
}
