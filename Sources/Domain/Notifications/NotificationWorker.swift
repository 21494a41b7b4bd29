import Foundation

/// Runs the scheduler's and the delivery engine's rounds in the background, until its task is
/// cancelled: one at once when it starts — so a restart sends what came due while the server was
/// down, and what was queued before — then one whenever the next alert or summary comes due, at
/// least one every `interval` (for messages queued by pages, feedback, and retries whose time has
/// come), and the next at once while a round leaves more due (a full batch, or messages postponed) (a backlog goes a batch a round,
/// with the scheduler's rounds between, so alerts coming due meanwhile are queued on time). When
/// cancelled it gives up its leases (`OutboxDelivery.retire()`), so another process takes over at once.
public final class NotificationWorker: Sendable {
    /// Five seconds: a mail a page queued (a password reset) leaves within that; a round with
    /// nothing due is two reads of small indexes.
    public static let defaultInterval: Duration = .seconds(5)

    private let scheduler: AlertScheduler
    private let delivery: OutboxDelivery
    private let interval: Duration
    private let clock: any CalendarClock

    /// A worker running `scheduler`'s rounds, then `delivery`'s.
    public init(scheduler: AlertScheduler, delivery: OutboxDelivery, clock: any CalendarClock, interval: Duration = defaultInterval) {
        self.scheduler = scheduler
        self.delivery = delivery
        self.clock = clock
        self.interval = interval
    }

    /// Runs rounds until the task is cancelled, handing every outcome to `reportAlert` and
    /// `reportDelivery`. Cancel it and wait for it before closing the store.
    public func run(
        reportAlert: @escaping @Sendable (AlertOutcome) -> Void, reportDelivery: @escaping @Sendable (OutboxOutcome) -> Void
    ) async {
        var backlogged = false
        // Ends when the task is cancelled: the pause then throws.
        repeat {
            await scheduler.runDue().forEach(reportAlert)
            let round = await delivery.deliverBatch()
            round.outcomes.forEach(reportDelivery)
            backlogged = round.leftMoreDue
        } while (try? await Task.sleep(for: backlogged ? .zero : await pause())) != nil
        // A task of its own: this one is cancelled, and the store may refuse a cancelled task's write.
        await Task { [delivery] in
            do throws(RepositoryError) {
                try await delivery.retire()
            } catch {
                reportDelivery(.storageFailed(error))
            }
        }.value
    }

    /// Until the next alert or summary is due, if sooner than `interval` — and not less than a
    /// second, so that one the round could not claim (the store failing) makes no busy loop.
    private func pause() async -> Duration {
        guard let next = try? await scheduler.nextDue() else { return interval }
        let wait = Duration.milliseconds(Int64(max(1, next.timeIntervalSince(clock.now())) * 1000))
        return min(wait, interval)
    }
}
