import Entities
import Foundation
import Synchronization

/// The delivery engine: the one way anything leaves the app — mail to the mail system, push to
/// a browser's push service, feedback to the operator's endpoint (`OutboundChannel`).
///
/// A round (`deliverBatch()`) claims a bounded batch of the due messages, in turns between
/// accounts (`OutboxRepository.claim`), leased in this process's name and kept alive by its
/// heartbeat while it works (`DeliveryProcess`). It groups them by destination (a push
/// subscription, the webhook; mail by the account it is for) and works `concurrency` groups at
/// once, each in order; every attempt has a wall-clock `deadline` the engine enforces itself,
/// whatever the transport does. What happened to each message is recorded:
/// - sent (a device that had been failing is well again);
/// - dropped when it cannot be read, an alert it delivers no longer stands (the reminder was
///   completed, deleted or rescheduled since), its push subscription is gone (removed in
///   Settings, or the push service answered 404/410: then it is removed too) or disabled, it was
///   refused, the app has no mail system, or it is older than `AlertPolicy.dropAfter` (feedback
///   never gets too old: the operator's endpoint gets it once it is back);
/// - otherwise (a mail command that failed or hung, a push service down or slower than the
///   deadline) kept, due again after `backoff`'s wait — and its destination rests as long: the
///   rest of its messages wait with it (`held`), and the other destinations go on. A push
///   subscription failing for `AlertPolicy.disableDeviceAfter` is disabled.
public struct OutboxDelivery: Sendable {
    /// How many due messages a round claims at most: after an outage the backlog goes a batch a
    /// round, the scheduler's rounds between them.
    public static let defaultBatchSize = 32
    /// How many destinations are worked at once.
    public static let defaultConcurrency = 8
    /// The longest an attempt over HTTP (push, webhook) may take, wall clock: 15 seconds, more
    /// than the transports' own limits, so that it only ends attempts those do not.
    public static let defaultDeadline: Duration = .seconds(15)
    /// The longest a mail may take: 45 seconds, more than the mail command's own limit (30 s,
    /// then 2 s to stop it), which ends it cleanly first.
    public static let defaultMailDeadline: Duration = .seconds(45)

    private let outbox: any OutboxRepository
    private let mail: (any MailTransport)?
    private let push: any PushTransport
    private let webhook: (any FeedbackRepository)?
    private let subscriptions: any PushSubscriptionRepository
    private let clock: any CalendarClock
    private let settings: Settings

    /// How the engine paces itself; the defaults are the server's.
    public struct Settings: Sendable {
        /// How long a message waits after a failed attempt: 30 seconds doubling to 15 minutes,
        /// by default (an alert is worth little late).
        public var backoff = RetryBackoff(initialDelay: 30, maximumDelay: 15 * 60)
        public var policy = AlertPolicy()
        public var batchSize = OutboxDelivery.defaultBatchSize
        public var concurrency = OutboxDelivery.defaultConcurrency
        /// The deadline of a push or a webhook post.
        public var deadline = OutboxDelivery.defaultDeadline
        /// The deadline of a mail.
        public var mailDeadline = OutboxDelivery.defaultMailDeadline
        /// How long a round goes on taking a destination's further messages: after it, each
        /// destination gets its first message tried and the rest wait for the next round, so a
        /// slow destination with many messages never holds the round (and the others' next ones).
        public var roundBudget: Duration = .seconds(5)
        public var heartbeatInterval = DeliveryProcess.heartbeatInterval
        /// The id this process's leases carry.
        public var owner = DeliveryProcess.make()

        /// The server's settings.
        public init() {}
    }

    /// An engine over `outbox`.
    /// - Parameters:
    ///   - mail: the mail system; nil when the app has none (its messages are dropped).
    ///   - webhook: the operator's feedback endpoint; nil when the app has none (feedback then
    ///     stays queued, unclaimed, for a server that has one).
    public init(
        outbox: any OutboxRepository, mail: (any MailTransport)?, push: any PushTransport, webhook: (any FeedbackRepository)? = nil,
        subscriptions: any PushSubscriptionRepository, clock: any CalendarClock, settings: Settings = Settings()
    ) {
        self.outbox = outbox
        self.mail = mail
        self.push = push
        self.webhook = webhook
        self.subscriptions = subscriptions
        self.clock = clock
        self.settings = settings
    }

    /// What a round did.
    public struct Round: Sendable, Equatable {
        /// What happened to each message claimed, destination by destination.
        public var outcomes: [OutboxOutcome]
        /// Whether it claimed a whole batch: more may be due at once.
        public var claimedFullBatch: Bool

        /// Whether more is due at once: a whole batch was claimed, or messages were postponed.
        public var leftMoreDue: Bool {
            claimedFullBatch || outcomes.contains { if case .postponed = $0 { true } else { false } }
        }
    }

