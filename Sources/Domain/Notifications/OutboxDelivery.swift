import Entities
import Foundation

/// The outbox's delivery rule: takes the messages that are due and hands each to its channel —
/// mail to the mail system, push to the subscription's push service — recording what happened:
/// - sent;
/// - dropped when an alert it delivers no longer stands (the reminder was completed, deleted or
///   rescheduled since), its push subscription is gone (removed in Settings, or the push service
///   answered 404/410: then the subscription is removed too), it was refused, the app has no
///   mail system, or it is older than `AlertPolicy.dropAfter`;
/// - otherwise (a mail command that failed or hung, a push service down) kept, due again after
///   `backoff`'s wait. A channel that failed so is not tried again in the same round, so a mail
///   system that hangs costs one time limit per round, and pushes still go.
public struct OutboxDelivery: Sendable {
    /// How many due messages a round reads at a time.
    public static let batchSize = 20

    private let outbox: any OutboxRepository
    private let mail: (any MailTransport)?
    private let push: any PushTransport
    private let subscriptions: any PushSubscriptionRepository
    private let clock: any CalendarClock
    private let backoff: RetryBackoff
    private let policy: AlertPolicy

    /// A delivery from `outbox`.
    /// - Parameters:
    ///   - mail: the mail system; nil when the app has none (its messages are dropped).
    ///   - backoff: 30 seconds doubling to 15 minutes, by default: an alert is worth little late.
    public init(
        outbox: any OutboxRepository, mail: (any MailTransport)?, push: any PushTransport,
        subscriptions: any PushSubscriptionRepository, clock: any CalendarClock,
        backoff: RetryBackoff = RetryBackoff(initialDelay: 30, maximumDelay: 15 * 60), policy: AlertPolicy = AlertPolicy()
    ) {
        self.outbox = outbox
        self.mail = mail
        self.push = push
        self.subscriptions = subscriptions
        self.clock = clock
        self.backoff = backoff
        self.policy = policy
    }

    /// One round: hands over what is due now, a batch at a time, until nothing due is left or
    /// the store fails.
    /// - Returns: what happened to each message tried, in order.
    public func deliverDue() async -> [OutboxOutcome] {
        var outcomes: [OutboxOutcome] = []
        var failing: Set<String> = []
        var batchWasFull = true
        while batchWasFull {
            let due: [OutboundNotification]
            do {
                due = try await outbox.due(at: clock.now(), limit: Self.batchSize)
            } catch {
                return outcomes + [.storageFailed(error)]
            }
            // A message of a failing channel stays due; the next batch would hold it again.
            var skipped = false
            for message in due {
                guard !failing.contains(message.channel) else {
                    skipped = true
                    continue
                }
                let outcome = await deliver(message)
                outcomes.append(outcome)
                switch outcome {
                case .storageFailed, .interrupted: return outcomes
                case .retryScheduled: failing.insert(message.channel)
                case .sent, .dropped: break
                }
            }
            batchWasFull = due.count == Self.batchSize && !skipped
        }
        return outcomes
    }

    /// One attempt at `message`, and its outcome recorded.
    private func deliver(_ message: OutboundNotification) async -> OutboxOutcome {
        let channel = message.channel
        do {
            if let reason = try await reasonToDrop(message) {
                try await outbox.markDropped(id: message.id, reason: reason, at: clock.now())
                return .dropped(message.id, channel: channel, reason: reason)
            }
            let failure = await attempt(message)
            if Task.isCancelled, failure != nil { return .interrupted(message.id) }
            switch failure {
            case nil:
                try await outbox.markSent(id: message.id, at: clock.now())
                return .sent(message.id, channel: channel, attempts: message.attempts + 1)
            case .temporary(let reason):
                let attempts = message.attempts + 1
                let next = clock.now().addingTimeInterval(backoff.delay(afterAttempts: attempts))
                try await outbox.reschedule(id: message.id, attempts: attempts, nextAttemptAt: next, error: reason)
                return .retryScheduled(message.id, channel: channel, attempts: attempts, nextAttemptAt: next, error: reason)
            case .subscriptionGone:
                if case .push(_, let subscriptionID) = message.payload { try await subscriptions.removeGone(id: subscriptionID) }
                try await outbox.markDropped(id: message.id, reason: DeliveryFailure.subscriptionGone.description, at: clock.now())
                return .dropped(message.id, channel: channel, reason: DeliveryFailure.subscriptionGone.description)
            case .permanent(let reason):
                try await outbox.markDropped(id: message.id, reason: reason, at: clock.now())
                return .dropped(message.id, channel: channel, reason: reason)
            }
        } catch {
            return .storageFailed(error)
        }
    }

    /// Why `message` is not worth sending any more; nil when it is.
    private func reasonToDrop(_ message: OutboundNotification) async throws(RepositoryError) -> String? {
        if clock.now().timeIntervalSince(message.createdAt) > policy.dropAfter { return "not handed over within a day" }
        if let alert = message.alert, try await !outbox.alertStands(alert) {
            return "the reminder was completed, deleted or rescheduled"
        }
        if case .mail = message.payload, mail == nil { return "no mail system (--sendmail) is set up" }
        return nil
    }

    /// Hands `message` to its channel; the failure, or nil once it was taken.
    private func attempt(_ message: OutboundNotification) async -> DeliveryFailure? {
        do throws(DeliveryFailure) {
            switch message.payload {
            case .mail(let mailMessage):
                // `reasonToDrop` has dropped mail without a mail system.
                try await mail?.send(mailMessage)
            case .push(let pushMessage, let subscriptionID):
                let subscription: PushSubscription?
                do {
                    subscription = try await subscriptions.subscription(id: subscriptionID)
                } catch {
                    return .temporary("the subscriptions could not be read: \(error)")
                }
                guard let subscription else { return .subscriptionGone }
                try await push.send(pushMessage, to: subscription)
            }
            return nil
        } catch {
            return error
        }
    }
}

extension OutboundNotification.Payload {
    /// `mail` or `push`: its channel, as the log and the outbox's `channel` column name it.
    public var channel: String {
        switch self {
        case .mail: "mail"
        case .push: "push"
        }
    }
}

extension OutboundNotification {
    /// Its payload's channel.
    public var channel: String { payload.channel }
}
