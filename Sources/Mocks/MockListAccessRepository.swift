import Domain
import Entities

/// A `ListAccessRepository` whose one method is a `MockMethod`: stub it, then read its calls.
///
/// ```swift
/// let access = MockListAccessRepository(answering: nil) // a stranger to every list
/// let fetch = FetchListInteractor(repository: lists, access: ListAccessPolicy(repository: access))
/// await #expect(throws: DomainError.notFound) { try await fetch.execute(id: 5) }
/// #expect(access.role.calls == [.list(5)])
/// ```
public final class MockListAccessRepository: ListAccessRepository, Sendable {
    /// `role(on:)`, recording the target.
    public let role: MockMethod<ListAccessTarget, ListRole?>

    /// A mock whose unconfigured method fails the running test when called.
    public init(onUnconfigured: @escaping @Sendable (String) -> Void = recordUnconfigured) {
        role = MockMethod(name: "MockListAccessRepository.role", onUnconfigured: onUnconfigured)
    }

    /// A mock answering `role` on every list (nil: the person is a stranger to every one).
    public convenience init(answering role: ListRole?) {
        self.init()
        self.role.returns(role)
    }

    public func role(on target: ListAccessTarget) async throws(RepositoryError) -> ListRole? {
        try await role.invoke(target)
    }
}

extension ListAccessPolicy {
    /// A policy under which the person is `role` on every list (the owner of every one, unless told).
    public static func fixture(_ role: ListRole? = .owner) -> ListAccessPolicy {
        ListAccessPolicy(repository: MockListAccessRepository(answering: role))
    }
}
