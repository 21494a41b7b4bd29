import Entities

/// The localized message of each field that broke a rule; none where the field is fine.
///
/// Templates read a field's message by the field's name (`errors[.title]`): every `Field` is one
/// name, so a new field needs no change here.
public struct FieldErrors: Sendable, Equatable {
    /// The message of each field that has one.
    public private(set) var messages: [Field: String]

    /// Messages by field.
    public init(_ messages: [Field: String] = [:]) {
        self.messages = messages
    }

    /// No messages.
    public static let none = FieldErrors()

    /// Whether every field is fine.
    public var isEmpty: Bool { messages.isEmpty }

    /// The message beside `field`, or nil; setting nil takes it away.
    public subscript(_ field: Field) -> String? {
        get { messages[field] }
        set { messages[field] = newValue }
    }
}

extension FieldErrors {
    /// The messages of `errors`, from the catalog.
    init(_ errors: ValidationErrors, strings: StringCatalog) {
        self.init(errors.issues.reduce(into: [:]) { messages, entry in
            messages[entry.key] = strings.message(for: entry.value, of: entry.key)
        })
    }
}
