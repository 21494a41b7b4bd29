import Domain
import Entities
import Foundation
import Synchronization

/// An `AlertRepository` in memory, behaving as the stored one: pending alerts by instant, each
/// claimable once; summaries by instant, moved on by their claims. Tests read what was claimed
/// with which messages; given an outbox, claims queue their messages there, as the store's do.
public final class InMemoryAlertRepository: AlertRepository, Sendable {
    private struct Contents {
        var owners: [User.ID: User] = [:]
        var roles: [Reminder.ID: ListRole] = [:]
        var reminders: [Reminder.ID: ListedReminder] = [:]
        var ownerOf: [Reminder.ID: User.ID] = [:]
        var pending: [DueAlert] = []
        var summaries: [User.ID: Date] = [:]
        var claimedAlerts: [(DueAlert, [OutboundNotification.Payload])] = []
        var claimedSummaries: [(DueSummary, next: Date, [OutboundNotification.Payload])] = []
        var failure: RepositoryError?
        var claimsLost = false
    }

    private let contents = Mutex(Contents())
    private let outbox: InMemoryOutbox?

    /// An empty repository whose claims queue their messages in `outbox`, when given.
    public init(outbox: InMemoryOutbox? = nil) {
        self.outbox = outbox
    }

    /// Adds `reminder` in list `listName`, alerting `owner` (who holds `role` on the list), its
    /// alert pending at `alertAt` (none when nil).
    public func add(_ reminder: Reminder, listName: String = "Inbox", owner: User, role: ListRole = .owner, alertAt: Date? = nil) {
        contents.withLock { contents in
            contents.owners[owner.id] = owner
            contents.roles[reminder.id] = role
            contents.reminders[reminder.id] = ListedReminder(reminder: reminder, listName: listName)
            contents.ownerOf[reminder.id] = owner.id
            if let alertAt { contents.pending.append(DueAlert(key: AlertKey(reminderID: reminder.id, alertAt: alertAt), recipientID: owner.id)) }
        }
    }

    /// Schedules `owner`'s summary at `date`.
    public func scheduleSummary(of owner: User, at date: Date) {
        contents.withLock { contents in
            contents.owners[owner.id] = owner
            contents.summaries[owner.id] = date
        }
    }

    /// Forgets reminder `id` (deleted meanwhile), leaving its alert pending.
    public func forget(reminder id: Reminder.ID) {
        _ = contents.withLock { $0.reminders.removeValue(forKey: id) }
    }

    /// Forgets account `id` (deleted meanwhile), leaving its summary scheduled.
    public func forget(owner id: User.ID) {
        _ = contents.withLock { $0.owners.removeValue(forKey: id) }
    }

    /// Makes every claim find its alert or summary taken already (another process was first).
    public func loseClaims() {
        contents.withLock { $0.claimsLost = true }
    }

    /// Makes every method throw `error` (nil: work again).
    public func setFailure(_ error: RepositoryError?) {
        contents.withLock { $0.failure = error }
    }

    /// The alerts claimed, with the messages each queued, in order.
    public var claimedAlerts: [(alert: DueAlert, payloads: [OutboundNotification.Payload])] {
        contents.withLock { $0.claimedAlerts.map { (alert: $0.0, payloads: $0.1) } }
    }

    /// The summaries claimed, with the next instant and the messages each queued, in order.
    public var claimedSummaries: [(summary: DueSummary, next: Date, payloads: [OutboundNotification.Payload])] {
        contents.withLock { $0.claimedSummaries.map { (summary: $0.0, next: $0.next, payloads: $0.2) } }
    }

    public func dueAlerts(at now: Date, limit: Int) async throws(RepositoryError) -> [DueAlert] {
        try check()
        return contents.withLock { Array($0.pending.filter { $0.key.alertAt <= now }.sorted { $0.key.alertAt < $1.key.alertAt }.prefix(limit)) }
    }

    public func occasion(of alert: DueAlert) async throws(RepositoryError) -> (reminder: ListedReminder, owner: User, role: ListRole)? {
        try check()
        return contents.withLock { contents in
            guard let reminder = contents.reminders[alert.key.reminderID], let owner = contents.owners[alert.recipientID] else { return nil }
            return (reminder, owner, contents.roles[alert.key.reminderID] ?? .owner)
        }
    }

    public func claim(_ alert: DueAlert, sending payloads: [OutboundNotification.Payload], at now: Date) async throws(RepositoryError) -> Bool {
        try check()
        return contents.withLock { contents in
            guard let index = contents.pending.firstIndex(of: alert) else { return false }
            contents.pending.remove(at: index)
            if contents.claimsLost { return false }
            contents.claimedAlerts.append((alert, payloads))
            outbox?.enqueue(payloads, for: alert.recipientID, alert: alert.key, at: now)
            return true
        }
    }

    public func dueSummaries(at now: Date, limit: Int) async throws(RepositoryError) -> [DueSummary] {
        try check()
        return contents.withLock { contents in
            Array(contents.summaries.filter { $0.value <= now }.map { DueSummary(userID: $0.key, summaryAt: $0.value) }
                .sorted { ($0.summaryAt, $0.userID) < ($1.summaryAt, $1.userID) }.prefix(limit))
        }
    }

    public func summary(
        of userID: User.ID, through day: @escaping @Sendable (User) -> LocalDate, limit: Int
    ) async throws(RepositoryError) -> (owner: User, reminders: [ListedReminder])? {
        try check()
        return contents.withLock { contents in
            guard let owner = contents.owners[userID] else { return nil }
            let last = day(owner)
            let open = contents.reminders.values.filter { listed in
                guard let due = listed.reminder.due, !listed.reminder.isCompleted else { return false }
                return contents.ownerOf[listed.reminder.id] == userID && due.date <= last
            }
            return (owner, Array(open.sorted { ($0.reminder.due!, $0.reminder.id) < ($1.reminder.due!, $1.reminder.id) }.prefix(limit)))
        }
    }

    public func claim(_ summary: DueSummary, next: Date, sending payloads: [OutboundNotification.Payload], at now: Date) async throws(RepositoryError) -> Bool {
        try check()
        return contents.withLock { contents in
            guard contents.summaries[summary.userID] == summary.summaryAt, !contents.claimsLost else { return false }
            contents.summaries[summary.userID] = next
            contents.claimedSummaries.append((summary, next, payloads))
            outbox?.enqueue(payloads, for: summary.userID, alert: nil, at: now)
            return true
        }
    }

    public func nextDue() async throws(RepositoryError) -> Date? {
        try check()
        return contents.withLock { ($0.pending.map(\.key.alertAt) + $0.summaries.values).min() }
    }

    private func check() throws(RepositoryError) {
        if let failure = contents.withLock({ $0.failure }) { throw failure }
    }
}
