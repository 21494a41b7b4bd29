import Foundation

/// Runs the scheduler's and the outbox's rounds in the background, until its task is cancelled:
/// one at once when it starts — so a restart sends what came due while the server was down, and
/// what was queued before — then one whenever the next alert or summary comes due, and at least
/// one every `interval` (for messages queued by pages, and retries whose time has come).
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
        // Ends when the task is cancelled: the pause then throws.
        repeat {
            await scheduler.runDue().forEach(reportAlert)
            await delivery.deliverDue().forEach(reportDelivery)
        } while (try? await Task.sleep(for: await pause())) != nil
    }

    /// Until the next alert or summary is due, if sooner than `interval` — and not less than a
    /// second, so that one the round could not claim (the store failing) makes no busy loop.
    private func pause() async -> Duration {
        guard let next = try? await scheduler.nextDue() else { return interval }
        let wait = Duration.milliseconds(Int64(max(1, next.timeIntervalSince(clock.now())) * 1000))
        return min(wait, interval)
    }
}
