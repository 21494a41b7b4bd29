import Domain

/// Where a page sits among the pages of a result, with everything a pager needs.
public struct Pagination: Sendable, Equatable {
    /// The page shown, 1-based.
    public var number: Int
    /// The number of pages; at least one.
    public var pageCount: Int
    /// The number of items on all pages.
    public var totalCount: Int

    /// The first page of an empty result.
    public static let empty = Pagination(number: 1, pageCount: 1, totalCount: 0)

    /// Whether there is a page before this one.
    public var hasPrevious: Bool { number > 1 }
    /// Whether there is a page after this one.
    public var hasNext: Bool { number < pageCount }
    /// The previous page's number (this page's on the first).
    public var previousNumber: Int { max(1, number - 1) }
    /// The next page's number (this page's on the last).
    public var nextNumber: Int { min(pageCount, number + 1) }
    /// Whether a pager is worth showing: more than one page.
    public var isVisible: Bool { pageCount > 1 }
    /// The links of a pager.
    ///
    /// A list of 100,000 reminders has 2,000 pages, so only the first and last pages and two on
    /// each side of the current one are linked, with gaps between; a gap that would hide a single
    /// page shows that page instead.
    public var pages: [PageLink] {
        let shown = Set([1, pageCount]).union(max(1, number - 2)...min(pageCount, number + 2)).sorted()
        var links: [PageLink] = []
        var previous = 0
        for page in shown {
            if page - previous == 2 {
                links.append(PageLink(number: previous + 1, isCurrent: false))
            } else if page - previous > 2 {
                links.append(.gap)
            }
            links.append(PageLink(number: page, isCurrent: page == number))
            previous = page
        }
        return links
    }
}

extension Pagination {
    /// The pagination of `page`.
    init<Item>(_ page: Page<Item>) {
        self.init(number: page.number, pageCount: page.pageCount, totalCount: page.totalCount)
    }
}
