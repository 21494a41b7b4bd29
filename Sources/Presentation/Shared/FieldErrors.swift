import Entities

/// The localized message of each field that broke a rule; nil where the field is fine.
public struct FieldErrors: Sendable, Equatable, Encodable {
    public var name: String?
    public var title: String?
    public var notes: String?
    public var dueDate: String?
    public var dueTime: String?
    public var priority: String?
    public var list: String?
    public var query: String?

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
            }
        }
    }
}
