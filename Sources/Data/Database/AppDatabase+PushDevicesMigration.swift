extension AppDatabase {
    /// A push device belongs to one account (`v19-push-devices`).
    ///
    /// - `pushSubscription` is rebuilt with `UNIQUE (userID, endpoint)` in place of a UNIQUE
    ///   `endpoint`: before, a second account posting the same endpoint (another person signed in
    ///   on the same browser, or anyone who learned it) moved the row, and with it the first
    ///   account's alerts, to itself. Now each account keeps its own row of a browser; neither
    ///   can see, change or remove the other's, and a browser shared by two accounts gets the
    ///   alerts of both, each encrypted with the keys that account was given.
    /// - Rows, ids and `pushSubscription_userID` are kept as they were (every endpoint was unique).
    /// - How many devices an account may have is `Domain`'s rule (`PushPolicy.maximumDevicesPerAccount`),
    ///   checked in the transaction that adds one (`SQLitePushSubscriptionRepository.add`).
    static let schemaV19PushDevices = """
        CREATE TABLE pushSubscription_v19 (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            userID INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
            endpoint TEXT NOT NULL,
            p256dh BLOB NOT NULL CHECK (length(p256dh) = 65),
            auth BLOB NOT NULL CHECK (length(auth) = 16),
            deviceName TEXT NOT NULL,
            createdAt REAL NOT NULL,
            UNIQUE (userID, endpoint)
        );
        INSERT INTO pushSubscription_v19 (id, userID, endpoint, p256dh, auth, deviceName, createdAt)
            SELECT id, userID, endpoint, p256dh, auth, deviceName, createdAt FROM pushSubscription;
        DROP TABLE pushSubscription;
        ALTER TABLE pushSubscription_v19 RENAME TO pushSubscription;
        CREATE INDEX pushSubscription_userID ON pushSubscription(userID, id);
        """
}
