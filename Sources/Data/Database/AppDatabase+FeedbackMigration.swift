extension AppDatabase {
    /// The feedback people send the operator, queued until delivered, and kept afterwards.
    ///
    /// - A row is written when the person sends the form, before they are thanked, and only its
    ///   status changes afterwards: `queued` (due at `nextAttemptAt`), `delivered` (at
    ///   `deliveredAt`) or `failed` (for `failureReason`, an endpoint's refusal); `attempts` counts
    ///   the tries. The CHECKs hold each status to its column.
    /// - `feedback.userID` references `user` with ON DELETE SET NULL: deleting an account keeps
    ///   the feedback it sent. It was sent to the operator — it may already be in their chat —
    ///   and is theirs as a received email would be; queued, it is still delivered. The copy of
    ///   the email and display name says who wrote. `feedback_userID` spares the account's deletion a
    ///   scan of the table.
    /// - `feedback_due` (partial: the queued rows only, few) gives the delivery the rows due
    ///   at a time as a range read in order, the longest due first, without a scan or a sort.
    static let schemaV9Feedback = """
        CREATE TABLE feedback (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            userID INTEGER REFERENCES user(id) ON DELETE SET NULL,
            email TEXT NOT NULL,
            displayName TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('problem', 'idea', 'other')),
            message TEXT NOT NULL,
            mayReply INTEGER NOT NULL CHECK (mayReply IN (0, 1)),
            createdAt REAL NOT NULL,
            status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'delivered', 'failed')),
            attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
            nextAttemptAt REAL,
            deliveredAt REAL,
            failureReason TEXT,
            CHECK ((status = 'queued') = (nextAttemptAt IS NOT NULL)),
            CHECK ((status = 'delivered') = (deliveredAt IS NOT NULL)),
            CHECK ((status = 'failed') = (failureReason IS NOT NULL))
        );
        CREATE INDEX feedback_due ON feedback(nextAttemptAt) WHERE status = 'queued';
        CREATE INDEX feedback_userID ON feedback(userID);
        """
}
