import Entities

/// A list as a file carries it, both ways: its name, its look and its reminders. What a
/// `ReminderFileFormat` writes, and what it reads back.
public struct ReminderFile: Sendable, Equatable {
    /// The list's name, for apps that show it; empty when the file names none. An import keeps
    /// the name of the list it goes into.
    public var listName: String
    /// The list's colour and icon, as far as the file says them.
    public var appearance: ListAppearance
    /// The reminders, in the file's order.
    public var reminders: [ReminderTransfer]

    /// Creates a file's contents.
    public init(listName: String = "", appearance: ListAppearance = ListAppearance(), reminders: [ReminderTransfer]) {
        self.listName = listName
        self.appearance = appearance
        self.reminders = reminders
    }
}

/// A list's look as a file carries it: each part nil when the file does not say it, or says
/// something this app has no match for (an icon it does not draw).
public struct ListAppearance: Sendable, Equatable {
    public var color: ListColor?
    public var icon: ListIcon?

    /// A look; by default the file says nothing of it.
    public init(color: ListColor? = nil, icon: ListIcon? = nil) {
        self.color = color
        self.icon = icon
    }

    /// `list`'s look, both parts said: what an export writes.
    public init(_ list: ReminderList) {
        self.init(color: list.color, icon: list.icon)
    }

    /// The details `list` gets when a file of this look is imported into it, or nil when it
    /// keeps its own. A file's look is taken only while the list still has the default colour
    /// and icon (a new list, or one nobody chose a look for): a person's own choice is never
    /// overwritten by a file. A part the file does not say stays as it is.
    public func details(importedInto list: ReminderList) -> ReminderListDraft? {
        guard list.color == .default, list.icon == .default else { return nil }
        let draft = ReminderListDraft(name: list.name, color: color ?? list.color, icon: icon ?? list.icon)
        return draft == ReminderListDraft(list) ? nil : draft
    }
}
