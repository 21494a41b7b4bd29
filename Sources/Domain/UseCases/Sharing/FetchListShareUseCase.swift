import Entities

/// Who a list is shared with, as the person asking may see it: the owner sees every member's
/// address and the open invitations; anyone else with a role sees names and roles only.
public protocol FetchListShareUseCase: Sendable {
    func execute(listID: ReminderList.ID) async throws(DomainError) -> ListShare
}

public protocol HasFetchListShareUseCase {
    var fetchListShareUseCase: any FetchListShareUseCase { get }
}

/// Reads the list, its members and (for its owner) its invitations, once the person's role on
/// it is known; a stranger's is `notFound`.
public struct FetchListShareInteractor: FetchListShareUseCase {
    private let lists: any ReminderListRepository
    private let members: any ListMembershipRepository
    private let access: ListAccessPolicy
    private let clock: any CalendarClock

    public init(lists: any ReminderListRepository, members: any ListMembershipRepository, access: ListAccessPolicy, clock: any CalendarClock) {
        self.lists = lists
        self.members = members
        self.access = access
        self.clock = clock
    }

    public func execute(listID: ReminderList.ID) async throws(DomainError) -> ListShare {
        let role = try await access.role(on: .list(listID))
        do {
            let list = try await lists.list(id: listID)
            var everyone = try await members.members(of: listID)
            guard role == .owner else {
                for index in everyone.indices { everyone[index].email = nil }
                let preferences = try await members.preferences(on: listID)
                return ListShare(list: list, role: role, members: everyone, invitations: [], preferences: preferences)
            }
            let invitations = try await members.invitations(to: listID, at: clock.now())
            return ListShare(list: list, role: role, members: everyone, invitations: invitations)
        } catch {
            throw DomainError(error)
        }
    }
}
