import Entities
import Foundation

/// A list's reminders as one file in the app's reminder file format (iCalendar): `<list name>.ics`.
public protocol ExportListUseCase: Sendable {
    /// The file; `notFound` if the person has no such list.
    func execute(listID: ReminderList.ID) async throws(DomainError) -> ExportedFile
}

public protocol HasExportListUseCase {
    var exportListUseCase: any ExportListUseCase { get }
}

/// Reads the list in one snapshot and writes its look and its reminders, completed ones and subtasks included.
public struct ExportListInteractor: ExportListUseCase {
    private let archives: any ReminderArchiveRepository
    private let access: ListAccessPolicy
    private let format: any ReminderFileFormat
    private let clock: any CalendarClock

    public init(archives: any ReminderArchiveRepository, access: ListAccessPolicy, format: any ReminderFileFormat, clock: any CalendarClock) {
        self.archives = archives
        self.access = access
        self.format = format
        self.clock = clock
    }

    public func execute(listID: ReminderList.ID) async throws(DomainError) -> ExportedFile {
        try await access.require(.read, on: .list(listID))
        let archive: ReminderArchive
        do { archive = try await archives.archive(listID: listID) } catch { throw DomainError(error) }
        // The archive of one list holds that list alone.
        guard let list = archive.lists.first else { throw .notFound }
        let file = ReminderFile(listName: list.name, appearance: ListAppearance(list), reminders: archive.transfers)
        let contents = format.encode(file, timeZone: clock.timeZone, stampedAt: clock.now())
        return ExportedFile(name: "\(Self.fileName(list.name)).\(format.fileExtension)", mediaType: format.mediaType, contents: contents)
    }

    /// `name` fit to name a file on any system: no path separators, quotes or control characters.
    static func fileName(_ name: String) -> String {
        String(name.map { "/\\\":*?<>|".contains($0) || $0.isNewline || $0.asciiValue.map { $0 < 32 || $0 == 127 } == true ? "-" : $0 })
    }
}
