import Domain

/// A `ReadQuickAddTextUseCase` that answers what its `stub` is told to and records the texts it was given.
public final class MockReadQuickAddTextUseCase: ReadQuickAddTextUseCase, UseCaseMock {
    /// What `execute` answers, and the texts it got.
    public let stub = UseCaseStub<String, QuickAddReading>("MockReadQuickAddTextUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the text and answers as `stub` was told to.
    public func execute(_ text: String) async throws(DomainError) -> QuickAddReading {
        try stub(text)
    }
}
