import HTMLTestKit
import HTTPServer
import Presentation
import Web

/// The checks every HTML page of the app is held to in tests: `HTMLDocument.pageProblems()`
/// (parse errors, unique ids, labels and names, `lang`, title), `FormActionCheck` (every post
/// decodes), `placeProblems` (every link and form stays within the route table) and the rows'
/// controls each saying which reminder they act on (`rowControlProblems`).
public enum StandardPageChecks {
    /// What is wrong with a loaded page; empty for a good page and for anything not HTML.
    public static func problems(of page: LoadedPage) -> [String] {
        guard page.isHTML else { return [] }
        return page.document.pageProblems() + FormActionCheck.problems(in: page.document, at: page.url)
            + placeProblems(in: page.document) + page.document.rowControlProblems(rows: reminderRows)
    }

    /// The rows of reminders on every page that lists them.
    public static let reminderRows = "li.reminder"

    /// Every link and every form's target on the site (a path, static files aside) that names no
    /// place of `Route`, or a place that does not answer the method the link or form uses.
    public static func placeProblems(in document: HTMLDocument) -> [String] {
        // A link's fragment ("#add-subtask") stays in the browser: the place is the rest.
        let links = ((try? document.select("a[href]")) ?? []).map {
            (target: String(($0["href"] ?? "").prefix { $0 != "#" }), method: HTTPMethod.get)
        }
        let forms = document.forms.filter { !$0.action.isEmpty }.map { (target: $0.action, method: HTTPMethod($0.method)) }
        return (links + forms).compactMap { link in
            guard link.target.hasPrefix("/"), !link.target.hasPrefix("/static/") else { return nil }
            guard let route = Route(target: link.target) else { return "\(link.target) is no place of the route table" }
            return route.methods.contains(link.method) ? nil : "\(link.method) \(link.target): the place does not answer it"
        }
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
