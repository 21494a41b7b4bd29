import Domain
import Entities
import GRDB

extension SQLiteReminderRepository {
    /// The rows of owner `?` that carry tag key `?` (owner again first): a range of
    /// `reminderTag_owner`, each reminder found by its id, then sorted. A tag holds few of a
    /// person's reminders, so sorting them beats reading the owner's whole order index (which
    /// SQLite would choose for `ownerID = ?`: the `+` keeps it from that index).
    static let taggedFilter = "+ownerID = ? AND id IN (SELECT reminderID FROM reminderTag WHERE ownerID = ? AND tagKey = ?)"

    /// Each tag key of owner `?` with its open reminders' count and one of their `tags` columns
    /// (for the tag's spelling): `reminderTag_owner` read in order, each reminder found by its id.
    static let tagCountsSQL = """
        SELECT t.tagKey, COUNT(*), MIN(r.tags) FROM reminderTag t JOIN reminder r ON r.id = t.reminderID
        WHERE t.ownerID = ? AND r.isCompleted = 0 AND r.\(notDeleted)
        GROUP BY t.tagKey ORDER BY t.tagKey
        """

    /// A page of the reminders tagged `tag` (open ones only unless `includeCompleted`), in the usual order.
    public func reminders(taggedWith tag: Tag, includeCompleted: Bool, page: PageRequest) async throws(RepositoryError) -> Page<Reminder> {
        try await database.read { [owner] db in
            let filter = includeCompleted ? Self.taggedFilter : Self.taggedFilter + " AND +isCompleted = 0"
            return try Self.page(db, where: filter, arguments: [owner, owner, tag.key], orderBy: Self.defaultOrder, page: page)
        }
    }

    /// Every tag an open reminder carries, with how many do, by key.
    public func tagCounts() async throws(RepositoryError) -> [TagCount] {
        try await database.read { [owner] db in
            try Row.fetchAll(db.cachedStatement(sql: Self.tagCountsSQL), arguments: [owner]).compactMap { row -> TagCount? in
                let key: String = row[0]
                // The spelling one of its reminders gave it; the key itself if none parses.
                let tag = ReminderRecord.tags(row[2]).first { $0.key == key } ?? Tag(key)
                return tag.map { TagCount(tag: $0, openCount: row[1]) }
            }
        }
    }
}
