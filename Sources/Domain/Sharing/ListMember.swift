import Entities
import Foundation

/// A person who holds a role on a list: its owner, or someone it is shared with.
public struct ListMember: Sendable, Equatable, Identifiable {
    /// Their account.
    public var id: User.ID
    /// The name they chose; what every member sees.
    public var displayName: String
    /// Their address: only the list's owner is shown it (`FetchListShareUseCase`); nil for
    /// everyone else, so that a member never learns another's address from the list.
    public var email: String?
    /// Their one role on the list.
    public var role: ListRole
    /// Since when they hold a role on it (the owner: since the list was made).
    public var joinedAt: Date

    /// A member.
    public init(id: User.ID, displayName: String, email: String?, role: ListRole, joinedAt: Date) {
        self.id = id
        self.displayName = displayName
        self.email = email
        self.role = role
        self.joinedAt = joinedAt
    }
}

/// An invitation to a list, as its owner sees it: to an address, for a role, until it expires.
public struct ListInvitation: Sendable, Equatable, Identifiable {
    /// The storage's identifier.
    public typealias ID = Int64

    public var id: ID
    /// The address invited, normalized by `EmailRule`. Nothing says whether it has an account.
    public var email: String
    /// The role it offers: editor or viewer.
    public var role: ListRole
    public var createdAt: Date
    /// After this it can no longer be accepted.
    public var expiresAt: Date

    /// An invitation.
    public init(id: ID, email: String, role: ListRole, createdAt: Date, expiresAt: Date) {
        self.id = id
        self.email = email
        self.role = role
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}

/// An invitation as the person invited sees it: which list, from whom, for which role.
public struct ReceivedInvitation: Sendable, Equatable, Identifiable {
    public var id: ListInvitation.ID
    /// The list it would give a role on.
    public var listID: ReminderList.ID
    /// The list's name.
    public var listName: String
    /// The display name of the person who invited (the list's owner).
    public var inviterName: String
    /// The role it offers.
    public var role: ListRole
    /// After this it can no longer be accepted.
    public var expiresAt: Date

    /// A received invitation.
    public init(id: ListInvitation.ID, listID: ReminderList.ID, listName: String, inviterName: String, role: ListRole, expiresAt: Date) {
        self.id = id
        self.listID = listID
        self.listName = listName
        self.inviterName = inviterName
        self.role = role
        self.expiresAt = expiresAt
    }
}

/// Who a list is shared with, as one person may see it (`FetchListShareUseCase`).
public struct ListShare: Sendable, Equatable {
    /// The list.
    public var list: ReminderList
    /// The role of the person looking.
    public var role: ListRole
    /// Everyone with a role on it, the owner first, then by when they joined.
    public var members: [ListMember]
    /// The invitations not yet answered and not expired, newest first: the owner's to see
    /// (empty for everyone else).
    public var invitations: [ListInvitation]
    /// The person's choices for the list: always both for their own list; a member's as they set them.
    public var preferences: ListPreferences

    /// A share.
    public init(list: ReminderList, role: ListRole, members: [ListMember], invitations: [ListInvitation], preferences: ListPreferences = ListPreferences()) {
        self.list = list
        self.role = role
        self.members = members
        self.invitations = invitations
        self.preferences = preferences
    }
}

/// What a member chose for a list shared with them (`SetListPreferencesUseCase`).
public struct ListPreferences: Sendable, Hashable {
    /// Whether their smart lists (Today, Scheduled, Flagged, All, Completed) show its reminders;
    /// true until they hide it.
    public var inSmartLists: Bool
    /// Whether its reminders that are no one's alert them (`AlertRecipients`); true until they
    /// mute it. One assigned to them alerts them either way.
    public var receivesAlerts: Bool

    /// Choices; by default, both.
    public init(inSmartLists: Bool = true, receivesAlerts: Bool = true) {
        self.inSmartLists = inSmartLists
        self.receivesAlerts = receivesAlerts
    }
}

/// The rules of sharing that are not a role's permissions.
public enum Sharing {
    /// How long an invitation can be accepted: a week.
    public static let invitationLifetime: TimeInterval = 7 * 24 * 60 * 60
    /// The most invitations one account sends in `invitationWindow`.
    public static let invitationsPerWindow = 20
    /// The window the limit counts over: a day.
    public static let invitationWindow: TimeInterval = 24 * 60 * 60
    /// The most people one list is shared with, open invitations counted: a bound on what one
    /// owner's list costs every page that reads its members, and on the mail one list sends.
    public static let membersPerList = 50
    /// The roles an invitation can offer: a list has one owner, which only a transfer changes.
    public static let invitableRoles: [ListRole] = [.editor, .viewer]
}
