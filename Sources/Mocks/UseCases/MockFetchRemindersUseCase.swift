import Domain
import Entities

/// A `FetchRemindersUseCase` that answers what its `stub` is told to and records its calls.
public final class MockFetchRemindersUseCase: FetchRemindersUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        /// The list given.
        public var listID: ReminderList.ID
        /// Whether completed reminders were asked for too.
        public var includeCompleted: Bool
        /// The page asked for.
        public var page: PageRequest

        /// Creates a call.
        public init(listID: ReminderList.ID, includeCompleted: Bool, page: PageRequest) {
            self.listID = listID
            self.includeCompleted = includeCompleted
            self.page = page
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, ReminderListPage>("MockFetchRemindersUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(listID: ReminderList.ID, includeCompleted: Bool, page: PageRequest) async throws(DomainError) -> ReminderListPage {
        return try stub(Call(listID: listID, includeCompleted: includeCompleted, page: page))
    }
}
