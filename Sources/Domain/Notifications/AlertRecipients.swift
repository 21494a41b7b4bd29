import Entities

/// Who a reminder alerts — the one rule, which every store applies as it writes a reminder row
/// (keeping one alert per recipient, each at the due wall-clock time in that person's own zone,
/// `AlertSchedule`) and again whenever who is on the reminder's list changes (someone joins,
/// leaves, is removed, takes the list over or mutes it).
public enum AlertRecipients {
    /// A member of a list besides its owner, as the rule needs them: who, and whether they
    /// receive the alerts of its reminders that are no one's (false once they muted the list).
    public struct Member: Sendable, Hashable {
        /// The person.
        public var id: User.ID
        /// Whether they receive its alerts: true until they mute the list.
        public var receivesAlerts: Bool

        /// A member.
        public init(id: User.ID, receivesAlerts: Bool) {
            self.id = id
            self.receivesAlerts = receivesAlerts
        }
    }

    /// The people a reminder assigned to `assignee` (nil: no one) on a list owned by `owner` (nil
    /// for a list kept from before accounts) with `members` besides its owner alerts:
    /// - an assigned reminder, its assignee alone — whether or not they muted the list: it was
    ///   asked of them by name;
    /// - one that is no one's, the list's owner (who cannot mute their own list) and every member
    ///   who has not muted it, each once, the owner first.
    public static func of(assignee: User.ID?, owner: User.ID?, members: [Member]) -> [User.ID] {
        if let assignee { return [assignee] }
        var recipients: [User.ID] = owner.map { [$0] } ?? []
        for member in members where member.receivesAlerts && !recipients.contains(member.id) { recipients.append(member.id) }
        return recipients
    }
}
