extension AppDatabase {
    /// The browsers' Web Push subscriptions, one row per device a person switched push on in.
    ///
    /// - `endpoint` is UNIQUE: it names one browser's subscription at its push service, and a
    ///   browser that subscribes again (after signing in as someone else, say) replaces its row
    ///   (`SQLitePushSubscriptionRepository.add`) instead of being notified twice. (Until
    ///   `v19-push-devices`, which makes rows unique per account and endpoint: a row is never
    ///   moved to another account.)
    /// - The keys are kept as the bytes they are, their sizes checked (a P-256 point uncompressed,
    ///   65 bytes; the authentication secret, 16).
    /// - `userID` references `user` with ON DELETE CASCADE: a deleted account's devices go with
    ///   it. `pushSubscription_userID` gives a person's devices in order and spares the
    ///   account's deletion a scan.
    static let schemaV17PushSubscriptions = """
        CREATE TABLE pushSubscription (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            userID INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
            endpoint TEXT NOT NULL UNIQUE,
            p256dh BLOB NOT NULL CHECK (length(p256dh) = 65),
            auth BLOB NOT NULL CHECK (length(auth) = 16),
            deviceName TEXT NOT NULL,
            createdAt REAL NOT NULL
        );
        CREATE INDEX pushSubscription_userID ON pushSubscription(userID, id);
        """
}
