import Entities
import Foundation

extension ReminderListRecord {
    /// Takes the details a person gives a list: its name, colour and icon (the columns
    /// `details(_:)` visits, `detailColumns`).
    mutating func apply(_ draft: ReminderListDraft) {
        name = draft.name
        color = draft.color.rawValue
        icon = draft.icon.rawValue
    }

    /// The entity; a stored row always has its id.
    var list: ReminderList {
        ReminderList(
            id: id ?? 0, name: name, createdAt: createdAt, sortOrder: ReminderSortOrder(storedName: sortOrder),
            color: ListColor(storedName: color), icon: ListIcon(storedName: icon)
        )
    }
}

extension ReminderSortOrder {
    /// The order stored as `name`; the default for a name this version does not know (the
    /// column's CHECK allows none, but a newer version's file might hold one).
    init(storedName name: String) {
        self = ReminderSortOrder(rawValue: name) ?? .default
    }
}

extension ListColor {
    /// The colour stored as `name`; the default for a name this version does not know (a newer
    /// version's palette: the column has no CHECK, see `schemaV23ListAppearance`).
    init(storedName name: String) {
        self = ListColor(rawValue: name) ?? .default
    }
}

extension ListIcon {
    /// The icon stored as `name`; the default for a name this version does not know.
    init(storedName name: String) {
        self = ListIcon(rawValue: name) ?? .default
    }
}
