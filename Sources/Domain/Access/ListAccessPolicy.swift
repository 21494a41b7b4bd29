/// Who may read, change or administer a list: the one place that decides it. Every use case that
/// takes a list or reminder id asks it before reading or changing anything.
///
/// A person without a role on the list gets `notFound`, the answer for an id that does not
/// exist, so that nobody learns which ids exist from the answer. A member whose role lacks the
/// permission gets `forbidden`: they can see the list, so the refusal may say so.
public struct ListAccessPolicy: Sendable {
    private let repository: any ListAccessRepository

    /// A policy over `repository`'s answers, which are one person's roles.
    public init(repository: any ListAccessRepository) { self.repository = repository }

    /// Returns when the person may do `permission` on `target`; `notFound` when they have no
    /// role on it, `forbidden` when their role does not allow it.
    public func require(_ permission: ListPermission, on target: ListAccessTarget) async throws(DomainError) {
        try Self.require(permission, role: try await role(on: target))
    }

    /// The person's role on `target`; `notFound` when they have none.
    public func role(on target: ListAccessTarget) async throws(DomainError) -> ListRole {
        let role: ListRole?
        do { role = try await repository.role(on: target) } catch { throw DomainError(error) }
        guard let role else { throw .notFound }
        return role
    }

    /// Whether the person may do `permission` on `target`.
    public func permits(_ permission: ListPermission, on target: ListAccessTarget) async throws(DomainError) -> Bool {
        do { try await require(permission, on: target) } catch .notFound, .forbidden { return false }
        return true
    }

    /// The rule: `role` (nil: none) allows `permission`; without a role it is `notFound`, with
    /// one that does not allow it `forbidden`. Reads that carry the person's role from their own
    /// snapshot (the list page) ask this instead of the store again.
    public static func require(_ permission: ListPermission, role: ListRole?) throws(DomainError) {
        guard let role else { throw .notFound }
        guard role.permissions.contains(permission) else { throw .forbidden }
    }
}
