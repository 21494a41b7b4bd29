import HTMLTestKit

/// The checks every HTML page of the app is held to in tests: `HTMLDocument.pageProblems()`
/// (parse errors, unique ids, labels, `lang`, title) and `FormActionCheck` (every post decodes).
public enum StandardPageChecks {
    /// What is wrong with a loaded page; empty for a good page and for anything not HTML.
    public static func problems(of page: LoadedPage) -> [String] {
        guard page.isHTML else { return [] }
        return page.document.pageProblems() + FormActionCheck.problems(in: page.document, at: page.url)
    }

    /// A `Browser.PageCheck` that throws `PageProblems` when a page has any.
    public static let check: Browser.PageCheck = { page in
        let problems = problems(of: page)
        if !problems.isEmpty { throw PageProblems(problems: problems) }
    }
}

/// The problems a page check found, as the error that fails the navigation.
public struct PageProblems: Error, Equatable, CustomStringConvertible {
    /// Each problem, readable on its own.
    public let problems: [String]

    /// Creates the error.
    public init(problems: [String]) {
        self.problems = problems
    }

    /// The problems, separated by semicolons.
    public var description: String { problems.joined(separator: "; ") }
}
