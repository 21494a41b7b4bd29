/// A field of a form a rule applies to.
public enum Field: String, Sendable, Hashable, CaseIterable {
    case name, title, notes, dueDate, dueTime, priority, list, query, tags, repeatRule, file, sortOrder
    /// The reminder a subtask is added to.
    case parent
    /// A reminder's web link.
    case link
    case email, displayName, password, currentPassword, newPassword
    /// A member's role on a shared list.
    case role
    /// The member a reminder of a shared list is assigned to.
    case assignee
    case language, timeZone, weekStart
    case message, kind
    /// A browser's Web Push subscription (its endpoint and keys).
    case pushSubscription
    /// The notification settings' times: the daily summary's, and date-only reminders' alert time.
    case summaryTime, dateOnlyAlertTime
}

/// What is wrong with a field.
public indirect enum ValidationIssue: Error, Sendable, Hashable {
    /// Empty after trimming.
    case empty
    /// Shorter than the minimum, in characters after trimming.
    case tooShort(minimum: Int)
    /// Longer than the maximum, in characters after trimming.
    case tooLong(maximum: Int)
    /// Another item already has this value (ignoring case).
    case duplicate
    /// A time was given without a day.
    case timeWithoutDate
    /// Not in the expected form (an email address without `@`, say).
    case malformed
    /// A password on the list of the most common ones.
    case commonPassword
    /// The password given to confirm a change is not the account's.
    case wrongPassword
    /// A repeat's end date is before the reminder's first due date.
    case endsBeforeStart
    /// A repeat was given without a due date to start from.
    case needsDueDate
    /// More items than allowed (tags on one reminder, say).
    case tooMany(maximum: Int)
    /// A file that cannot be read as its format: at `line` when one is to blame, for `reason`
    /// (the format's own words, which name the property or value).
    case unreadableFile(line: Int?, reason: String)
    /// A file that holds nothing to import.
    case emptyFile
    /// An item of a file, starting at `line`, breaks the rule of `field` with `issue`.
    case inFile(line: Int, field: Field, issue: ValidationIssue)
    /// A reminder was moved by hand in a list that is not in its manual order.
    case needsManualOrder
    /// A subtask was to be added to a subtask: subtasks go one level deep.
    case nestedSubtask
    /// A destination the server does not send to (a push service on a private address, say).
    case refusedDestination
    /// A reminder was assigned to someone who cannot change its list's reminders (not its owner
    /// nor an editor of it).
    case notAssignable
}

/// The broken rules of one form, by field.
public struct ValidationErrors: Error, Sendable, Equatable {
    /// The issue of each field that broke a rule.
    public var issues: [Field: ValidationIssue]

    /// Creates errors from issues by field.
    public init(_ issues: [Field: ValidationIssue] = [:]) {
        self.issues = issues
    }

    /// Whether no rule was broken.
    public var isEmpty: Bool { issues.isEmpty }

    /// The issue of `field`, if any.
    public subscript(field: Field) -> ValidationIssue? { issues[field] }
}
