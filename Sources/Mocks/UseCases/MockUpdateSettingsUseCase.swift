import Domain
import Entities

/// An `UpdateSettingsUseCase` that answers what its `stub` is told to and records its calls.
public final class MockUpdateSettingsUseCase: UpdateSettingsUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        public var userID: User.ID
        public var settings: UserSettings

        /// Creates a call.
        public init(userID: User.ID, settings: UserSettings) {
            self.userID = userID
            self.settings = settings
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, User>("MockUpdateSettingsUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(userID: User.ID, settings: UserSettings) async throws(DomainError) -> User {
        try stub(Call(userID: userID, settings: settings))
    }
}
