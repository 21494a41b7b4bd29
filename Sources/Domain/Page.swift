import Entities

/// Which page of a long result to fetch: 1-based, 50 items by default.
public struct PageRequest: Sendable, Equatable {
    public let number: Int
    public let size: Int

    /// The default page size.
    public static let defaultSize = 50

    /// A page request; numbers below 1 mean the first page.
    public init(number: Int = 1, size: Int = PageRequest.defaultSize) {
        self.number = max(1, number)
        self.size = max(1, size)
    }

    /// How many items come before this page.
    public var offset: Int { (number - 1) * size }
}

/// One page of a result, with what it takes to link to the others.
public struct Page<Item: Sendable & Equatable>: Sendable, Equatable {
    public var items: [Item]
    public var number: Int
    public var size: Int
    /// The number of items on all pages.
    public var totalCount: Int

    /// Creates a page.
    public init(items: [Item], number: Int, size: Int, totalCount: Int) {
        self.items = items
        self.number = number
        self.size = size
        self.totalCount = totalCount
    }

    /// The number of pages; an empty result still has one.
    public var pageCount: Int { size > 0 ? max(1, (totalCount + size - 1) / size) : 1 }
}

/// A page of one list's top-level reminders, their subtasks, and every list of its owner, read from one snapshot: what the
/// list's screen shows (its name, its rows, the lists to move a reminder to), consistent together.
public struct ReminderListPage: Sendable, Equatable {
    /// The list.
    public var list: ReminderList
    /// The page of its reminders.
    public var reminders: Page<Reminder>
    /// Every list of the owner by name, this one included, with their open counts.
    public var lists: [ReminderListSummary]
    /// The subtasks of the page's reminders (open and completed, in the order they were added),
    /// by parent; a reminder without subtasks has no entry.
    public var subtasks: [Reminder.ID: [Reminder]]
    /// How many reminders the list holds, subtasks included, open and completed: what deleting
    /// it deletes (the page's total counts the reminders it pages through, its own).
    public var reminderCount: Int
    /// How many of the reminders it pages through (its own, not subtasks) are open: they come
    /// first, so this many places can move in its manual order.
    public var openCount: Int
    /// The person's role on the list, read with the page (a store reads pages of the lists the
    /// person has a role on only): `ListAccessPolicy` judges it.
    public var role: ListRole
    /// The person's overview (every list's and smart list's count), read in the page's snapshot
    /// when it was asked for: the sidebar beside the page, without a read of its own.
    public var overview: ReminderOverview?

    /// Creates a list's page; `reminderCount` is the page's total and `openCount` the list's
    /// open count among `lists` unless given; the person owns the list unless `role` says otherwise.
    public init(
        list: ReminderList, reminders: Page<Reminder>, lists: [ReminderListSummary], subtasks: [Reminder.ID: [Reminder]] = [:],
        reminderCount: Int? = nil, openCount: Int? = nil, role: ListRole = .owner, overview: ReminderOverview? = nil
    ) {
        self.role = role
        self.overview = overview
        self.list = list
        self.reminders = reminders
        self.lists = lists
        self.subtasks = subtasks
        self.reminderCount = reminderCount ?? reminders.totalCount
        self.openCount = openCount ?? lists.first { $0.id == list.id }?.openCount ?? 0
    }
}
