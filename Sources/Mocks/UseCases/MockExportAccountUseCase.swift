import Domain
import Entities

/// An `ExportAccountUseCase` that answers what its `stub` is told to and records its calls.
public final class MockExportAccountUseCase: ExportAccountUseCase, UseCaseMock {
    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<User, ExportedFile>("MockExportAccountUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(user: User) async throws(DomainError) -> ExportedFile {
        try stub(user)
    }
}
