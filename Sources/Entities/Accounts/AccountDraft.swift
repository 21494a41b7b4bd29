/// What a person types to sign up, before validation.
public struct AccountDraft: Sendable, Equatable {
    public var email: String
    public var displayName: String
    public var password: String

    /// The rule for display names: 1–50 characters after trimming.
    public static let displayNameRule = TextRule(length: 1...50)

    /// Creates a draft.
    public init(email: String, displayName: String, password: String) {
        self.email = email
        self.displayName = displayName
        self.password = password
    }

    /// The draft prepared for storage — email normalized, display name trimmed, password as
    /// typed — or every broken rule. Whether the email is taken or the password common needs more
    /// than the draft, so the use case checks it.
    public func validated() -> Result<AccountDraft, ValidationErrors> {
        var errors = ValidationErrors()
        var prepared = self
        switch EmailRule.validate(email) {
        case .success(let normalized): prepared.email = normalized
        case .failure(let issue): errors.issues[.email] = issue
        }
        switch Self.displayNameRule.validate(displayName) {
        case .success(let trimmed): prepared.displayName = trimmed
        case .failure(let issue): errors.issues[.displayName] = issue
        }
        if case .failure(let issue) = PasswordRule.validate(password) { errors.issues[.password] = issue }
        return errors.isEmpty ? .success(prepared) : .failure(errors)
    }
}
