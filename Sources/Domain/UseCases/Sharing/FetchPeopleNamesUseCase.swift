import Entities

/// The display names of people, as rows show who a reminder is assigned to: only those the person
/// shares a list with (themselves too), so that an id reveals no one else's name.
public protocol FetchPeopleNamesUseCase: Sendable {
    func execute(_ ids: Set<User.ID>) async throws(DomainError) -> [User.ID: String]
}

public protocol HasFetchPeopleNamesUseCase {
    var fetchPeopleNamesUseCase: any FetchPeopleNamesUseCase { get }
}

/// Asks the store, which answers for the person; no ids, no read.
public struct FetchPeopleNamesInteractor: FetchPeopleNamesUseCase {
    private let members: any ListMembershipRepository

    public init(members: any ListMembershipRepository) {
        self.members = members
    }

    public func execute(_ ids: Set<User.ID>) async throws(DomainError) -> [User.ID: String] {
        guard !ids.isEmpty else { return [:] }
        do { return try await members.names(of: ids) } catch { throw DomainError(error) }
    }
}