    /// Rounds until what is due now is done, or the store fails, or the task is cancelled.
    /// - Returns: what happened to each message claimed, round after round.
    public func deliverDue() async -> [OutboxOutcome] {
        var outcomes: [OutboxOutcome] = []
        var round: Round
        repeat {
            round = await deliverBatch()
            outcomes += round.outcomes
        } while round.leftMoreDue && !Task.isCancelled && !round.outcomes.contains(where: \.isStorageFailure)
        return outcomes
    }

    /// One round: claims a batch and delivers it, `concurrency` destinations at once, this
    /// process's heartbeat recorded meanwhile.
    public func deliverBatch() async -> Round {
        let now = clock.now()
        let claimed: [OutboundNotification]
        do {
            claimed = try await outbox.claim(
                at: now, ownersAliveSince: now.addingTimeInterval(-DeliveryProcess.ownerPresumedDeadAfter), channels: channels,
                limit: settings.batchSize, owner: settings.owner
            )
        } catch {
            return Round(outcomes: [.storageFailed(error)], claimedFullBatch: false)
        }
        let beating = Task { [outbox, clock, settings] in
            while (try? await Task.sleep(for: settings.heartbeatInterval)) != nil {
                try? await outbox.heartbeat(settings.owner, at: clock.now())
            }
        }
        defer { beating.cancel() }
        let lanes = Lane.split(claimed)
        let resting = Resting()
        let began = ContinuousClock.now
        var outcomes = Array(repeating: [OutboxOutcome](), count: lanes.count)
        await withTaskGroup(of: (Int, [OutboxOutcome]).self) { group in
            var started = 0
            while started < lanes.count {
                if started >= settings.concurrency, let finished = await group.next() { outcomes[finished.0] = finished.1 }
                let index = started
                group.addTask { (index, await deliver(lanes[index], resting: resting, roundBegan: began)) }
                started += 1
            }
            for await (index, laneOutcomes) in group { outcomes[index] = laneOutcomes }
        }
        return Round(outcomes: outcomes.flatMap { $0 }, claimedFullBatch: claimed.count == settings.batchSize)
    }

    /// Gives up this process's leases and heartbeat, at shutdown, so that another process takes
    /// what it still held at once.
    public func retire() async throws(RepositoryError) {
        try await outbox.retire(settings.owner)
    }

    /// The channels it claims: mail and push always (mail without a mail system is dropped, saying
    /// why); feedback only with an endpoint to post it to.
    private var channels: Set<OutboundChannel> {
        webhook == nil ? [.mail, .push] : [.mail, .push, .webhook]
    }

    /// The messages of one lane, in order; those after a failure wait for their destination's
    /// rest, and those after the round's budget for the next round.
    private func deliver(_ lane: [OutboundNotification], resting: Resting, roundBegan: ContinuousClock.Instant) async -> [OutboxOutcome] {
        var outcomes: [OutboxOutcome] = []
        for (index, message) in lane.enumerated() {
            let until = message.payload.destination.flatMap(resting.until)
            if until != nil || (index > 0 && ContinuousClock.now - roundBegan >= settings.roundBudget) {
                do {
                    try await outbox.release(id: message.id, owner: settings.owner)
                    outcomes.append(until.map { .held(message.id, channel: message.channel, until: $0) } ?? .postponed(message.id, channel: message.channel))
                } catch {
                    outcomes.append(.storageFailed(error))
                }
                continue
            }
            let outcome = await deliver(message)
            outcomes.append(outcome)
            // Shutdown, or a store that fails: the lane's other messages stay queued as they are.
            if case .interrupted = outcome { break }
            if case .storageFailed = outcome { break }
            if case .retryScheduled(_, _, _, let next, _) = outcome, let destination = message.payload.destination {
                resting.rest(destination, until: next)
                do {
                    try await outbox.rest(destination, until: next)
                } catch {
                    outcomes.append(.storageFailed(error))
                    break
                }
            }
        }
        return outcomes
    }

    /// How an attempt ended.
    private enum Answer: Sendable, Equatable {
        case taken
        case failed(DeliveryFailure)
    }

    /// One attempt at `message`, within the deadline, and its outcome recorded.
    private func deliver(_ message: OutboundNotification) async -> OutboxOutcome {
        do {
            if let reason = try await reasonToDrop(message) { return try await drop(message, for: reason) }
            var device: PushSubscription?
            if case .push(_, let subscriptionID) = message.payload {
                do {
                    device = try await subscriptions.subscription(id: subscriptionID)
                } catch {
                    return try await retry(message, "the subscriptions could not be read: \(error)")
                }
                guard let device else { return try await drop(message, for: DeliveryFailure.subscriptionGone.description) }
                if device.disabledAt != nil { return try await drop(message, for: "the device is disabled") }
            }
            let deadline = message.channel == .mail ? settings.mailDeadline : settings.deadline
            let answer = await Deadline.race(deadline) { [device] in await attempt(message, to: device) }
            // Cut short by shutdown, the attempt says nothing about the destination.
            if Task.isCancelled, answer != .taken { return .interrupted(message.id) }
            switch answer ?? .failed(.temporary("no answer within the deadline of \(deadline)")) {
            case .taken:
                try await outbox.markSent(id: message.id, at: clock.now())
                if let device, device.failingSince != nil { try await subscriptions.clearFailure(id: device.id) }
                return .sent(message.id, channel: message.channel, attempts: message.attempts + 1)
            case .failed(.temporary(let reason)):
                if let device, try await disable(device) {
                    return try await drop(message, for: "the device has failed for \(Int(settings.policy.disableDeviceAfter / 86400)) days and is disabled")
                }
                return try await retry(message, reason)
            case .failed(.subscriptionGone):
                if let device { try await subscriptions.removeGone(id: device.id) }
                return try await drop(message, for: DeliveryFailure.subscriptionGone.description)
            case .failed(.permanent(let reason)):
                return try await drop(message, for: reason)
            }
        } catch {
            return .storageFailed(error)
        }
    }

