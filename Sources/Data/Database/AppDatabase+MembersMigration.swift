extension AppDatabase {
    /// The people a list is shared with, besides its owner (issue 29, sharing), each with one role.
    ///
    /// - The owner stays where it was, `reminderList.ownerID`: one column, so a list has exactly
    ///   one owner, and a person's own lists stay one range of `reminderList_ownerName` and of the
    ///   reminders' owner indexes. `listMember` holds only the others, `editor` or `viewer`.
    /// - The key `(listID, userID)`: a person holds exactly one role on a list, so a second grant
    ///   can never silently sit beside (or override) the first.
    /// - `listMember_user`: "the lists shared with me", one range; and the account's deletion
    ///   spares a scan (both foreign keys cascade: a deleted list or account leaves no member).
    /// - `joinedAt`: since when, which decides who takes over a list whose owner deletes their
    ///   account (the longest-standing editor).
    /// - Nothing here decides who may do what: `ListAccessPolicy` (Domain) holds each role to its
    ///   permissions; the store only answers the role (`SQLiteListAccessRepository`).
    static let schemaV28ListMembers = """
        CREATE TABLE listMember (
            listID INTEGER NOT NULL REFERENCES reminderList(id) ON DELETE CASCADE,
            userID INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
            role TEXT NOT NULL CHECK (role IN ('editor', 'viewer')),
            joinedAt REAL NOT NULL,
            PRIMARY KEY (listID, userID)
        ) WITHOUT ROWID;
        CREATE INDEX listMember_user ON listMember(userID, listID);
        """
}
