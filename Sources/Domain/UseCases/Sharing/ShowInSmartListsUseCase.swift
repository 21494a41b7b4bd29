import Entities

/// A member shows or hides a list shared with them in their smart lists (Today, Scheduled,
/// Flagged, All, Completed, and their counts). Their own lists are always there.
public protocol ShowInSmartListsUseCase: Sendable {
    func execute(listID: ReminderList.ID, shown: Bool) async throws(DomainError)
}

public protocol HasShowInSmartListsUseCase {
    var showInSmartListsUseCase: any ShowInSmartListsUseCase { get }
}

/// Reads the person's role: none is `notFound`, the owner's `forbidden` (nothing to hide); a
/// member's choice is stored.
public struct ShowInSmartListsInteractor: ShowInSmartListsUseCase {
    private let members: any ListMembershipRepository
    private let access: ListAccessPolicy

    public init(members: any ListMembershipRepository, access: ListAccessPolicy) {
        self.members = members
        self.access = access
    }

    public func execute(listID: ReminderList.ID, shown: Bool) async throws(DomainError) {
        guard try await access.role(on: .list(listID)) != .owner else { throw .forbidden }
        do { try await members.setInSmartLists(listID, shown) } catch { throw DomainError(error) }
    }
}
