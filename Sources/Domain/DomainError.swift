import Entities

/// Why a use case did not do what was asked.
public enum DomainError: Error, Sendable, Equatable {
    /// The input broke a rule; nothing changed.
    case invalid(ValidationErrors)
    /// The list, reminder or account does not exist.
    case notFound
    /// The person may see the list but not do this with it: a member whose role does not
    /// allow it (a viewer's change, an editor's rename). A stranger's attempt is `notFound`.
    case forbidden
    /// The email or the password is wrong: one answer for both, so that nobody learns which
    /// emails have an account.
    case invalidCredentials
    /// A password was checked too often in vain, for the account or from where the attempt
    /// comes: nothing was checked; try again in `retryAfter` seconds.
    case tooManyAttempts(retryAfter: Int)
    /// Storage failed; the message is for the log, not for people.
    case unavailable(String)

    /// Maps a repository's error onto the use case's; a conflict is a duplicate `field`.
    init(_ error: RepositoryError, conflictingField field: Field = .name) {
        switch error {
        case .notFound: self = .notFound
        case .conflict: self = .invalid(ValidationErrors([field: .duplicate]))
        case .unavailable(let message): self = .unavailable(message)
        }
    }
}
