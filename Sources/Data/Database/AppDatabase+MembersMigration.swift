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
    /// - `inSmartLists`: whether the member's smart lists (Today, Scheduled, Flagged, All,
    ///   Completed) and their counts take the list's reminders; 1 until they hide it.
    /// - Nothing here decides who may do what: `ListAccessPolicy` (Domain) holds each role to its
    ///   permissions; the store only answers the role (`SQLiteListAccessRepository`).
    static let schemaV28ListMembers = """
        CREATE TABLE listMember (
            listID INTEGER NOT NULL REFERENCES reminderList(id) ON DELETE CASCADE,
            userID INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
            role TEXT NOT NULL CHECK (role IN ('editor', 'viewer')),
            joinedAt REAL NOT NULL,
            inSmartLists INTEGER NOT NULL DEFAULT 1 CHECK (inSmartLists IN (0, 1)),
            PRIMARY KEY (listID, userID)
        ) WITHOUT ROWID;
        CREATE INDEX listMember_user ON listMember(userID, listID);
        """
}

extension AppDatabase {
    /// Invitations to a list (issue 29): an address and a role, from the person who invited, open
    /// until answered or expired.
    ///
    /// - By address, never by account: inviting writes the same row whether the address has an
    ///   account or not, and whoever holds (and, where mail is sent, confirmed) it sees it.
    /// - `answer`: how it ended (accepted, declined, withdrawn); NULL while open. An expired one
    ///   stays open in the table but is no longer offered (`expiresAt`, read at the time).
    /// - `listInvitation_open`: at most one open invitation per list and address; a new one
    ///   withdraws the older in the same transaction, so the latest role asked for is the one offered.
    /// - `listInvitation_address`: "the invitations to me", one range of the open ones.
    /// - `listInvitation_inviter`: the daily limit, one range of the person's recent ones.
    /// - `listInvitation_created`: the purge of those closed and past the daily limit's window
    ///   (`AppDatabase.purgeClosedInvitations`), one range of the oldest.
    /// - Both foreign keys cascade: a deleted list or account leaves no invitation behind.
    static let schemaV29ListInvitations = """
        CREATE TABLE listInvitation (
            id INTEGER PRIMARY KEY,
            listID INTEGER NOT NULL REFERENCES reminderList(id) ON DELETE CASCADE,
            inviterID INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
            email TEXT NOT NULL,
            role TEXT NOT NULL CHECK (role IN ('editor', 'viewer')),
            createdAt REAL NOT NULL,
            expiresAt REAL NOT NULL,
            answeredAt REAL,
            answer TEXT CHECK (answer IN ('accepted', 'declined', 'withdrawn'))
        );
        CREATE UNIQUE INDEX listInvitation_open ON listInvitation(listID, email) WHERE answer IS NULL;
        CREATE INDEX listInvitation_address ON listInvitation(email, createdAt) WHERE answer IS NULL;
        CREATE INDEX listInvitation_inviter ON listInvitation(inviterID, createdAt);
        CREATE INDEX listInvitation_created ON listInvitation(createdAt);
        """
}
