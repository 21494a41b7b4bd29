import Domain
import Entities

/// A `DeleteAccountUseCase` that answers what its `stub` is told to and records its calls.
public final class MockDeleteAccountUseCase: DeleteAccountUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        public var userID: User.ID
        public var password: String
        public var origin: String

        /// Creates a call.
        public init(userID: User.ID, password: String, origin: String) {
            self.userID = userID
            self.password = password
            self.origin = origin
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, Void>("MockDeleteAccountUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(userID: User.ID, password: String, origin: String) async throws(DomainError) {
        try stub(Call(userID: userID, password: password, origin: origin))
    }
}
