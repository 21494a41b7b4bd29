import Domain
import Entities

/// A `SignUpUseCase` that answers what its `stub` is told to and records its calls.
public final class MockSignUpUseCase: SignUpUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        /// The draft given.
        public var draft: AccountDraft
        /// The settings the browser suggested.
        public var settings: UserSettings
        /// The client address given.
        public var origin: String

        /// Creates a call.
        public init(draft: AccountDraft, settings: UserSettings = UserSettings(), origin: String) {
            self.draft = draft
            self.settings = settings
            self.origin = origin
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, SignUpOutcome>("MockSignUpUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(_ draft: AccountDraft, settings: UserSettings, origin: String) async throws(DomainError) -> SignUpOutcome {
        try stub(Call(draft: draft, settings: settings, origin: origin))
    }
}
