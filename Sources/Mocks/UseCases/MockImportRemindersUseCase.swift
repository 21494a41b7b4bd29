import Domain
import Entities
import Foundation

/// An `ImportRemindersUseCase` that answers what its `stub` is told to and records its calls.
public final class MockImportRemindersUseCase: ImportRemindersUseCase, UseCaseMock {
    /// The arguments of a call.
    public struct Call: Sendable, Equatable {
        public var listID: ReminderList.ID
        public var file: Data

        /// Creates the record of a call.
        public init(listID: ReminderList.ID, file: Data) {
            self.listID = listID
            self.file = file
        }
    }

    /// What `execute` answers, and the calls it got.
    public let stub = UseCaseStub<Call, ImportCount>("MockImportRemindersUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    /// Records the call and answers as `stub` was told to.
    public func execute(listID: ReminderList.ID, file: Data) async throws(DomainError) -> ImportCount {
        try stub(Call(listID: listID, file: file))
    }
}
