import Domain
import Foundation
import GRDB

extension AppDatabase {
    /// The purge's statement: the deleted rows before the cutoff `?`, a range of `reminder_deletedAt`.
    static let purgeDeletedRemindersSQL = "DELETE FROM reminder WHERE deletedAt < ?"

    /// Deletes for good the reminders of every account deleted before `deletedBefore`, in one
    /// transaction (their search text with them, by the triggers; the counts never held them).
    /// - Returns: how many were deleted.
    /// - Throws: `RepositoryError.unavailable` when the database cannot be written.
    public func purgeDeletedReminders(deletedBefore: Date) async throws(RepositoryError) -> Int {
        try await write { db in
            try db.execute(sql: Self.purgeDeletedRemindersSQL, arguments: [deletedBefore.timeIntervalSince1970])
            return db.changesCount
        }
    }

    /// The invitations' purge: those made before `?1` that are answered, or expired at `?2`, a
    /// range of `listInvitation_created`.
    static let purgeClosedInvitationsSQL = """
        DELETE FROM listInvitation WHERE createdAt < ?1 AND (answer IS NOT NULL OR expiresAt <= ?2)
        """

    /// Deletes the invitations that are closed (answered, withdrawn or expired) at `now` and made
    /// before `madeBefore`, when the daily limit no longer counts them (`Sharing.invitationWindow`).
    /// - Returns: how many were deleted.
    public func purgeClosedInvitations(madeBefore: Date, now: Date) async throws(RepositoryError) -> Int {
        try await write { db in
            try db.execute(sql: Self.purgeClosedInvitationsSQL, arguments: [madeBefore.timeIntervalSince1970, now.timeIntervalSince1970])
            return db.changesCount
        }
    }
}
