/// The one question a store answers for `ListAccessPolicy`: the person's role on a list.
///
/// A store builds it for one person, as it builds their list and reminder repositories.
public protocol ListAccessRepository: Sendable {
    /// The person's role on the list `target` names; nil when they have none, or there is no
    /// such list or reminder (the two are not told apart).
    func role(on target: ListAccessTarget) async throws(RepositoryError) -> ListRole?
}
