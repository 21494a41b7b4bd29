import Entities

/// The reminder form as a page shows it: the typed values, their messages and the priority choices.
public struct ReminderFormState: Sendable, Equatable {
    /// The values, as typed (or as stored, before editing).
    public var form: ReminderForm
    /// The message beside each field that broke a rule.
    public var errors: FieldErrors
    /// The localized priority names.
    public var priorityNames: PriorityNames

    /// Whether a field other than the title holds a value (`ReminderForm.hasDetails`) or a
    /// message: the quick-add form then shows its other fields open.
    public var hasDetails: Bool {
        form.hasDetails || errors.messages.keys.contains { $0 != .title }
    }

    /// The priority choices, the form's selected.
    public var priorityOptions: [Choice] {
        Priority.allCases.map {
            Choice(value: $0.rawValue, label: priorityNames.name(of: $0), isSelected: $0 == form.fields.priority)
        }
    }
}

extension ReminderFormState {
    /// `form` without messages.
    init(_ form: ReminderForm = ReminderForm(), errors: FieldErrors = .none, strings: StringCatalog) {
        self.init(form: form, errors: errors, priorityNames: PriorityNames(strings))
    }
}
