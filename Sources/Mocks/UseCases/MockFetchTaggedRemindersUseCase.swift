import Domain
import Entities

/// A `FetchTaggedRemindersUseCase` that answers what its `stub` is told to and records its calls.
public final class MockFetchTaggedRemindersUseCase: FetchTaggedRemindersUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        /// The tag asked for.
        public var tag: Tag
        /// The page asked for.
        public var page: PageRequest

        /// Creates a call.
        public init(tag: Tag, page: PageRequest) {
            self.tag = tag
            self.page = page
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, Page<Reminder>>("MockFetchTaggedRemindersUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(tag: Tag, page: PageRequest) async throws(DomainError) -> Page<Reminder> {
        return try stub(Call(tag: tag, page: page))
    }
}
