import Entities

/// A list's details form: its name, and its colour and icon as choices (each named, for the
/// radio buttons' accessible names), as stored or as typed, with the message beside the name.
public struct ListDetailsForm: Sendable, Equatable {
    /// The name, as stored or as typed.
    public var name: String
    /// The message beside the name, if it broke a rule.
    public var nameError: String?
    /// The palette, in `ListColor`'s order, the list's colour selected; each value a colour's name.
    public var colorChoices: [Choice]
    /// The icons, in `ListIcon`'s order, the list's icon selected.
    public var iconChoices: [Choice]

    /// Creates a form.
    public init(name: String, nameError: String? = nil, colorChoices: [Choice], iconChoices: [Choice]) {
        self.name = name
        self.nameError = nameError
        self.colorChoices = colorChoices
        self.iconChoices = iconChoices
    }
}

extension ListDetailsForm {
    /// The form showing `draft`, with `nameError` beside its name.
    init(_ draft: ReminderListDraft, nameError: String? = nil, strings: StringCatalog) {
        self.init(
            name: draft.name, nameError: nameError,
            colorChoices: ListColor.allCases.map { Choice(value: $0.rawValue, label: strings[$0.nameKey], isSelected: $0 == draft.color) },
            iconChoices: ListIcon.allCases.map { Choice(value: $0.rawValue, label: strings[$0.nameKey], isSelected: $0 == draft.icon) }
        )
    }
}

extension ListColor {
    /// The colour's name in the catalog (`ReminderList.Color.red`); `StringKey` has one case per colour.
    var nameKey: StringKey { StringKey(rawValue: "ReminderList.Color.\(rawValue)")! }
}

extension ListIcon {
    /// The icon's name in the catalog (`ReminderList.Icon.cart`); `StringKey` has one case per icon.
    var nameKey: StringKey { StringKey(rawValue: "ReminderList.Icon.\(rawValue)")! }
}
