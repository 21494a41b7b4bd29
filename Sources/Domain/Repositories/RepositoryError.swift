/// Why a repository call failed.
public enum RepositoryError: Error, Sendable, Equatable {
    /// The row asked for, or one it refers to, does not exist.
    case notFound
    /// A uniqueness rule would be broken (a list name, ignoring case).
    case conflict
    /// The store failed; the message is for the log.
    case unavailable(String)
}
