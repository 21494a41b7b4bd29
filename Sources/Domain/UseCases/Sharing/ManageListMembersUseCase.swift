import Entities

/// What a list's owner changes about who it is shared with.
public enum MemberChange: Sendable, Equatable {
    /// Gives a member another role (editor or viewer).
    case setRole(User.ID, ListRole)
    /// Takes a member off the list.
    case remove(User.ID)
    /// Withdraws an invitation not yet answered.
    case withdraw(ListInvitation.ID)
    /// Makes a member the list's owner; the owner stays on as an editor.
    case transfer(to: User.ID)
}

/// The owner's changes to a list's members and invitations.
public protocol ManageListMembersUseCase: Sendable {
    func execute(listID: ReminderList.ID, _ change: MemberChange) async throws(DomainError)
}

public protocol HasManageListMembersUseCase {
    var manageListMembersUseCase: any ManageListMembersUseCase { get }
}

/// Asks the policy for administer, checks a new role, then stores the change; a member or an
/// invitation that is not the list's is `notFound`. A transfer to someone who owns a list of the
/// same name already is refused (`invalid`, the name a duplicate): they rename one first.
public struct ManageListMembersInteractor: ManageListMembersUseCase {
    private let members: any ListMembershipRepository
    private let access: ListAccessPolicy
    private let clock: any CalendarClock

    public init(members: any ListMembershipRepository, access: ListAccessPolicy, clock: any CalendarClock) {
        self.members = members
        self.access = access
        self.clock = clock
    }

    public func execute(listID: ReminderList.ID, _ change: MemberChange) async throws(DomainError) {
        try await access.require(.administer, on: .list(listID))
        if case .setRole(_, let role) = change, !Sharing.invitableRoles.contains(role) {
            throw .invalid(ValidationErrors([.role: .malformed]))
        }
        do {
            switch change {
            case .setRole(let userID, let role):
                try await members.setRole(role, of: userID, on: listID)
            case .remove(let userID):
                try await members.remove(userID, from: listID)
            case .withdraw(let id):
                try await members.withdraw(id, from: listID, at: clock.now())
            case .transfer(let userID):
                try await members.transfer(listID, to: userID, at: clock.now())
            }
        } catch {
            throw DomainError(error, conflictingField: .name)
        }
    }
}
