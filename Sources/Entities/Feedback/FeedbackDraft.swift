/// What a person writes in the Send feedback form, before validation.
public struct FeedbackDraft: Sendable, Equatable {
    /// What it is about.
    public var kind: FeedbackKind
    /// The message as typed: `messageRule` applies after trimming.
    public var message: String
    /// Whether the operator may answer at the account's email address.
    public var mayReply: Bool

    /// The rule for messages: 10–2,000 characters after trimming, so that "hi" is not sent and
    /// a message still fits a chat webhook's post.
    public static let messageRule = TextRule(length: 10...2000)

    /// Creates a draft.
    public init(kind: FeedbackKind, message: String, mayReply: Bool) {
        self.kind = kind
        self.message = message
        self.mayReply = mayReply
    }

    /// The draft with its message trimmed, or the broken rule.
    public func validated() -> Result<FeedbackDraft, ValidationErrors> {
        switch Self.messageRule.validate(message) {
        case .success(let trimmed): .success(FeedbackDraft(kind: kind, message: trimmed, mayReply: mayReply))
        case .failure(let issue): .failure(ValidationErrors([.message: issue]))
        }
    }
}
