import Domain
import Entities

/// A `ReminderArchiveRepository` whose one method is a `MockMethod`: stub it, then read its calls.
public final class MockReminderArchiveRepository: ReminderArchiveRepository, Sendable {
    /// `archive(listID:)`.
    public let archive: MockMethod<ReminderList.ID?, ReminderArchive>

    /// A mock whose unconfigured method fails the running test when called.
    public init(onUnconfigured: @escaping @Sendable (String) -> Void = recordUnconfigured) {
        archive = MockMethod(name: "MockReminderArchiveRepository.archive", onUnconfigured: onUnconfigured)
    }

    public func archive(listID: ReminderList.ID?) async throws(RepositoryError) -> ReminderArchive {
        try await archive.invoke(listID)
    }
}
