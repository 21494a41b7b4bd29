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

    /// What `plan()` answers: by default that the account shares nothing.
    public let planned = UseCaseStub<Void, AccountDeletionPlan>("MockDeleteAccountUseCase.plan")

    /// An unconfigured mock: configure `stub` before it is called; `plan()` answers an empty plan.
    public init() {
        planned.returns(AccountDeletionPlan([]))
    }

    public func plan() async throws(DomainError) -> AccountDeletionPlan {
        try planned(())
    }

    /// Records the call and answers as `stub` was told to.
    public func execute(userID: User.ID, password: String, origin: String) async throws(DomainError) {
        try stub(Call(userID: userID, password: password, origin: origin))
    }
}
