import Domain
import Entities

/// A `ChangeDisplayNameUseCase` that answers what its `stub` is told to and records its calls.
public final class MockChangeDisplayNameUseCase: ChangeDisplayNameUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        public var userID: User.ID
        public var displayName: String

        /// Creates a call.
        public init(userID: User.ID, displayName: String) {
            self.userID = userID
            self.displayName = displayName
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, User>("MockChangeDisplayNameUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(userID: User.ID, displayName: String) async throws(DomainError) -> User {
        try stub(Call(userID: userID, displayName: displayName))
    }
}
