import Domain
import Entities

/// A `ChangePasswordUseCase` that answers what its `stub` is told to and records its calls.
public final class MockChangePasswordUseCase: ChangePasswordUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        public var session: AuthenticatedSession
        public var currentPassword: String
        public var newPassword: String
        public var origin: String

        /// Creates a call.
        public init(session: AuthenticatedSession, currentPassword: String, newPassword: String, origin: String) {
            self.session = session
            self.currentPassword = currentPassword
            self.newPassword = newPassword
            self.origin = origin
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, Void>("MockChangePasswordUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(session: AuthenticatedSession, currentPassword: String, newPassword: String, origin: String) async throws(DomainError) {
        try stub(Call(session: session, currentPassword: currentPassword, newPassword: newPassword, origin: origin))
    }
}
