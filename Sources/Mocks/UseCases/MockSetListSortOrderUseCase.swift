import Domain
import Entities

/// A `SetListSortOrderUseCase` that answers what its `stub` is told to and records its calls.
public final class MockSetListSortOrderUseCase: SetListSortOrderUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        /// The list's identifier.
        public var id: ReminderList.ID
        /// The order chosen.
        public var order: ReminderSortOrder

        /// Creates a call.
        public init(id: ReminderList.ID, order: ReminderSortOrder) {
            self.id = id
            self.order = order
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, ReminderList>("MockSetListSortOrderUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(id: ReminderList.ID, order: ReminderSortOrder) async throws(DomainError) -> ReminderList {
        try stub(Call(id: id, order: order))
    }
}
