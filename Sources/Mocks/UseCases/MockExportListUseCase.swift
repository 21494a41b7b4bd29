import Domain
import Entities

/// An `ExportListUseCase` that answers what its `stub` is told to and records its calls.
public final class MockExportListUseCase: ExportListUseCase, UseCaseMock {
    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<ReminderList.ID, ExportedFile>("MockExportListUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(listID: ReminderList.ID) async throws(DomainError) -> ExportedFile {
        try stub(listID)
    }
}
