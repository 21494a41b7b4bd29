import Entities

/// A member leaves a list shared with them. The owner cannot: a list always has one.
public protocol LeaveListUseCase: Sendable {
    func execute(listID: ReminderList.ID, person: User.ID) async throws(DomainError)
}

public protocol HasLeaveListUseCase {
    var leaveListUseCase: any LeaveListUseCase { get }
}

/// Reads the person's role: none is `notFound`, the owner's is `forbidden`; else takes them off.
public struct LeaveListInteractor: LeaveListUseCase {
    private let members: any ListMembershipRepository
    private let access: ListAccessPolicy

    public init(members: any ListMembershipRepository, access: ListAccessPolicy) {
        self.members = members
        self.access = access
    }

    public func execute(listID: ReminderList.ID, person: User.ID) async throws(DomainError) {
        guard try await access.role(on: .list(listID)) != .owner else { throw .forbidden }
        do { try await members.remove(person, from: listID) } catch { throw DomainError(error) }
    }
}
