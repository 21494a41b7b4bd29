import Domain
import Entities
import Presentation

/// Every path the app links or redirects to, built in one place from a `Destination`.
public enum Paths {
    /// The path of `destination`; page 1 and an empty query are left out.
    public static func path(for destination: Destination) -> String {
        switch destination {
        case .lists:
            return "/"
        case .list(let id, let page, let showCompleted):
            return "/lists/\(id)" + (showCompleted ? "?completed=1" + pageQuery(page, prefix: "&") : pageQuery(page, prefix: "?"))
        case .reminder(let id):
            return "/reminders/\(id)/edit"
        case .smartList(let list, let page):
            return "/\(list.rawValue)" + pageQuery(page, prefix: "?")
        case .search(let query, let page):
            return "/search?q=\(query.percentEncodedComponent())" + pageQuery(page, prefix: "&")
        case .signIn:
            return "/sign-in"
        case .account:
            return "/account"
        case .local(let path):
            return LocalPath.sanitized(path)
        }
    }

    /// The sign-in page, then back to `next` (left out when it is `/` or not a local path).
    public static func signIn(next: String) -> String {
        "/sign-in" + NextQuery.string(for: LocalPath.sanitized(next))
    }

    private static func pageQuery(_ page: Int, prefix: String) -> String {
        page > 1 ? "\(prefix)page=\(page)" : ""
    }
}
