import GRDB

extension AppDatabase {
    /// `v30-assignees`: the member a reminder of a shared list is assigned to (issue 29), and how
    /// many members each list has.
    ///
    /// - `reminder.assigneeID` references the account and is set NULL when it is deleted: the
    ///   reminder stays in its list, no one's. Who may be assigned is Domain's rule (`Assignees`),
    ///   applied by every write of a row (`ReminderRecord.keepAssignee`); no CHECK or trigger decides it.
    /// - `reminder_assignee`: "Assigned to Me", one range in the smart lists' order (open first,
    ///   then by due date), and the foreign key's lookup when an account goes. Partial: only the
    ///   few assigned rows. `deletedAt` is a column of it rather than its condition, so that the
    ///   foreign key's lookup, which asks for deleted rows too, can use it.
    /// - `reminderList.memberCount`: the people besides the owner on the list, kept by triggers on
    ///   `listMember` like the lists' other counts, so that the lists every page reads say whether
    ///   a list is shared (`ReminderListSummary.hasMembers`: the editor's choice of assignee, and
    ///   Assigned to Me in the sidebar) without a probe of `listMember` per list.
    /// - Existing reminders are no one's; existing lists are counted. The list page's covering
    ///   index is made again with the new column (`rebuildListPageIndex`), since a row shows its assignee.
    static func migrateV30Assignees(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE reminder ADD COLUMN assigneeID INTEGER REFERENCES user(id) ON DELETE SET NULL;
            CREATE INDEX reminder_assignee ON reminder(assigneeID, deletedAt, isCompleted, dueSort, createdAt, id) WHERE assigneeID IS NOT NULL;
            ALTER TABLE reminderList ADD COLUMN memberCount INTEGER NOT NULL DEFAULT 0;
            UPDATE reminderList SET memberCount = (SELECT COUNT(*) FROM listMember WHERE listID = reminderList.id);
            CREATE TRIGGER listMember_countAfterInsert AFTER INSERT ON listMember BEGIN
                UPDATE reminderList SET memberCount = memberCount + 1 WHERE id = NEW.listID;
            END;
            CREATE TRIGGER listMember_countAfterDelete AFTER DELETE ON listMember BEGIN
                UPDATE reminderList SET memberCount = memberCount - 1 WHERE id = OLD.listID;
            END;
            """)
        try AppDatabase.rebuildListPageIndex(db)
    }
}
