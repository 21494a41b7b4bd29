import Domain
import Entities

/// A `RemovePushDeviceUseCase` that answers what its `stub` is told to and records its calls.
public final class MockRemovePushDeviceUseCase: RemovePushDeviceUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        public var userID: User.ID
        public var id: PushSubscription.ID

        /// Creates a call.
        public init(userID: User.ID, id: PushSubscription.ID) {
            self.userID = userID
            self.id = id
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, Void>("MockRemovePushDeviceUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(userID: User.ID, id: PushSubscription.ID) async throws(DomainError) {
        try stub(Call(userID: userID, id: id))
    }
}
