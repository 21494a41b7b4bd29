/// A link to one page of a paginated result.
public struct PageLink: Sendable, Equatable, Encodable {
    /// The 1-based page number.
    public var number: Int
    /// Whether this is the page shown.
    public var isCurrent: Bool
}
