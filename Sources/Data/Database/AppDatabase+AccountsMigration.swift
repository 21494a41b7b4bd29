extension AppDatabase {
    /// Accounts, sessions, and an owner for every list and reminder.
    ///
    /// - `user.email` is stored normalized (trimmed, lowercased, by `EmailRule`), so a plain
    ///   UNIQUE index is the "one account per address" rule. `passwordHash` is the hasher's
    ///   self-describing string (algorithm, parameters, salt, hash).
    /// - `session.tokenHash` is the SHA-256 of the token the browser holds: the database never
    ///   holds a live token, so a copy of it signs nobody in. `csrfToken` is the session's form secret.
    ///   `session_userID` serves "sign out everywhere else" and the cascade from `user`.
    /// - `reminderList.ownerID` references `user` with ON DELETE CASCADE: deleting an account deletes
    ///   its lists, and with them (by `reminder.listID`'s cascade) their reminders, in one statement.
    ///   It is NULL only for lists made before accounts existed (an older file, or one filled by
    ///   `seed` without an owner): nobody sees those — every query asks for `ownerID = ?` — until
    ///   the first account is created, which adopts them (`SQLiteUserRepository.create`). SQLite
    ///   cannot add a NOT NULL column without a default, and no default user exists to give them.
    /// - List names are unique per owner now: `(ownerID, nameKey)`, which also lists one owner's
    ///   lists in name order.
    /// - `reminder.ownerID` is a copy of its list's owner, set by triggers on insert and move (a
    ///   list never changes owner after adoption), so that Today, Scheduled, Completed and search read
    ///   one owner's rows in index order: `(ownerID, isCompleted, dueSort, createdAt)` replaces
    ///   `reminder_order` and `(ownerID, completedAt)` replaces `reminder_completedAt`. A list's
    ///   page is still a range of `reminder_listOrder`, once the list is known to be the owner's.
    static let schemaV2Accounts = """
        CREATE TABLE user (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            email TEXT NOT NULL UNIQUE,
            displayName TEXT NOT NULL,
            passwordHash TEXT NOT NULL,
            createdAt REAL NOT NULL
        );

        CREATE TABLE session (
            tokenHash BLOB NOT NULL PRIMARY KEY,
            userID INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
            csrfToken TEXT NOT NULL,
            createdAt REAL NOT NULL,
            lastSeenAt REAL NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX session_userID ON session(userID);

        ALTER TABLE reminderList ADD COLUMN ownerID INTEGER REFERENCES user(id) ON DELETE CASCADE;
        DROP INDEX reminderList_nameKey;
        CREATE UNIQUE INDEX reminderList_ownerName ON reminderList(ownerID, nameKey);

        ALTER TABLE reminder ADD COLUMN ownerID INTEGER;
        DROP INDEX reminder_order;
        CREATE INDEX reminder_ownerOrder ON reminder(ownerID, isCompleted, dueSort, createdAt);
        DROP INDEX reminder_completedAt;
        CREATE INDEX reminder_ownerCompletedAt ON reminder(ownerID, completedAt) WHERE completedAt IS NOT NULL;

        CREATE TRIGGER reminder_ownerAfterInsert AFTER INSERT ON reminder BEGIN
            UPDATE reminder SET ownerID = (SELECT ownerID FROM reminderList WHERE id = NEW.listID) WHERE id = NEW.id;
        END;

        CREATE TRIGGER reminder_ownerAfterMove AFTER UPDATE OF listID ON reminder
        WHEN OLD.listID IS NOT NEW.listID
        BEGIN
            UPDATE reminder SET ownerID = (SELECT ownerID FROM reminderList WHERE id = NEW.listID) WHERE id = NEW.id;
        END;
        """
}
