import Domain
import Foundation

/// The maintenance that deletes for good the reminders deleted longer ago than
/// `DeletedReminders.restoreWindow`, for every account, and the invitations closed and past the
/// daily limit's window (`Sharing.invitationWindow`): once at start, then every `interval`,
/// for as long as the task running it lives. Until then a deleted reminder is only marked (and
/// no read sees it); between rounds one past the window can linger a little, unseen and no
/// longer restorable.
public struct DeletedReminderPurge: Sendable {
    /// Five minutes: a round costs a range of a small index, so it could run more often, but
    /// nothing is gained, since nobody sees what waits for it.
    public static let defaultInterval: Duration = .seconds(5 * 60)

    private let database: AppDatabase
    private let clock: any CalendarClock
    private let interval: Duration

    /// A purge of `database`, reading the time from `clock`: the clock that stamps deletions.
    public init(database: AppDatabase, clock: any CalendarClock, interval: Duration = defaultInterval) {
        self.database = database
        self.clock = clock
        self.interval = interval
    }

    /// One round: deletes the reminders deleted before the earliest deletion still restorable
    /// now, and the invitations nothing needs any more.
    /// - Returns: how many reminders were deleted.
    public func purgeOnce() async throws(RepositoryError) -> Int {
        let now = clock.now()
        _ = try await database.purgeClosedInvitations(madeBefore: now.addingTimeInterval(-Sharing.invitationWindow), now: now)
        return try await database.purgeDeletedReminders(deletedBefore: DeletedReminders.oldestRestorable(at: now))
    }

    /// Runs a round at once, then one every `interval`, until the task is cancelled; each round's
    /// result goes to `report` (a failed round is reported, and the next one tries again).
    /// Cancel the task and wait for it before closing the database.
    public func run(report: @Sendable (Result<Int, RepositoryError>) -> Void) async {
        while !Task.isCancelled {
            do {
                report(.success(try await purgeOnce()))
            } catch {
                // A round cut short by shutdown is no failure to report.
                if Task.isCancelled { return }
                report(.failure(error))
            }
            do { try await Task.sleep(for: interval) } catch { return }
        }
    }
}
