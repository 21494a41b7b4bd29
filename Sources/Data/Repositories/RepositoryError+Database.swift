import Domain
import GRDB

extension RepositoryError {
    /// The repository's reading of any error met while reading or writing: a broken unique index
    /// is a conflict, a broken foreign key a missing row, anything else the store failing.
    init(_ error: any Error) {
        switch error {
        case let error as RepositoryError:
            self = error
        case let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE:
            self = .conflict
        case let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY:
            self = .notFound
        case let error as DatabaseError:
            self = .unavailable("SQLite error \(error.extendedResultCode.rawValue): \(error.message ?? "no message")")
        default:
            self = .unavailable(String(describing: error))
        }
    }
}
