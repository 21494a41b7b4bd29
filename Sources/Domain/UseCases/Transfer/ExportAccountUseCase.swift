import Entities
import Foundation

/// Everything the person owns as one file, for people leaving: `reminders-<date>.json`.
public protocol ExportAccountUseCase: Sendable {
    func execute(user: User) async throws(DomainError) -> ExportedFile
}

public protocol HasExportAccountUseCase {
    var exportAccountUseCase: any ExportAccountUseCase { get }
}

/// Reads the archive in one snapshot and writes it with the account in `format`.
public struct ExportAccountInteractor: ExportAccountUseCase {
    private let archives: any ReminderArchiveRepository
    private let format: any AccountExportFormat
    private let clock: any CalendarClock

    public init(archives: any ReminderArchiveRepository, format: any AccountExportFormat, clock: any CalendarClock) {
        self.archives = archives
        self.format = format
        self.clock = clock
    }

    public func execute(user: User) async throws(DomainError) -> ExportedFile {
        let archive: ReminderArchive
        do { archive = try await archives.archive(listID: nil) } catch { throw DomainError(error) }
        let export = AccountExport(user: user, archive: archive, exportedAt: clock.now())
        return ExportedFile(
            name: "reminders-\(clock.localNow().date).\(format.fileExtension)", mediaType: format.mediaType, contents: format.encode(export)
        )
    }
}
