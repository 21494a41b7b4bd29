import Domain
import Entities

/// A `RequestPasswordResetUseCase` that answers what its `stub` is told to and records its calls.
public final class MockRequestPasswordResetUseCase: RequestPasswordResetUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        public var email: String
        public var origin: String

        /// Creates a call.
        public init(email: String, origin: String) {
            self.email = email
            self.origin = origin
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, Void>("MockRequestPasswordResetUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    public func execute(email: String, origin: String) async throws(DomainError) {
        try stub(Call(email: email, origin: origin))
    }
}

/// A `ResetPasswordUseCase` whose `refusal` and `execute` answer what their stubs are told to.
public final class MockResetPasswordUseCase: ResetPasswordUseCase, UseCaseMock {
    /// The arguments of one `execute`.
    public struct Call: Sendable, Equatable {
        public var token: String
        public var newPassword: String

        /// Creates a call.
        public init(token: String, newPassword: String) {
            self.token = token
            self.newPassword = newPassword
        }
    }

    /// What `holder(of:)` answers (by token): whose the link is, or why it cannot be used; and the calls it got.
    public let holderStub = UseCaseStub<String, Result<User, AccountLinkRefusal>>("MockResetPasswordUseCase.holder")
    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, Result<AuthenticatedSession, AccountLinkRefusal>>("MockResetPasswordUseCase.execute")

    /// An unconfigured mock: configure the stubs before they are called.
    public init() {}

    public func holder(of token: String) async throws(DomainError) -> Result<User, AccountLinkRefusal> {
        try holderStub(token)
    }

    public func execute(token: String, newPassword: String) async throws(DomainError) -> Result<AuthenticatedSession, AccountLinkRefusal> {
        try stub(Call(token: token, newPassword: newPassword))
    }
}

/// A `ConfirmEmailUseCase` whose `refusal` and `execute` answer what their stubs are told to.
public final class MockConfirmEmailUseCase: ConfirmEmailUseCase, UseCaseMock {
    /// What `holder(of:)` answers (by token): whose the link is, or why it cannot be used; and the calls it got.
    public let holderStub = UseCaseStub<String, Result<User, AccountLinkRefusal>>("MockConfirmEmailUseCase.holder")
    /// What `execute` answers (by token), and the calls it got.
    public let stub = UseCaseStub<String, Result<User, AccountLinkRefusal>>("MockConfirmEmailUseCase.execute")

    /// An unconfigured mock: configure the stubs before they are called.
    public init() {}

    public func holder(of token: String) async throws(DomainError) -> Result<User, AccountLinkRefusal> {
        try holderStub(token)
    }

    public func execute(token: String) async throws(DomainError) -> Result<User, AccountLinkRefusal> {
        try stub(token)
    }
}

/// A `SendConfirmationUseCase` that answers what its `stub` is told to and records its calls.
public final class MockSendConfirmationUseCase: SendConfirmationUseCase, UseCaseMock {
    /// What `execute` answers (by user), and the calls it got.
    public let stub = UseCaseStub<User, ConfirmationRequest>("MockSendConfirmationUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    public func execute(for user: User) async throws(DomainError) -> ConfirmationRequest {
        try stub(user)
    }
}
