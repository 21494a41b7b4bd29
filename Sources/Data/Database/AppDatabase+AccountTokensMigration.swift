extension AppDatabase {
    /// The links mailed to people (address confirmation, password reset) and the confirmed address.
    ///
    /// - `accountToken` keeps a link's token only as its SHA-256 (`tokenHash`, the key), as
    ///   `session` does: a copy of the database follows no link. A token has 256 random bits, so a
    ///   plain hash is enough.
    /// - `usedAt` makes a link single-use: redeeming sets it with `WHERE usedAt IS NULL AND
    ///   expiresAt > now` in the same transaction as what the link does, so two clicks at once
    ///   redeem it once.
    /// - `accountToken_user` gives "when was the last link sent" (the resend interval) as one
    ///   step of an index, and spares the account's deletion a scan (ON DELETE CASCADE).
    /// - `user.emailConfirmedAt`: when the address was confirmed; NULL for every account from
    ///   before (they confirm like new ones).
    static let schemaV16AccountTokens = """
        CREATE TABLE accountToken (
            tokenHash BLOB PRIMARY KEY NOT NULL,
            userID INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
            purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'reset')),
            createdAt REAL NOT NULL,
            expiresAt REAL NOT NULL,
            usedAt REAL
        ) WITHOUT ROWID;
        CREATE INDEX accountToken_user ON accountToken(userID, purpose, createdAt);
        ALTER TABLE user ADD COLUMN emailConfirmedAt REAL;
        """
}
