/// Runs `FeedbackDelivery` rounds in the background: one at once when it starts (so a restart
/// resumes what was queued before), one whenever `wake()` is called (feedback was just stored),
/// and one every `interval` (for the feedback whose next attempt has come), until its task is
/// cancelled. Wakes while a round runs ask for one more round after it, never for several.
public final class FeedbackDeliveryWorker: FeedbackDeliveryTrigger {
    /// Fifteen seconds: half the first wait after a failure, so that a retry comes within 30–45 s;
    /// a round with nothing due is one read of a small index.
    public static let defaultInterval: Duration = .seconds(15)

    private let delivery: FeedbackDelivery
    private let interval: Duration
    private let wakes: AsyncStream<Void>
    private let wakeUp: AsyncStream<Void>.Continuation

    /// A worker running `delivery`'s rounds.
    public init(delivery: FeedbackDelivery, interval: Duration = defaultInterval) {
        self.delivery = delivery
        self.interval = interval
        (wakes, wakeUp) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    /// Asks for a round as soon as the current one (if any) ends; remembered until `run` starts.
    public func wake() {
        wakeUp.yield()
    }

    /// Runs rounds until the task is cancelled, handing every outcome to `report`. Call it once:
    /// cancelling it ends the worker for good. Cancel it and wait for it before closing the store.
    public func run(report: @escaping @Sendable (FeedbackDeliveryOutcome) -> Void) async {
        await withDiscardingTaskGroup { group in
            group.addTask { [interval, wakeUp] in
                while (try? await Task.sleep(for: interval)) != nil { wakeUp.yield() }
            }
            await delivery.deliverDue().forEach(report)
            // Ends when the task is cancelled: the stream then finishes.
            for await _ in wakes {
                await delivery.deliverDue().forEach(report)
            }
            group.cancelAll()
        }
    }
}
