import Domain
import Entities

/// A `FetchPushDevicesUseCase` that answers what its `stub` is told to and records its calls.
public final class MockFetchPushDevicesUseCase: FetchPushDevicesUseCase, UseCaseMock {
    /// What `execute` answers, and the calls it got (the account's id).
    public let stub = UseCaseStub<User.ID, [PushSubscription]>("MockFetchPushDevicesUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(userID: User.ID) async throws(DomainError) -> [PushSubscription] {
        try stub(userID)
    }
}
