import Domain
import Entities

/// A `SearchRemindersUseCase` that answers what its `stub` is told to and records its calls.
public final class MockSearchRemindersUseCase: SearchRemindersUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        /// The query given.
        public var query: String
        /// The page asked for.
        public var page: PageRequest

        /// Creates a call.
        public init(query: String, page: PageRequest) {
            self.query = query
            self.page = page
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, Page<Reminder>>("MockSearchRemindersUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(query: String, page: PageRequest) async throws(DomainError) -> Page<Reminder> {
        return try stub(Call(query: query, page: page))
    }
}
