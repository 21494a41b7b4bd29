import Entities
import Foundation

/// The scheduling rule: finds the alerts and daily summaries whose moment has come and claims
/// each once, queueing its messages in the outbox in the claim's transaction.
///
/// - An alert goes by email when the person has email alerts on and a confirmed address (and the
///   app has a mail system), and to each device with a push subscription that is not disabled. One more than
///   `AlertPolicy.lateAfter` late — the server was down at its moment — is marked late; one more
///   than `dropAfter` late is claimed and dropped.
/// - A summary goes by email to a confirmed address, listing what is due that day and what is
///   overdue, and is not sent when both are empty. Its claim moves the person's next summary to
///   the next day's time.
/// - The store's claim re-checks that the alert is still pending at the same instant, so a
///   reminder completed, deleted or rescheduled in the meantime sends nothing.
public struct AlertScheduler: Sendable {
    /// How many due alerts a round reads at a time.
    public static let batchSize = 50
    /// The most reminders a summary lists.
    public static let summaryLimit = 100

    private let alerts: any AlertRepository
    private let subscriptions: any PushSubscriptionRepository
    private let composer: any ReminderNotificationComposer
    private let clock: any CalendarClock
    private let policy: AlertPolicy
    private let emailEnabled: Bool
    private let defaultTimeZone: TimeZone

    /// A scheduler over `alerts`, composing with `composer`.
    /// - Parameters:
    ///   - emailEnabled: whether the app can send mail (`--sendmail`); without it no mail is queued.
    ///   - defaultTimeZone: the time zone of people who chose none.
    public init(
        alerts: any AlertRepository, subscriptions: any PushSubscriptionRepository, composer: any ReminderNotificationComposer,
        clock: any CalendarClock, policy: AlertPolicy = AlertPolicy(), emailEnabled: Bool, defaultTimeZone: TimeZone
    ) {
        self.alerts = alerts
        self.subscriptions = subscriptions
        self.composer = composer
        self.clock = clock
        self.policy = policy
        self.emailEnabled = emailEnabled
        self.defaultTimeZone = defaultTimeZone
    }

    /// One round: every alert and summary due now, claimed.
    /// - Returns: what happened to each, in order.
    public func runDue() async -> [AlertOutcome] {
        var outcomes: [AlertOutcome] = []
        do {
            try await runDueAlerts(into: &outcomes)
            try await runDueSummaries(into: &outcomes)
        } catch {
            outcomes.append(.storageFailed(error))
        }
        return outcomes
    }

    /// The earliest moment anything pending is due; nil when nothing is.
    public func nextDue() async throws(RepositoryError) -> Date? {
        try await alerts.nextDue()
    }

    private func runDueAlerts(into outcomes: inout [AlertOutcome]) async throws(RepositoryError) {
        // Each claimed or stale alert leaves the pending index, so the next batch holds others.
        var batchWasFull = true
        while batchWasFull {
            let due = try await alerts.dueAlerts(at: clock.now(), limit: Self.batchSize)
            for alert in due { outcomes.append(try await run(alert)) }
            batchWasFull = due.count == Self.batchSize
        }
    }

    private func run(_ alert: DueAlert) async throws(RepositoryError) -> AlertOutcome {
        let now = clock.now()
        let lateBy = now.timeIntervalSince(alert.key.alertAt)
        guard lateBy <= policy.dropAfter else {
            let claimed = try await alerts.claim(alert, sending: [], at: now)
            return claimed ? .alertDropped(alert.key, lateBy: lateBy) : .alertStale(alert.key)
        }
        guard let (reminder, owner, role) = try await alerts.occasion(of: alert) else {
            _ = try await alerts.claim(alert, sending: [], at: now)
            return .alertStale(alert.key)
        }
        // A viewer is alerted too, but cannot mark it done: their messages offer only to open it.
        let occasion = AlertOccasion(
            reminder: reminder, owner: owner, alertAt: alert.key.alertAt, isLate: lateBy > policy.lateAfter,
            offersMarkDone: role.permissions.contains(.change)
        )
        var payloads: [OutboundNotification.Payload] = []
        if mayEmail(owner) && owner.settings.notifications.emailAlerts {
            payloads.append(.mail(composer.alertMail(occasion)))
        }
        // A disabled device is sent nothing (`AlertPolicy.disableDeviceAfter`).
        let devices = try await subscriptions.subscriptions(userID: owner.id).filter { $0.disabledAt == nil }
        if !devices.isEmpty {
            let push = composer.alertPush(occasion)
            payloads += devices.map { .push(push, subscriptionID: $0.id) }
        }
        guard try await alerts.claim(alert, sending: payloads, at: now) else { return .alertStale(alert.key) }
        return .alertQueued(alert.key, messages: payloads.count, late: occasion.isLate)
    }

    private func runDueSummaries(into outcomes: inout [AlertOutcome]) async throws(RepositoryError) {
        var batchWasFull = true
        while batchWasFull {
            let due = try await alerts.dueSummaries(at: clock.now(), limit: Self.batchSize)
            for summary in due { outcomes.append(try await run(summary)) }
            batchWasFull = due.count == Self.batchSize
        }
    }

    private func run(_ due: DueSummary) async throws(RepositoryError) -> AlertOutcome {
        let now = clock.now()
        let lateBy = now.timeIntervalSince(due.summaryAt)
        // The day it is about: the one it was due on, in the person's zone.
        let defaultTimeZone = defaultTimeZone
        let day: @Sendable (User) -> LocalDate = { SystemCalendarClock.local(due.summaryAt, in: $0.settings.resolvedTimeZone(server: defaultTimeZone)).date }
        guard let (owner, reminders) = try await alerts.summary(of: due.userID, through: day, limit: Self.summaryLimit) else {
            return .summaryStale(due.userID)
        }
        let next = owner.settings.notifications.nextSummary(after: now, in: owner.settings.resolvedTimeZone(server: defaultTimeZone))
        guard lateBy <= policy.dropAfter else {
            let claimed = try await alerts.claim(due, next: next, sending: [], at: now)
            return claimed ? .summaryDropped(due.userID, lateBy: lateBy) : .summaryStale(due.userID)
        }
        let today = day(owner)
        let summary = DailySummary(
            owner: owner, day: today,
            dueToday: reminders.filter { $0.reminder.due?.date == today },
            overdue: reminders.filter { $0.reminder.due.map { $0.date < today } == true }
        )
        var payloads: [OutboundNotification.Payload] = []
        if mayEmail(owner) && !summary.isEmpty { payloads.append(.mail(composer.summaryMail(summary))) }
        guard try await alerts.claim(due, next: next, sending: payloads, at: now) else { return .summaryStale(due.userID) }
        return .summaryQueued(due.userID, messages: payloads.count, late: lateBy > policy.lateAfter)
    }

    private func mayEmail(_ owner: User) -> Bool {
        emailEnabled && owner.isEmailConfirmed
    }
}
