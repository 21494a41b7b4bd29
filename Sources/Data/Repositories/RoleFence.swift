import Domain

/// The second fence of the reads and writes by id: a list, or a reminder's list, that the person
/// holds a role on — owns (`ownerID`) or is a member of (`listMember`). What the role allows is
/// `ListAccessPolicy`'s to decide, before any of these runs; the fence only keeps a query that
/// slipped past it from reaching a stranger's rows, which then answer `notFound` like rows that do
/// not exist. Written once, here, with the person bound as the numbered parameter `?n` (used
/// twice, bound once), so that a statement using it numbers all of its parameters.
///
/// The aggregate reads (smart lists, tags, search, the daily summary) and the account's own
/// export and import stay bound to `ownerID`: they are a person's own lists until sharing's
/// smart-list step adds the lists shared with them.
enum RoleFence {
    /// A condition on a `reminder` row: its list is one person `?n` holds a role on.
    static func reminder(person n: Int) -> String {
        "(ownerID = ?\(n) OR listID IN (SELECT listID FROM listMember WHERE userID = ?\(n)))"
    }

    /// A condition on a `reminderList` row: person `?n` holds a role on it.
    static func list(person n: Int) -> String {
        "(ownerID = ?\(n) OR id IN (SELECT listID FROM listMember WHERE userID = ?\(n)))"
    }

    /// The role's name person `?n` holds on the `reminderList` row being read (`owner`, or their
    /// member row's), as a column named `role`.
    static func role(person n: Int) -> String {
        "CASE WHEN reminderList.ownerID = ?\(n) THEN '\(ListRole.owner.rawValue)' ELSE (SELECT role FROM listMember WHERE listID = reminderList.id AND userID = ?\(n)) END AS role"
    }
}
