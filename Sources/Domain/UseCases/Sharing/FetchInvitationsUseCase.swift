import Entities

/// The invitations waiting for a person: those to their address, open and not expired.
public protocol FetchInvitationsUseCase: Sendable {
    func execute(for person: User) async throws(DomainError) -> [ReceivedInvitation]
}

public protocol HasFetchInvitationsUseCase {
    var fetchInvitationsUseCase: any FetchInvitationsUseCase { get }
}

/// Reads them by the person's address, newest first.
public struct FetchInvitationsInteractor: FetchInvitationsUseCase {
    private let members: any ListMembershipRepository
    private let clock: any CalendarClock

    public init(members: any ListMembershipRepository, clock: any CalendarClock) {
        self.members = members
        self.clock = clock
    }

    public func execute(for person: User) async throws(DomainError) -> [ReceivedInvitation] {
        let now = clock.now()
        do { return try await members.invitations(forAddress: person.email, at: now) } catch { throw DomainError(error) }
    }
}
