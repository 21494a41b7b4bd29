extension AppDatabase {
    /// Each account's settings, as columns of `user`: the session's one read of its user (every
    /// signed-in request) brings them along, so that applying them costs no query.
    ///
    /// - `language` is a code of the string catalog, `en` for the accounts made before.
    /// - `timeZone` is an IANA name; NULL follows the server's `--time-zone` (the accounts made
    ///   before settings existed saw that zone, and still do until they choose).
    /// - `weekStart` is `WeekStart`'s raw value.
    /// - `defaultListID` references `reminderList` with ON DELETE SET NULL: deleting the list
    ///   falls back to the first list, in the same statement. The use case checks that the list is
    ///   the person's own; the key only keeps the reference from dangling.
    static let schemaV8Settings = """
        ALTER TABLE user ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
        ALTER TABLE user ADD COLUMN timeZone TEXT;
        ALTER TABLE user ADD COLUMN weekStart TEXT NOT NULL DEFAULT 'monday';
        ALTER TABLE user ADD COLUMN defaultListID INTEGER REFERENCES reminderList(id) ON DELETE SET NULL;
        """
}