    /// Records that `device` failed now; disables it, answering true, once it has been failing
    /// for `AlertPolicy.disableDeviceAfter`.
    private func disable(_ device: PushSubscription) async throws(RepositoryError) -> Bool {
        let now = clock.now()
        let failingSince = try await subscriptions.recordFailure(id: device.id, at: now)
        guard now.timeIntervalSince(failingSince) >= settings.policy.disableDeviceAfter else { return false }
        try await subscriptions.disable(id: device.id, at: now)
        return true
    }

    /// Why `message` is not worth sending any more; nil when it is.
    private func reasonToDrop(_ message: OutboundNotification) async throws(RepositoryError) -> String? {
        if case .unreadable(_, let reason) = message.payload { return "the stored message cannot be read: \(reason)" }
        if message.channel != .webhook, clock.now().timeIntervalSince(message.createdAt) > settings.policy.dropAfter {
            return "not handed over within a day"
        }
        if let alert = message.alert, try await !outbox.alertStands(alert, for: message.accountID) {
            return "the reminder was completed, deleted or rescheduled, or no longer alerts them"
        }
        if case .mail = message.payload, mail == nil { return "no mail system (--sendmail) is set up" }
        return nil
    }

    /// Hands `message` to its channel (`device` for a push); what came of it.
    private func attempt(_ message: OutboundNotification, to device: PushSubscription?) async -> Answer {
        do throws(DeliveryFailure) {
            // `reasonToDrop` has dropped unreadable messages, and mail without a mail system;
            // `deliver` has read the device of a push.
            if case .mail(let mailMessage) = message.payload {
                try await mail?.send(mailMessage)
            } else if case .push(let pushMessage, _) = message.payload, let device {
                try await push.send(pushMessage, to: device)
            } else if case .webhook(let feedback) = message.payload, let webhook {
                do {
                    try await webhook.send(feedback)
                } catch {
                    throw error.deliveryFailure
                }
            }
            return .taken
        } catch {
            return .failed(error)
        }
    }

    private func drop(_ message: OutboundNotification, for reason: String) async throws(RepositoryError) -> OutboxOutcome {
        try await outbox.markDropped(id: message.id, reason: reason, at: clock.now())
        return .dropped(message.id, channel: message.channel, reason: reason)
    }

    private func retry(_ message: OutboundNotification, _ reason: String) async throws(RepositoryError) -> OutboxOutcome {
        let attempts = message.attempts + 1
        let next = clock.now().addingTimeInterval(settings.backoff.delay(afterAttempts: attempts))
        try await outbox.reschedule(id: message.id, attempts: attempts, nextAttemptAt: next, error: reason)
        return .retryScheduled(message.id, channel: message.channel, attempts: attempts, nextAttemptAt: next, error: reason)
    }
}

extension OutboxOutcome {
    fileprivate var isStorageFailure: Bool {
        if case .storageFailed = self { return true }
        return false
    }
}

/// The messages of a batch worked one after another: those of one destination (mail: of one
/// account, as the mail system takes several at once), in the order claimed.
private enum Lane {
    private struct Key: Hashable {
        var destination: OutboundDestination?
        var accountID: User.ID?
    }

    /// `messages` split into lanes, in the order of each lane's first message.
    static func split(_ messages: [OutboundNotification]) -> [[OutboundNotification]] {
        var lanes: [[OutboundNotification]] = []
        var laneOf: [Key: Int] = [:]
        for message in messages {
            let destination = message.payload.destination
            let key = Key(destination: destination, accountID: destination == .mailSystem ? message.accountID : nil)
            if let index = laneOf[key] {
                lanes[index].append(message)
            } else {
                laneOf[key] = lanes.count
                lanes.append([message])
            }
        }
        return lanes
    }
}

/// The destinations that failed in a round, and until when they rest.
private final class Resting: Sendable {
    private let dates = Mutex<[OutboundDestination: Date]>([:])

    func rest(_ destination: OutboundDestination, until date: Date) {
        dates.withLock { $0[destination] = date }
    }

    func until(_ destination: OutboundDestination) -> Date? {
        dates.withLock { $0[destination] }
    }
}
