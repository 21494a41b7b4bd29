/// Why an iCalendar file (RFC 5545) could not be read.
public enum ICalendarError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The content line starting on the 1-based physical `line` is broken, or breaks a limit, for `reason`.
    case malformed(line: Int, reason: String)

    /// `line 3: no colon before the value`.
    public var description: String {
        switch self {
        case .malformed(let line, let reason): "line \(line): \(reason)"
        }
    }
}
