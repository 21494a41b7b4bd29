import Domain
import Foundation
import GRDB

extension AppDatabase {
    /// The schema, one named migration per change; never edit a migration that has shipped.
    ///
    /// Design (see also the repositories' queries):
    /// - `reminderList.nameKey` is the name folded by `String.foldedKey` (Unicode case, NFC), with a
    ///   UNIQUE index: SQLite's NOCASE only folds ASCII, and "École" must clash with "école". The
    ///   same index gives the lists in name order.
    /// - `reminderList.openCount`/`completedCount` are kept by triggers in the transaction of every
    ///   insert, delete, completion and move, so a list page's total is O(1) at any size.
    /// - `reminder.dueSort` (generated) is `YYYY-MM-DD` for a day alone, `YYYY-MM-DDTHH:MM` with a
    ///   time, and `~` with no due date: plain text order then is the protocol's order (a prefix
    ///   sorts before its extensions, so a day alone precedes its times; `~` follows every digit).
    /// - `reminder.isCompleted` (generated) puts open reminders first in the indexes, so every
    ///   page is a range of an index read in order: no sort, and LIMIT stops the scan.
    /// - `reminderSearch` is an FTS5 trigram index over the title's and notes' search keys (external
    ///   content, kept by triggers), for substring search of three characters or more.
    /// - `v2-accounts` adds users and sessions and gives lists and reminders an owner; its
    ///   reasons are beside `schemaV2Accounts`.
    /// - `v3-list-page-index` makes a list's page one read of one index; its reasons are beside
    ///   `schemaV3ListPageIndex`.
    /// - `v4-server-secrets` keeps the secrets the server signs with (`serverSecret(named:)`), in
    ///   the database so that every process serving it signs alike.
    /// - `v5-health-probe` holds the one row the health check rewrites to learn whether the
    ///   store can still write (`probeWrite()`).
    /// - `v6-flags` gives reminders a flag; its reasons are beside `schemaV6Flags`.
    /// - `v7-deleted-reminders` keeps a deleted reminder, marked, for the time it can be restored;
    ///   its reasons are beside `schemaV7DeletedReminders`.
    /// - `v8-settings` gives each account its settings; its reasons are beside `schemaV8Settings`.
    /// - `v13-sort-orders` gives each list its order and reminders a manual one, with an index
    ///   per order; its reasons are beside `schemaV13SortOrders`.
    /// - `v16-account-tokens` keeps the mailed links' tokens (as hashes) and when an address was
    ///   confirmed; its reasons are beside `schemaV16AccountTokens`.
    /// - `v19-push-devices` makes a push device one account's (unique per account and endpoint);
    ///   its reasons are beside `schemaV19PushDevices`.
    /// - `v20-alert-schedule` drops the triggers that scheduled alerts and summaries (Domain's
    ///   `AlertSchedule` does) and computes the stored instants again; its reasons are beside
    ///   `schemaV20AlertSchedule`.
    /// - `v21-placement` drops the triggers that put a new or moved-in reminder at the end of its
    ///   list (Domain's `ManualOrder` does); its reasons are beside `schemaV21Placement`.
    /// - `v22-reminder-link` gives reminders a web link; its reasons are beside
    ///   `migrateV22ReminderLink`.
    /// - `v23-list-appearance` gives each list a colour and an icon; its reasons are beside
    ///   `schemaV23ListAppearance`.
    /// - `v24-reminder-uid` gives each reminder its uid, unique among everyone's; its reasons are
    ///   beside `migrateV24ReminderUID`.
    /// - `v25-search-keys` makes search ignore accents; its reasons are beside
    ///   `migrateV25SearchKeys`.
    ///
    /// `schedule` and `now` are the rule and clock `v20-alert-schedule` computes the stored
    /// instants with (the database's own).
    static func migrator(schedule: AlertSchedule, now: @escaping @Sendable () -> Date) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: schemaV1)
        }
        migrator.registerMigration("v2-accounts") { db in
            try db.execute(sql: schemaV2Accounts)
        }
        migrator.registerMigration("v3-list-page-index") { db in
            try db.execute(sql: schemaV3ListPageIndex)
        }
        migrator.registerMigration("v4-server-secrets") { db in
            try db.execute(sql: "CREATE TABLE serverSecret (name TEXT PRIMARY KEY NOT NULL, secret BLOB NOT NULL) WITHOUT ROWID")
        }
        migrator.registerMigration("v5-health-probe") { db in
            try db.execute(sql: "CREATE TABLE healthProbe (id INTEGER PRIMARY KEY CHECK (id = 1), checkedAt REAL NOT NULL)")
        }
        migrator.registerMigration("v6-flags") { db in
            try db.execute(sql: schemaV6Flags)
        }
        migrator.registerMigration("v7-deleted-reminders") { db in
            try db.execute(sql: schemaV7DeletedReminders)
        }
        migrator.registerMigration("v8-settings") { db in
            try db.execute(sql: schemaV8Settings)
        }
        // v9-feedback: the feedback queue; its reasons are beside `schemaV9Feedback`.
        migrator.registerMigration("v9-feedback") { db in
            try db.execute(sql: schemaV9Feedback)
        }
        // v10-subtasks-repeats-tags: its reasons are beside `schemaV10SubtasksRepeatsTags`.
        migrator.registerMigration("v10-subtasks-repeats-tags") { db in
            try db.execute(sql: schemaV10SubtasksRepeatsTags)
        }
        // v11-subtasks: a list page's reads of its subtasks; its reasons are beside `schemaV11Subtasks`.
        migrator.registerMigration("v11-subtasks") { db in
            try db.execute(sql: schemaV11Subtasks)
        }
        // v13-sort-orders: a list's order, and the manual one; its reasons are beside `schemaV13SortOrders`.
        migrator.registerMigration("v13-sort-orders") { db in
            try db.execute(sql: schemaV13SortOrders)
        }
        // v14-top-level-order-indexes: its reasons are beside `schemaV14TopLevelOrderIndexes`.
        migrator.registerMigration("v14-top-level-order-indexes") { db in
            try db.execute(sql: schemaV14TopLevelOrderIndexes)
        }
        // v15-alerts: alerts, notification settings, the summary's time, the outbox; its reasons
        // are beside `schemaV15Alerts`.
        migrator.registerMigration("v15-alerts") { db in
            try db.execute(sql: schemaV15Alerts)
        }
        // v16-account-tokens: the mailed links' tokens and the confirmed address; its reasons are
        // beside `schemaV16AccountTokens`.
        migrator.registerMigration("v16-account-tokens") { db in
            try db.execute(sql: schemaV16AccountTokens)
        }
        // v17-push-subscriptions: the browsers' Web Push subscriptions; its reasons are beside `schemaV17PushSubscriptions`.
        migrator.registerMigration("v17-push-subscriptions") { db in
            try db.execute(sql: schemaV17PushSubscriptions)
        }
        // v18-delivery: one delivery engine (feedback in the outbox, leases with an owner and a
        // heartbeat, destinations, failing devices); its reasons are beside `schemaV18Delivery`.
        migrator.registerMigration("v18-delivery") { db in
            try db.execute(sql: schemaV18Delivery)
        }
        // v19-push-devices: a push device belongs to one account; its reasons are beside `schemaV19PushDevices`.
        migrator.registerMigration("v19-push-devices") { db in
            try db.execute(sql: schemaV19PushDevices)
        }
        // v20-alert-schedule: the scheduling triggers go, the instants are computed again by
        // Domain's rule; its reasons are beside `schemaV20AlertSchedule`.
        migrator.registerMigration("v20-alert-schedule") { db in
            try migrateV20AlertSchedule(db, schedule: schedule, now: now())
        }
        // v21-placement: the triggers that placed new and moved-in reminders go, Domain's
        // `ManualOrder` decides; its reasons are beside `schemaV21Placement`.
        migrator.registerMigration("v21-placement") { db in
            try db.execute(sql: schemaV21Placement)
        }
        // v22-reminder-link: a reminder's web link; its reasons are beside `migrateV22ReminderLink`.
        migrator.registerMigration("v22-reminder-link") { db in
            try migrateV22ReminderLink(db)
        }
        // v23-list-appearance: a list's colour and icon; its reasons are beside `schemaV23ListAppearance`.
        migrator.registerMigration("v23-list-appearance") { db in
            try db.execute(sql: schemaV23ListAppearance)
        }
        // v24-reminder-uid: a reminder's identity in files; its reasons are beside `migrateV24ReminderUID`.
        migrator.registerMigration("v24-reminder-uid") { db in
            try migrateV24ReminderUID(db)
        }
        // v25-search-keys: search ignores accents ("kase" finds "Käse"); its reasons are beside `migrateV25SearchKeys`.
        migrator.registerMigration("v25-search-keys") { db in
            try migrateV25SearchKeys(db)
        }
        // v26-smart-counts: Today's, Scheduled's and Flagged's counts kept, not counted per page;
        // its reasons are beside `schemaV26SmartCounts`.
        migrator.registerMigration("v26-smart-counts") { db in
            try db.execute(sql: schemaV26SmartCounts)
        }
        // v27-scheduled-counts: each list's Scheduled count kept as the sum of its due days';
        // its reasons are beside `schemaV27ScheduledCounts`.
        migrator.registerMigration("v27-scheduled-counts") { db in
            try db.execute(sql: schemaV27ScheduledCounts)
        }
        // v28-list-members: the people a list is shared with besides its owner, each with one
        // role; its reasons are beside `schemaV28ListMembers`.
        migrator.registerMigration("v28-list-members") { db in
            try db.execute(sql: schemaV28ListMembers)
        }
        // v29-list-invitations: invitations to a list, by address and role; its reasons are
        // beside `schemaV29ListInvitations`.
        migrator.registerMigration("v29-list-invitations") { db in
            try db.execute(sql: schemaV29ListInvitations)
        }
        // v30-assignees: the member a reminder is assigned to, and each list's member count; its reasons are beside
        // `migrateV30Assignees`.
        migrator.registerMigration("v30-assignees") { db in
            try migrateV30Assignees(db)
        }
        // v31-reminder-alerts: one alert per reminder and recipient, and muting a shared list;
        // its reasons are beside `migrateV31ReminderAlerts`.
        migrator.registerMigration("v31-reminder-alerts") { db in
            try migrateV31ReminderAlerts(db, schedule: schedule, now: now())
        }
        // v32-completed-by: who completed a reminder of a shared list; its reasons are beside
        // `migrateV32CompletedBy`.
        migrator.registerMigration("v32-completed-by") { db in
            try migrateV32CompletedBy(db)
        }
        return migrator
    }

    /// The migrations with the system's clock and time zone: for tests that make a file of an
    /// older release (`migrate(_:upTo:)` a version before `v20-alert-schedule`).
    static var migrator: DatabaseMigrator {
        migrator(schedule: AlertSchedule(serverTimeZone: .current), now: { Date() })
    }

    private static let schemaV1 = """
        CREATE TABLE reminderList (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            name TEXT NOT NULL,
            nameKey TEXT NOT NULL,
            createdAt REAL NOT NULL,
            openCount INTEGER NOT NULL DEFAULT 0,
            completedCount INTEGER NOT NULL DEFAULT 0
        );
        CREATE UNIQUE INDEX reminderList_nameKey ON reminderList(nameKey);

        CREATE TABLE reminder (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            listID INTEGER NOT NULL REFERENCES reminderList(id) ON DELETE CASCADE,
            title TEXT NOT NULL,
            notes TEXT,
            dueDate TEXT,
            dueTime TEXT,
            priority TEXT NOT NULL DEFAULT 'none',
            completedAt REAL,
            createdAt REAL NOT NULL,
            titleKey TEXT NOT NULL,
            notesKey TEXT,
            isCompleted INTEGER NOT NULL GENERATED ALWAYS AS (completedAt IS NOT NULL) STORED,
            dueSort TEXT NOT NULL GENERATED ALWAYS AS (
                CASE WHEN dueDate IS NULL THEN '~'
                     WHEN dueTime IS NULL THEN dueDate
                     ELSE dueDate || 'T' || dueTime END) STORED
        );
        -- A list's page, open first (WHERE listID = ? [AND isCompleted = 0]).
        CREATE INDEX reminder_listOrder ON reminder(listID, isCompleted, dueSort, createdAt);
        -- Today and Scheduled (ranges of open dueSort), and the order of search results.
        CREATE INDEX reminder_order ON reminder(isCompleted, dueSort, createdAt);
        -- Completed, most recent first.
        CREATE INDEX reminder_completedAt ON reminder(completedAt) WHERE completedAt IS NOT NULL;

        CREATE VIRTUAL TABLE reminderSearch USING fts5(
            titleKey, notesKey,
            content = 'reminder', content_rowid = 'id',
            tokenize = 'trigram case_sensitive 1'
        );

        CREATE TRIGGER reminder_afterInsert AFTER INSERT ON reminder BEGIN
            UPDATE reminderList
               SET openCount = openCount + (NEW.completedAt IS NULL),
                   completedCount = completedCount + (NEW.completedAt IS NOT NULL)
             WHERE id = NEW.listID;
            INSERT INTO reminderSearch(rowid, titleKey, notesKey) VALUES (NEW.id, NEW.titleKey, NEW.notesKey);
        END;

        CREATE TRIGGER reminder_afterDelete AFTER DELETE ON reminder BEGIN
            UPDATE reminderList
               SET openCount = openCount - (OLD.completedAt IS NULL),
                   completedCount = completedCount - (OLD.completedAt IS NOT NULL)
             WHERE id = OLD.listID;
            INSERT INTO reminderSearch(reminderSearch, rowid, titleKey, notesKey)
                VALUES ('delete', OLD.id, OLD.titleKey, OLD.notesKey);
        END;

        CREATE TRIGGER reminder_afterUpdateOfListOrCompletion AFTER UPDATE OF listID, completedAt ON reminder
        WHEN OLD.listID IS NOT NEW.listID OR (OLD.completedAt IS NULL) IS NOT (NEW.completedAt IS NULL)
        BEGIN
            UPDATE reminderList
               SET openCount = openCount - (OLD.completedAt IS NULL),
                   completedCount = completedCount - (OLD.completedAt IS NOT NULL)
             WHERE id = OLD.listID;
            UPDATE reminderList
               SET openCount = openCount + (NEW.completedAt IS NULL),
                   completedCount = completedCount + (NEW.completedAt IS NOT NULL)
             WHERE id = NEW.listID;
        END;

        CREATE TRIGGER reminder_afterUpdateOfText AFTER UPDATE OF titleKey, notesKey ON reminder
        WHEN OLD.titleKey IS NOT NEW.titleKey OR OLD.notesKey IS NOT NEW.notesKey
        BEGIN
            INSERT INTO reminderSearch(reminderSearch, rowid, titleKey, notesKey)
                VALUES ('delete', OLD.id, OLD.titleKey, OLD.notesKey);
            INSERT INTO reminderSearch(rowid, titleKey, notesKey) VALUES (NEW.id, NEW.titleKey, NEW.notesKey);
        END;
        """

    /// `reminder_listPage` replaces `reminder_listOrder` with the same order, followed by every
    /// other column of `reminder`, so that a list's page is read from the index alone.
    ///
    /// - Why every column: a query that names a generated column (`isCompleted`, `dueSort`, which
    ///   the page's filter and order do) counts, for SQLite, as using every column of the table, so
    ///   only an index holding them all is covering. Without it, each of a page's 50 rows cost a
    ///   seek into the table, the larger part of SQLite's time in a profile of the list page. A column
    ///   added to `reminder` later must be added to this index too: the migration that adds it
    ///   calls `rebuildListPageIndex(_:)`, and `ReminderColumnsTests` fails otherwise.
    /// - `id` follows `createdAt` explicitly: the order ends with it, and after `createdAt` the
    ///   index now holds other columns, so the implicit rowid at the end no longer gives that order.
    /// - The price: the index repeats the rows (a title, notes up to 2,000 characters), so the file
    ///   grows (the benchmark's 100,050 reminders: 28.0 MB before, 37.2 MB after) and a write
    ///   changes a larger index entry.
    static let schemaV3ListPageIndex = """
        CREATE INDEX reminder_listPage ON reminder(
            listID, isCompleted, dueSort, createdAt, id,
            title, notes, dueDate, dueTime, priority, completedAt, titleKey, notesKey, ownerID
        );
        DROP INDEX reminder_listOrder;
        """

    /// `reminder.isFlagged`, 0 or 1 (0 for every reminder already stored).
    ///
    /// - `reminder_listPage` must hold every column of `reminder` to stay covering (see
    ///   `schemaV3ListPageIndex`), so it is made again with the new column at its end; the
    ///   order it gives a list's page is the same. `ListPageIndexTests` checks both.
    /// - `reminder_ownerFlagged` serves the Flagged smart list: the owner's flagged reminders,
    ///   open first and then in the order of the others, so its page is a range read in order
    ///   (no sort, LIMIT stops the scan) and its count the same range. Partial, so that it holds
    ///   the flagged reminders only (few, in practice) and costs the others nothing.
    static let schemaV6Flags = """
        ALTER TABLE reminder ADD COLUMN isFlagged INTEGER NOT NULL DEFAULT 0 CHECK (isFlagged IN (0, 1));
        DROP INDEX reminder_listPage;
        CREATE INDEX reminder_listPage ON reminder(
            listID, isCompleted, dueSort, createdAt, id,
            title, notes, dueDate, dueTime, priority, completedAt, titleKey, notesKey, ownerID, isFlagged
        );
        CREATE INDEX reminder_ownerFlagged ON reminder(ownerID, isCompleted, dueSort, createdAt) WHERE isFlagged = 1;
        """
}
