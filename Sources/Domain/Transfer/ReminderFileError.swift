/// Why a file of reminders could not be imported. Import is all or nothing: with any of these,
/// nothing was taken from the file.
public enum ReminderFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based `line` breaks the format, or holds a value that is not what its property needs.
    case malformed(line: Int, reason: String)
    /// The 1-based `line` is well formed but says something this app cannot keep as it is (a
    /// repeat rule it cannot repeat exactly); importing without it would lose it.
    case unsupported(line: Int, reason: String)
    /// The file is well formed but holds not one reminder.
    case noReminders
    /// The file is not UTF-8 text.
    case notUTF8

    /// A sentence for the person who chose the file: `line 12: PRIORITY 12 is not between 0 and 9`.
    public var description: String {
        switch self {
        case .malformed(let line, let reason): "line \(line): \(reason)"
        case .unsupported(let line, let reason): "line \(line): \(reason), which this app cannot keep"
        case .noReminders: "the file holds no reminders"
        case .notUTF8: "the file is not UTF-8 text"
        }
    }
}
