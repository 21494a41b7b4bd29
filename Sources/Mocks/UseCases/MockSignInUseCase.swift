import Domain
import Entities

/// A `SignInUseCase` that answers what its `stub` is told to and records its calls.
public final class MockSignInUseCase: SignInUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        public var email: String
        public var password: String
        public var origin: String

        /// Creates a call.
        public init(email: String, password: String, origin: String) {
            self.email = email
            self.password = password
            self.origin = origin
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, AuthenticatedSession>("MockSignInUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(email: String, password: String, origin: String) async throws(DomainError) -> AuthenticatedSession {
        try stub(Call(email: email, password: password, origin: origin))
    }
}
