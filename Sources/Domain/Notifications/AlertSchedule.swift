import Entities
import Foundation

/// The scheduling rule: when a reminder alerts its recipient, whether that alert is still to be
/// sent ("pending"), and when the recipient's next daily summary goes — the values a store keeps
/// (an instant and whether it is pending per recipient, and `summaryAt`) so that its scheduler finds what is due with one
/// range of an index. Every store calls it at its write boundary, whichever code writes (a
/// form, the unit of work, an import, a repeat's advance, a reopening, the person's settings),
/// so they all agree.
///
/// It is per recipient: a store keeps one alert for each person a reminder alerts
/// (`AlertRecipients`), computed with that person's settings: their
/// time zone (the server's when they chose none) and time for date-only reminders. The calendar
/// arithmetic is `ReminderAlert.instant`'s. An instant already past when it is (re)computed is
/// never pending: nothing is sent for a moment that has gone by.
public struct AlertSchedule: Sendable {
    /// The time zone of people who chose none (the server's `--time-zone`).
    public let serverTimeZone: TimeZone

    /// The rule, for a server in `serverTimeZone`.
    public init(serverTimeZone: TimeZone) {
        self.serverTimeZone = serverTimeZone
    }

    /// A reminder's alert as a store keeps it: its instant (nil without a due date or an alert)
    /// and whether it is still to be sent.
    public struct StoredAlert: Sendable, Hashable {
        /// When it alerts; nil without a due date or an alert.
        public var alertAt: Date?
        /// Whether it is still to be sent: true until the scheduler claims it.
        public var isPending: Bool

        /// Creates one.
        public init(alertAt: Date?, isPending: Bool) {
            self.alertAt = alertAt
            self.isPending = isPending
        }

        /// No alert.
        public static let none = StoredAlert(alertAt: nil, isPending: false)
    }

    /// The instant `reminder` alerts `recipient`, done or not; nil without a due date or an alert.
    public func alertInstant(of reminder: Reminder, for recipient: UserSettings) -> Date? {
        guard let alert = reminder.alert, let due = reminder.due else { return nil }
        return alert.instant(for: due, dateOnlyTime: recipient.notifications.dateOnlyAlertTime, in: zone(of: recipient))
    }

    /// What a store keeps for `reminder` written at `now`, alerting `recipient`, given the
    /// reminder as it was and what was kept for that recipient (`before`; nil for a new reminder,
    /// or one they were not alerted by: assigned to them now, moved to their list, or they joined
    /// or unmuted its list):
    /// - new to them, or its due day, time or alert changed: the instant computed again, pending
    ///   if still to come;
    /// - reopened: the same instant, pending again if still to come;
    /// - anything else (a title, a flag, a move, a completion): as it was, so that an alert sent
    ///   is not sent again.
    public func alert(
        for reminder: Reminder, replacing before: (reminder: Reminder, stored: StoredAlert)?, recipient: UserSettings, at now: Date
    ) -> StoredAlert {
        guard let before else { return computed(reminder, recipient: recipient, at: now) }
        if before.reminder.due != reminder.due || before.reminder.alert != reminder.alert {
            return computed(reminder, recipient: recipient, at: now)
        }
        if before.reminder.isCompleted, !reminder.isCompleted, let alertAt = before.stored.alertAt {
            return StoredAlert(alertAt: alertAt, isPending: alertAt > now)
        }
        return before.stored
    }

    /// A kept alert after its recipient's settings changed to `recipient` at `now` (or the
    /// server's zone, for someone who chose none): a pending one whose instant moves is computed
    /// again in their zone and date-only time, and stays pending only if still to come; one not
    /// pending (sent, or past when set), or whose instant stays, is kept as it was.
    public func rescheduled(_ reminder: Reminder, stored: StoredAlert, recipient: UserSettings, at now: Date) -> StoredAlert {
        guard stored.isPending else { return stored }
        let moved = computed(reminder, recipient: recipient, at: now)
        return moved.alertAt == stored.alertAt ? stored : moved
    }

    /// Whether a change of settings from `old` to `new` moves their alerts: their time zone (as
    /// it resolves) or their time for date-only reminders changed.
    public func movesAlerts(from old: UserSettings, to new: UserSettings) -> Bool {
        zone(of: old) != zone(of: new) || old.notifications.dateOnlyAlertTime != new.notifications.dateOnlyAlertTime
    }

    /// The instant of `recipient`'s next daily summary after `now` (the next `summaryTime` in
    /// their zone, strictly later); nil while the summary is off.
    public func summaryAt(for recipient: UserSettings, after now: Date) -> Date? {
        guard recipient.notifications.dailySummary else { return nil }
        return recipient.notifications.nextSummary(after: now, in: zone(of: recipient))
    }

    /// Whether a change of settings from `old` to `new` moves their next summary: switched on or
    /// off, another time, or another zone.
    public func movesSummary(from old: UserSettings, to new: UserSettings) -> Bool {
        old.notifications.dailySummary != new.notifications.dailySummary || old.notifications.summaryTime != new.notifications.summaryTime
            || zone(of: old) != zone(of: new)
    }

    /// The zone `recipient`'s instants are computed in.
    public func zone(of recipient: UserSettings) -> TimeZone {
        recipient.resolvedTimeZone(server: serverTimeZone)
    }

    private func computed(_ reminder: Reminder, recipient: UserSettings, at now: Date) -> StoredAlert {
        guard let alertAt = alertInstant(of: reminder, for: recipient) else { return .none }
        return StoredAlert(alertAt: alertAt, isPending: alertAt > now)
    }
}
