/// A link to one page of a paginated result, or the gap (`…`) between distant pages.
public struct PageLink: Sendable, Equatable {
    /// The 1-based page number (0 for a gap).
    public var number: Int
    /// Whether this is the page shown.
    public var isCurrent: Bool
    /// Whether this stands for pages left out between two links.
    public var isGap: Bool

    /// A link to page `number`.
    public init(number: Int, isCurrent: Bool) {
        self.number = number
        self.isCurrent = isCurrent
        self.isGap = false
    }

    /// The pages left out between two links.
    public static let gap = PageLink(gapOf: ())

    private init(gapOf: Void) {
        number = 0
        isCurrent = false
        isGap = true
    }
}
