import Domain
import Entities

/// A `ResolveAlertLinkUseCase` whose two methods answer what their stubs are told to and record
/// their calls (the tokens).
public final class MockResolveAlertLinkUseCase: ResolveAlertLinkUseCase {
    /// What `markDone(token:)` answers, and the tokens it got.
    public let markDoneStub = UseCaseStub<String, AlertLinkTarget?>("MockResolveAlertLinkUseCase.markDone")
    /// What `stopSummary(token:)` answers, and the tokens it got.
    public let stopSummaryStub = UseCaseStub<String, User?>("MockResolveAlertLinkUseCase.stopSummary")

    /// An unconfigured mock: configure the stubs before they are called.
    public init() {}

    /// A mock whose Mark done links name `target` (nil: nothing).
    public convenience init(markDone target: AlertLinkTarget?) {
        self.init()
        markDoneStub.returns(target)
    }

    /// A mock whose stop links name `user` (nil: nobody).
    public convenience init(stopSummary user: User?) {
        self.init()
        stopSummaryStub.returns(user)
    }

    /// Records the token and answers as `markDoneStub` was told to.
    public func markDone(token: String) async throws(DomainError) -> AlertLinkTarget? {
        try markDoneStub(token)
    }

    /// Records the token and answers as `stopSummaryStub` was told to.
    public func stopSummary(token: String) async throws(DomainError) -> User? {
        try stopSummaryStub(token)
    }
}
