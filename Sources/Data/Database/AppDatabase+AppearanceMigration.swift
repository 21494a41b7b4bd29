extension AppDatabase {
    /// `v23-list-appearance`: each list's colour and icon.
    ///
    /// - `reminderList.color` is `ListColor.rawValue`, `reminderList.icon` `ListIcon.rawValue`;
    ///   every list already stored gets the defaults (`blue`, `list`), the look every list had.
    /// - No CHECK lists the cases, unlike `sortOrder`'s: SQLite cannot change a column's CHECK
    ///   without making the table again (and `reminderList` has triggers and foreign keys pointing
    ///   at it), while a palette or a set of icons is what grows. A name this version does not
    ///   know (written by a newer one) reads as the default (`ListColor(storedName:)`), so the
    ///   store needs no rule of its own; every write comes from the enums.
    static let schemaV23ListAppearance = """
        ALTER TABLE reminderList ADD COLUMN color TEXT NOT NULL DEFAULT 'blue';
        ALTER TABLE reminderList ADD COLUMN icon TEXT NOT NULL DEFAULT 'list';
        """
}
