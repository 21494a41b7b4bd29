/// The query that carries, from page to page of signing in or up, where to go afterwards.
public enum NextQuery {
    /// `?next=<path>` with the path percent-encoded; empty for `/`, where signing in leads anyway.
    public static func string(for next: String) -> String {
        next == "/" ? "" : "?next=" + next.percentEncodedComponent()
    }
}
