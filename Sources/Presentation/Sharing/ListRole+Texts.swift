import Domain
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
    /// "open until 28 Nov 2026": the day an invitation expires, in `timeZone`, as the owner's
    /// share page and the invitee's invitations page both say it.
    func invitationExpiry(_ expiresAt: Date, in timeZone: TimeZone) -> String {
        string(.shareInvitationExpires, dateFormats.day(expiresAt, in: timeZone))
    }
}
