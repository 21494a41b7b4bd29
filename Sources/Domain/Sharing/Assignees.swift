import Entities

/// Who a reminder may be assigned to — the one rule, which the use cases ask before a person's
/// choice is stored (refusing it as a broken rule of the form) and every store applies as it
/// writes a reminder row, so that an assignment which no longer holds is dropped whichever write
/// ends it: the reminder moved to a list where its assignee is no one (its subtasks with it), its
/// assignee removed from the list, leaving it or made a viewer of it, or the list shared with no
/// one any more (assigning is between people who share a list).
public enum Assignees {
    /// Whether someone holding `role` on a list (nil: none) may be assigned its reminders: those
    /// who can change them, so who can complete them — its owner and its editors.
    public static func mayBeAssigned(_ role: ListRole?) -> Bool {
        role?.permissions.contains(.change) == true
    }

    /// The assignee a reminder row keeps as it is written, given the role `role` its assignee
    /// `assigneeID` holds on the row's list and whether that list is shared with anyone
    /// (`listShared`): they stay while they may be assigned there, else no one.
    public static func kept(_ assigneeID: User.ID?, role: ListRole?, listShared: Bool) -> User.ID? {
        listShared && mayBeAssigned(role) ? assigneeID : nil
    }

    /// What is wrong with assigning `assigneeID` among `members` (everyone with a role on the
    /// list, as `ListMembershipRepository.members(of:)` answers): nil when nothing is,
    /// `notAssignable` for someone without a role on it, a viewer, or anyone on a list its owner
    /// shares with no one. No one is always allowed.
    public static func issue(assigning assigneeID: User.ID, among members: [ListMember]) -> ValidationIssue? {
        members.count > 1 && mayBeAssigned(members.first { $0.id == assigneeID }?.role) ? nil : .notAssignable
    }
}
