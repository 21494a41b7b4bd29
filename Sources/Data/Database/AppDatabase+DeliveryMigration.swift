extension AppDatabase {
    /// `v18-delivery`: one delivery engine for everything sent (`OutboxDelivery`).
    ///
    /// - `outbox` is made again (SQLite cannot change a CHECK) with the `webhook` channel,
    ///   `destination` (`mail`, `push:ID`, `webhook`: a failing one rests, all its queued messages
    ///   postponed together; `outbox_destination`), `accountID` (whom it is for: claims take turns
    ///   between accounts), `feedbackID` (the feedback a webhook message posts) and `leaseOwner`
    ///   (the process that claimed it) instead of a lease with a fixed end. Rows keep their ids;
    ///   an old mail's account is its alert's owner where it has one.
    /// - `deliveryProcess`: each process delivering, with its last heartbeat. A lease whose owner's
    ///   heartbeat is older than `DeliveryProcess.ownerPresumedDeadAfter`, or which has none, is
    ///   taken over; a process that stops deletes its row and releases its leases.
    /// - The queued feedback moves to the outbox (its delivery), keeping its attempts;
    ///   `feedback` stays the operator's record, its status written by the outbox's outcomes.
    ///   `feedback_due` goes: nothing reads feedback by due time any more.
    /// - `pushSubscriptionFailure`: since when a device has been failing, and when it was
    ///   disabled. It counts for the subscription as it was (`subscribedAt`, its `createdAt`):
    ///   the browser subscribing again gives it a new `createdAt`, and the failures of before
    ///   no longer count.
    static let schemaV18Delivery = """
        CREATE TABLE outbox_v18 (
            id INTEGER PRIMARY KEY,
            channel TEXT NOT NULL CHECK (channel IN ('mail', 'push', 'webhook')),
            destination TEXT NOT NULL,
            accountID INTEGER,
            payload TEXT NOT NULL,
            subscriptionID INTEGER,
            feedbackID INTEGER,
            alertReminderID INTEGER,
            alertAt REAL,
            createdAt REAL NOT NULL,
            attempts INTEGER NOT NULL DEFAULT 0,
            nextAttemptAt REAL,
            leaseOwner TEXT,
            sentAt REAL,
            droppedAt REAL,
            lastError TEXT
        );
        INSERT INTO outbox_v18 (
            id, channel, destination, accountID, payload, subscriptionID, alertReminderID, alertAt, createdAt, attempts,
            nextAttemptAt, sentAt, droppedAt, lastError
        )
        SELECT id, channel, CASE channel WHEN 'push' THEN 'push:' || subscriptionID ELSE 'mail' END,
               COALESCE((SELECT userID FROM pushSubscription WHERE pushSubscription.id = outbox.subscriptionID),
                        (SELECT ownerID FROM reminder WHERE reminder.id = outbox.alertReminderID)),
               payload, subscriptionID, alertReminderID, alertAt, createdAt, attempts, nextAttemptAt, sentAt, droppedAt, lastError
          FROM outbox;
        DROP TABLE outbox;
        ALTER TABLE outbox_v18 RENAME TO outbox;
        CREATE INDEX outbox_due ON outbox(nextAttemptAt) WHERE nextAttemptAt IS NOT NULL;
        CREATE INDEX outbox_destination ON outbox(destination) WHERE nextAttemptAt IS NOT NULL;
        CREATE INDEX outbox_leaseOwner ON outbox(leaseOwner) WHERE leaseOwner IS NOT NULL;

        CREATE TABLE deliveryProcess (id TEXT PRIMARY KEY NOT NULL, heartbeatAt REAL NOT NULL) WITHOUT ROWID;

        INSERT INTO outbox (channel, destination, accountID, payload, feedbackID, createdAt, attempts, nextAttemptAt)
        SELECT 'webhook', 'webhook', userID, '', id, createdAt, attempts, nextAttemptAt FROM feedback WHERE status = 'queued' ORDER BY id;
        DROP INDEX feedback_due;

        CREATE TABLE pushSubscriptionFailure (
            subscriptionID INTEGER PRIMARY KEY REFERENCES pushSubscription(id) ON DELETE CASCADE,
            subscribedAt REAL NOT NULL,
            failingSince REAL NOT NULL,
            disabledAt REAL
        );
        """
}
