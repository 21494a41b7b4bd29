import Domain
import Entities
import Foundation

extension ShareListViewModel {
    /// What the page shows.
    public struct State: Sendable, Equatable {
        /// The list.
        public var listID: ReminderList.ID = 0
        /// Its name.
        public var listName: String = ""
        /// The heading: "Share “Groceries”".
        public var title: String = ""
        /// Whether the person owns the list: they invite, change roles and remove.
        public var isOwner = false
        /// The person's choices for the list: whether their smart lists show it and whether its
        /// reminders that are no one's alert them (a member chooses; the owner's always do both).
        public var preferences = ListPreferences()
        /// Everyone with a role on it, the owner first.
        public var members: [MemberRow] = []
        /// The open invitations (the owner's to see).
        public var invitations: [InvitationRow] = []
        /// The invitation form's address, kept after a broken rule.
        public var email: String = ""
        /// The roles the invitation form offers, the one to send chosen.
        public var roleChoices: [Choice] = []
        /// The message beside each field that broke a rule.
        public var errors: FieldErrors = .none
        /// What the web layer answers.
        public var outcome: Outcome = .none

        /// An empty page.
        public init() {}

        /// The page of `share` as `person` sees it.
        init(share: ListShare, person: User.ID, timeZone: TimeZone, strings: StringCatalog) {
            listID = share.list.id
            listName = share.list.name
            title = strings.string(.shareTitle, share.list.name)
            isOwner = share.role == .owner
            preferences = share.preferences
            members = share.members.map { member in
                MemberRow(
                    id: member.id, name: member.displayName, email: member.email, role: member.role,
                    roleName: strings[member.role.nameKey], isYou: member.id == person,
                    roleChoices: isOwner && member.role != .owner ? ShareListViewModel.roleChoices(selecting: member.role, strings) : []
                )
            }
            invitations = share.invitations.map { invitation in
                InvitationRow(
                    id: invitation.id, email: invitation.email, roleName: strings[invitation.role.nameKey],
                    expires: strings.invitationExpiry(invitation.expiresAt, in: timeZone)
                )
            }
            roleChoices = isOwner ? ShareListViewModel.roleChoices(selecting: .editor, strings) : []
        }
    }

    /// A member as the page lists them.
    public struct MemberRow: Sendable, Equatable, Identifiable {
        public var id: User.ID
        /// Their display name.
        public var name: String
        /// Their address: the owner's page only.
        public var email: String?
        public var role: ListRole
        /// Their role, in words.
        public var roleName: String
        /// Whether this is the person looking (who may leave, unless they own the list).
        public var isYou: Bool
        /// The roles the owner can give them (empty: no change offered, the owner's own row and
        /// every row a member sees).
        public var roleChoices: [Choice]

        /// A row.
        public init(id: User.ID, name: String, email: String?, role: ListRole, roleName: String, isYou: Bool, roleChoices: [Choice]) {
            self.id = id
            self.name = name
            self.email = email
            self.role = role
            self.roleName = roleName
            self.isYou = isYou
            self.roleChoices = roleChoices
        }
    }

    /// An open invitation as the owner's page lists it.
    public struct InvitationRow: Sendable, Equatable, Identifiable {
        public var id: ListInvitation.ID
        public var email: String
        /// The role it offers, in words.
        public var roleName: String
        /// Until when it can be accepted, in words.
        public var expires: String

        /// A row.
        public init(id: ListInvitation.ID, email: String, roleName: String, expires: String) {
            self.id = id
            self.email = email
            self.roleName = roleName
            self.expires = expires
        }
    }
}
