import Foundation

/// A named list of reminders.
public struct ReminderList: Sendable, Equatable, Hashable, Identifiable {
    /// The storage's identifier.
    public typealias ID = Int64

    public let id: ID
    /// The name: 1–50 characters after trimming, unique ignoring case.
    public var name: String
    public var createdAt: Date
    /// The order its reminders are shown in.
    public var sortOrder: ReminderSortOrder
    /// The colour its icon is shown in.
    public var color: ListColor
    /// The icon shown beside its name.
    public var icon: ListIcon

    /// Creates a list.
    public init(
        id: ID, name: String, createdAt: Date, sortOrder: ReminderSortOrder = .default, color: ListColor = .default, icon: ListIcon = .default
    ) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.sortOrder = sortOrder
        self.color = color
        self.icon = icon
    }
}

/// A list with the number of its open reminders, as the lists overview shows it.
public struct ReminderListSummary: Sendable, Equatable, Identifiable {
    public var list: ReminderList
    public var openCount: Int
    /// Whether someone else owns it and shares it with the person (the navigation marks it).
    public var isShared: Bool
    /// Whether it is shared with the person to look at only: nothing offers to add to it, move
    /// to it or make it the default list.
    public var isReadOnly: Bool
    /// Whether anyone besides its owner holds a role on it: the person shares it, or it is shared
    /// with them. Its reminders can then be assigned (Assigned to Me, the editor's choice).
    public var hasMembers: Bool
    /// The display names of the others on it — its owner first, then its members by when they
    /// joined — for a list with members (the navigation names them); empty otherwise.
    public var people: [String]
    public var id: ReminderList.ID { list.id }

    /// Creates a summary.
    public init(
        list: ReminderList, openCount: Int, isShared: Bool = false, isReadOnly: Bool = false, hasMembers: Bool = false, people: [String] = []
    ) {
        // A list shared with the person has them among its members.
        self.hasMembers = hasMembers || isShared
        self.people = people
        self.list = list
        self.openCount = openCount
        self.isShared = isShared
        self.isReadOnly = isReadOnly
    }
}
