/// The fields a person gives to create or rename a list, before validation.
public struct ReminderListDraft: Sendable, Equatable {
    public var name: String

    /// The rule for names: 1–50 characters after trimming.
    public static let nameRule = TextRule(length: 1...50)

    /// Creates a draft.
    public init(name: String) {
        self.name = name
    }

    /// The draft with its name trimmed, or the broken rules. Uniqueness needs the other lists,
    /// so the use case checks it.
    public func validated() -> Result<ReminderListDraft, ValidationErrors> {
        switch Self.nameRule.validate(name) {
        case .success(let trimmed): .success(ReminderListDraft(name: trimmed))
        case .failure(let issue): .failure(ValidationErrors([.name: issue]))
        }
    }
}
