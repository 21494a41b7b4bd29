import Domain
import Entities
import Foundation

extension ListRole {
    /// The catalog key of the role's name ("Editor"), wherever a role is said: the share page,
    /// the invitations, their flashes and mail.
    public var nameKey: StringKey {
        switch self {
        case .owner: .shareRoleOwner
        case .editor: .shareRoleEditor
        case .viewer: .shareRoleViewer
        }
    }
}

extension StringCatalog {
    /// "shared with Ada, Bea": the mark of a list with members in the navigation, naming the
    /// others on it; nil for a list shared with no one.
    func sharedMark(_ summary: ReminderListSummary) -> String? {
        guard summary.hasMembers else { return nil }
        return summary.people.isEmpty ? self[.sharingMark] : string(.sharingMarkWith, summary.people.joined(separator: ", "))
    }

    /// "open until 28 Nov 2026": the day an invitation expires, in `timeZone`, as the owner's
    /// share page and the invitee's invitations page both say it.
    func invitationExpiry(_ expiresAt: Date, in timeZone: TimeZone) -> String {
        string(.shareInvitationExpires, dateFormats.day(expiresAt, in: timeZone))
    }
}
