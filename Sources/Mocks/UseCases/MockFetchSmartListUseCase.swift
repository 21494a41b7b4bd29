import Domain
import Entities

/// A `FetchSmartListUseCase` that answers what its `stub` is told to and records its calls.
public final class MockFetchSmartListUseCase: FetchSmartListUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        /// The smart list asked for.
        public var smartList: SmartList
        /// The page asked for.
        public var page: PageRequest

        /// Creates a call.
        public init(smartList: SmartList, page: PageRequest) {
            self.smartList = smartList
            self.page = page
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, Page<Reminder>>("MockFetchSmartListUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(_ smartList: SmartList, page: PageRequest) async throws(DomainError) -> Page<Reminder> {
        return try stub(Call(smartList: smartList, page: page))
    }
}
