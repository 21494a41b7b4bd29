import Presentation

/// How each `Undo` travels, one row per case: its word and values in the flash's cookie (`Flash`),
/// and the Undo button's form, which posts the row action that takes it back (decoded by
/// `ReminderRowForm`). The cookie, its reading and the button derive from the rows, so a new
/// case is one row here and its action in `ReminderRowForm`.
struct UndoCoding: Sendable {
    /// The case's word in the cookie.
    let word: String
    /// The action the button posts.
    let action: String
    /// The names of the fields the button posts the values as, in the values' order.
    let fieldNames: [String]
    /// What the button says.
    let label: UndoForm.Label
    /// The case's values, when `undo` is this case; nil for another case.
    let values: @Sendable (Undo) -> [String]?
    /// The case with `values` read back (as many as `fieldNames`); nil when one is malformed.
    let undo: @Sendable (_ values: [String]) -> Undo?

    /// Every case's row.
    static let all: [UndoCoding] = [
        UndoCoding(
            word: "reopen", action: ReminderRowForm.completionAction(false), fieldNames: ["reminderID"],
            label: .undo, values: { if case .reopen(let id) = $0 { [String(id)] } else { nil } }, undo: { Int64($0[0]).map(Undo.reopen) }
        ),
        UndoCoding(
            word: "moveBack", action: "undoCompletion", fieldNames: ["reminderID", "occurrenceID"],
            label: .undo, values: { if case .moveBack(let id, let occurrence) = $0 { [String(id), String(occurrence)] } else { nil } },
            undo: { values in Int64(values[0]).flatMap { id in Int64(values[1]).map { Undo.moveBack(id, occurrence: $0) } } }
        ),
        UndoCoding(
            word: "restore", action: "restoreReminder", fieldNames: ["reminderID"],
            label: .undo, values: { if case .restore(let id) = $0 { [String(id)] } else { nil } }, undo: { Int64($0[0]).map(Undo.restore) }
        ),
        UndoCoding(
            word: "keepAsText", action: "keepAsText", fieldNames: ["reminderID", "text"],
            label: .keepAsText, values: { if case .keepAsText(let id, let text) = $0 { [String(id), text] } else { nil } },
            undo: { values in Int64(values[0]).map { Undo.keepAsText($0, text: values[1]) } }
        ),
    ]

    /// The row of `undo`'s case with its values (every case has one: `UndoCodingTests` holds
    /// each to a round trip; a case without would be shown with no button).
    static func coding(of undo: Undo) -> (UndoCoding, [String])? {
        for coding in all { if let values = coding.values(undo) { return (coding, values) } }
        return nil
    }

    /// The undo a cookie's `word` and `values` carry; nil for an unknown word or malformed values.
    static func undo(word: Substring, values: [String]) -> Undo? {
        guard let coding = all.first(where: { $0.word == word }), values.count == coding.fieldNames.count else { return nil }
        return coding.undo(values)
    }

    /// The Undo button's form for `undo`.
    static func form(for undo: Undo) -> UndoForm? {
        guard case let (coding, values)? = coding(of: undo) else { return nil }
        let fields = zip(coding.fieldNames, values).map { UndoForm.Field(name: $0, value: $1) }
        return UndoForm(action: coding.action, fields: fields, label: coding.label)
    }
}

/// The fields of an Undo button's form: the row action each page that shows such a flash
/// decodes, with its hidden fields.
struct UndoForm: Sendable, Equatable {
    /// A hidden field.
    struct Field: Sendable, Equatable {
        var name: String
        var value: String
    }

    /// What the button says: Undo, or Keep as text.
    enum Label: Sendable, Equatable {
        case undo, keepAsText
    }

    /// The action the button posts (`reopen`, `undoCompletion`, `restoreReminder`, `keepAsText`).
    var action: String
    /// The hidden fields it posts with it.
    var fields: [Field]
    /// What it says.
    var label: Label
}
