import Entities
import Foundation

extension ReminderListRecord {
    /// A new row for a list named `name`, owned by `ownerID` (none: waiting for the first account).
    init(name: String, createdAt: Date, ownerID: Int64?) {
        self.init(id: nil, name: name, nameKey: name.foldedKey, createdAt: createdAt, ownerID: ownerID)
    }

    /// The entity; a stored row always has its id.
    var list: ReminderList {
        ReminderList(id: id ?? 0, name: name, createdAt: createdAt, sortOrder: ReminderSortOrder(storedName: sortOrder))
    }
}

extension ReminderSortOrder {
    /// The order stored as `name`; the default for a name this version does not know (the
    /// column's CHECK allows none, but a newer version's file might hold one).
    init(storedName name: String) {
        self = ReminderSortOrder(rawValue: name) ?? .default
    }
}
