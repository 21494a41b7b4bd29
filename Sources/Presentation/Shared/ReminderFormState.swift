import Entities

/// The reminder form as a page shows it: the typed values, their messages and the priority choices.
public struct ReminderFormState: Sendable, Equatable {
    /// The values, as typed (or as stored, before editing).
    public var form: ReminderForm
    /// The message beside each field that broke a rule.
    public var errors: FieldErrors
    /// The localized priority names.
    public var priorityNames: PriorityNames

    /// Whether a field other than the title holds a value or a message: the quick-add form then
    /// shows its other fields open. Derived from an empty form, so a new field counts without an
    /// edit here; only what is not one of the form's other fields is named: the title, the list
    /// (the page's), and the alert (preset, and meaningful only with a due date).
    public var hasDetails: Bool {
        var empty = ReminderForm()
        empty.title = form.title
        empty.listID = form.listID
        empty.alert = form.alert
        return form != empty || errors.messages.keys.contains { $0 != .title }
    }

    /// The priority choices, the form's selected.
    public var priorityOptions: [Choice] {
        Priority.allCases.map {
            Choice(value: $0.rawValue, label: priorityNames.name(of: $0), isSelected: $0 == form.priority)
        }
    }
}

extension ReminderFormState {
    /// `form` without messages.
    init(_ form: ReminderForm = ReminderForm(), errors: FieldErrors = .none, strings: StringCatalog) {
        self.init(form: form, errors: errors, priorityNames: PriorityNames(strings))
    }
}
