import Domain
import Entities
import Foundation

/// A `SubscribePushUseCase` that answers what its `stub` is told to and records its calls.
public final class MockSubscribePushUseCase: SubscribePushUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        public var userID: User.ID
        public var endpoint: String
        public var p256dh: Data
        public var auth: Data
        public var userAgent: String

        /// Creates a call.
        public init(userID: User.ID, endpoint: String, p256dh: Data, auth: Data, userAgent: String) {
            self.userID = userID
            self.endpoint = endpoint
            self.p256dh = p256dh
            self.auth = auth
            self.userAgent = userAgent
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, PushSubscription>("MockSubscribePushUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(userID: User.ID, endpoint: String, p256dh: Data, auth: Data, userAgent: String) async throws(DomainError) -> PushSubscription {
        try stub(Call(userID: userID, endpoint: endpoint, p256dh: p256dh, auth: auth, userAgent: userAgent))
    }
}
