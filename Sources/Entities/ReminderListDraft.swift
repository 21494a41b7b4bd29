/// The fields a person gives to create a list or change its details, before validation.
public struct ReminderListDraft: Sendable, Equatable {
    public var name: String
    /// The colour; a list starts blue.
    public var color: ListColor
    /// The icon; a list starts with the plain list icon.
    public var icon: ListIcon

    /// The rule for names: 1–50 characters after trimming.
    public static let nameRule = TextRule(length: 1...50)

    /// Creates a draft.
    public init(name: String, color: ListColor = .default, icon: ListIcon = .default) {
        self.name = name
        self.color = color
        self.icon = icon
    }

    /// The details `list` has now, to change some of them.
    public init(_ list: ReminderList) {
        self.init(name: list.name, color: list.color, icon: list.icon)
    }

    /// The draft with its name trimmed, or the broken rules. Uniqueness needs the other lists,
    /// so the use case checks it.
    public func validated() -> Result<ReminderListDraft, ValidationErrors> {
        switch Self.nameRule.validate(name) {
        case .success(let trimmed): .success(ReminderListDraft(name: trimmed, color: color, icon: icon))
        case .failure(let issue): .failure(ValidationErrors([.name: issue]))
        }
    }
}
