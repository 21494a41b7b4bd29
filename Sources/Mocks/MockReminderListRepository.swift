import Domain
import Entities

/// A `ReminderListRepository` whose every method is a `MockMethod`: stub it, then read its calls.
///
/// ```swift
/// let lists = MockReminderListRepository(onUnconfigured: { Issue.record(Comment(rawValue: $0)) })
/// lists.create.returns(.fixture(name: "Home"))
/// _ = try await CreateListInteractor(repository: lists).execute(ReminderListDraft(name: " Home "))
/// #expect(lists.create.calls == ["Home"])
/// ```
public final class MockReminderListRepository: ReminderListRepository, Sendable {
    /// `summaries()`.
    public let fetchSummaries: MockMethod<Void, [ReminderListSummary]>
    /// `list(id:)`, recording the id.
    public let list: MockMethod<ReminderList.ID, ReminderList>
    /// `create(name:)`, recording the name.
    public let create: MockMethod<String, ReminderList>
    /// `update(id:with:)`, recording the id and the draft.
    public let update: MockMethod<UpdateCall, ReminderList>
    /// `setSortOrder(id:to:)`, recording the id and the order.
    public let setSortOrder: MockMethod<SetSortOrderCall, ReminderList>
    /// `delete(id:)`, recording the id.
    public let delete: MockMethod<ReminderList.ID, Void>

    /// The arguments of an `update(id:with:)` call.
    public struct UpdateCall: Sendable, Equatable {
        public var id: ReminderList.ID
        public var draft: ReminderListDraft

        /// Creates the record of a call.
        public init(id: ReminderList.ID, draft: ReminderListDraft) {
            self.id = id
            self.draft = draft
        }
    }

    /// The arguments of a `setSortOrder(id:to:)` call.
    public struct SetSortOrderCall: Sendable, Equatable {
        public var id: ReminderList.ID
        public var order: ReminderSortOrder

        /// Creates the record of a call.
        public init(id: ReminderList.ID, order: ReminderSortOrder) {
            self.id = id
            self.order = order
        }
    }

    /// A mock with no method configured; a call to one reports to `onUnconfigured` (by default: an issue in the running test), then throws.
    public init(onUnconfigured: @escaping @Sendable (String) -> Void = recordUnconfigured) {
        func method<A, O>(_ name: String) -> MockMethod<A, O> {
            MockMethod(name: "MockReminderListRepository.\(name)", onUnconfigured: onUnconfigured)
        }
        fetchSummaries = method("fetchSummaries")
        list = method("list")
        create = method("create")
        update = method("update")
        setSortOrder = method("setSortOrder")
        delete = method("delete")
    }

    public func summaries() async throws(RepositoryError) -> [ReminderListSummary] {
        try await fetchSummaries.invoke(())
    }

    public func list(id: ReminderList.ID) async throws(RepositoryError) -> ReminderList {
        try await list.invoke(id)
    }

    public func create(name: String) async throws(RepositoryError) -> ReminderList {
        try await create.invoke(name)
    }

    public func update(id: ReminderList.ID, with draft: ReminderListDraft) async throws(RepositoryError) -> ReminderList {
        try await update.invoke(UpdateCall(id: id, draft: draft))
    }

    public func setSortOrder(id: ReminderList.ID, to order: ReminderSortOrder) async throws(RepositoryError) -> ReminderList {
        try await setSortOrder.invoke(SetSortOrderCall(id: id, order: order))
    }

    public func delete(id: ReminderList.ID) async throws(RepositoryError) {
        try await delete.invoke(id)
    }
}
