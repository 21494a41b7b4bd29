import Entities

/// The localized message of each field that broke a rule; nil where the field is fine.
public struct FieldErrors: Sendable, Equatable {
    /// The message beside the list name field.
    public var name: String?
    /// The message beside the title field.
    public var title: String?
    /// The message beside the notes field.
    public var notes: String?
    /// The message beside the due date field.
    public var dueDate: String?
    /// The message beside the due time field.
    public var dueTime: String?
    /// The message beside the priority field.
    public var priority: String?
    /// The message beside the list field.
    public var list: String?
    /// The message beside the search field.
    public var query: String?
    /// The message beside the email field.
    public var email: String?
    /// The message beside the display name field.
    public var displayName: String?
    /// The message beside the password field.
    public var password: String?
    /// The message beside the current password field.
    public var currentPassword: String?
    /// The message beside the new password field.
    public var newPassword: String?
    /// The message beside the language field.
    public var language: String?
    /// The message beside the time zone field.
    public var timeZone: String?
    /// The message beside the first day of the week field.
    public var weekStart: String?
    /// The message beside the feedback's message field.
    public var message: String?
    /// The message beside the feedback's kind.
    public var kind: String?

    /// No messages.
    public static let none = FieldErrors()

    /// Whether every field is fine.
    public var isEmpty: Bool { self == .none }
}

extension FieldErrors {
    /// The messages of `errors`, from the catalog.
    init(_ errors: ValidationErrors, strings: StringCatalog) {
        self.init()
        for (field, issue) in errors.issues {
            let message = strings.message(for: issue, of: field)
            switch field {
            case .name: name = message
            case .title: title = message
            case .notes: notes = message
            case .dueDate: dueDate = message
            case .dueTime: dueTime = message
            case .priority: priority = message
            case .list: list = message
            case .query: query = message
            case .email: email = message
            case .displayName: displayName = message
            case .password: password = message
            case .currentPassword: currentPassword = message
            case .newPassword: newPassword = message
            case .language: language = message
            case .timeZone: timeZone = message
            case .weekStart: weekStart = message
            case .message: self.message = message
            case .kind: kind = message
            }
        }
    }
}
