/// Why the database could not be opened or prepared.
public enum DataError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder that should hold the database file could not be created.
    case cannotCreateFolder(path: String, reason: String)
    /// SQLite could not open (or create) the file.
    case cannotOpen(path: String, reason: String)
    /// The file exists but is not an SQLite database.
    case notADatabase(path: String)
    /// The schema could not be brought up to date.
    case migrationFailed(path: String, reason: String)
    /// A database operation outside the repositories (seeding, closing) failed.
    case operationFailed(String)

    /// A sentence for the log and the command line.
    public var description: String {
        switch self {
        case .cannotCreateFolder(let path, let reason):
            "Cannot create the folder for the database at \(path): \(reason)"
        case .cannotOpen(let path, let reason):
            "Cannot open the database at \(path): \(reason)"
        case .notADatabase(let path):
            "The file at \(path) is not an SQLite database"
        case .migrationFailed(let path, let reason):
            "Cannot update the schema of the database at \(path): \(reason)"
        case .operationFailed(let reason):
            "The database operation failed: \(reason)"
        }
    }
}
