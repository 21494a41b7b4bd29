/// What a piece of feedback is about, as the person sending it says.
public enum FeedbackKind: String, Sendable, CaseIterable {
    /// Something does not work as it should.
    case problem
    /// A wish or a suggestion.
    case idea
    /// Anything else.
    case other
}
