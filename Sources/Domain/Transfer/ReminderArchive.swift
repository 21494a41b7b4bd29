import Entities
import Foundation

/// A person's lists and reminders, read at one instant: what the exports write. Deleted
/// reminders (waiting for their purge) are not in it.
public struct ReminderArchive: Sendable, Equatable {
    /// The lists, by name.
    public var lists: [ReminderList]
    /// The reminders, list by list; in a list, each parent before its subtasks, then by creation.
    public var reminders: [Reminder]
    /// Each reminder's place in its list's manual order (`ManualOrder`: an integer unique in the
    /// list, larger further down), kept whatever order the list shows; a reminder the store keeps
    /// no place for is absent.
    public var positions: [Reminder.ID: Int]
    /// The account's: the lists others share with the person, by name, named only (their
    /// reminders are in their owners' archives).
    public var sharedLists: [SharedList]

    /// A list someone else shares with the person: its name and their role on it.
    public struct SharedList: Sendable, Equatable {
        public var name: String
        public var role: ListRole

        /// A shared list's entry.
        public init(name: String, role: ListRole) {
            self.name = name
            self.role = role
        }
    }

    /// Creates an archive.
    public init(lists: [ReminderList], reminders: [Reminder], positions: [Reminder.ID: Int] = [:], sharedLists: [SharedList] = []) {
        self.lists = lists
        self.reminders = reminders
        self.positions = positions
        self.sharedLists = sharedLists
    }
}

extension ReminderArchive {
    /// The reminders as files carry them, in the archive's order: each with its uid, a subtask
    /// naming its parent's (a parent is in the archive with its subtasks).
    public var transfers: [ReminderTransfer] {
        var uids: [Reminder.ID: String] = [:]
        for reminder in reminders { uids[reminder.id] = ReminderTransfer.uid(of: reminder) }
        return reminders.map { ReminderTransfer($0, parentUID: $0.parentID.flatMap { uids[$0] }) }
    }
}

/// Where the archives come from: one read of a person's data.
public protocol ReminderArchiveRepository: Sendable {
    /// Every list and reminder of the person; with `listID`, that list and its reminders only
    /// (`notFound` if the person has no such list).
    func archive(listID: ReminderList.ID?) async throws(RepositoryError) -> ReminderArchive
}

/// A file a person downloads: its name, media type and bytes.
public struct ExportedFile: Sendable, Equatable {
    /// The file name offered (`Content-Disposition`), without a folder.
    public var name: String
    /// The media type, with its charset.
    public var mediaType: String
    public var contents: Data

    /// Creates a file.
    public init(name: String, mediaType: String, contents: Data) {
        self.name = name
        self.mediaType = mediaType
        self.contents = contents
    }
}

/// Everything a person owns, for people leaving: their account and settings, lists and reminders.
public struct AccountExport: Sendable, Equatable {
    public var user: User
    public var archive: ReminderArchive
    /// When the export was made.
    public var exportedAt: Date

    /// Creates an export.
    public init(user: User, archive: ReminderArchive, exportedAt: Date) {
        self.user = user
        self.archive = archive
        self.exportedAt = exportedAt
    }
}

/// How an account export is written (JSON, in the app).
public protocol AccountExportFormat: Sendable {
    /// The file's media type, with its charset.
    var mediaType: String { get }
    /// The file name's extension, without the dot.
    var fileExtension: String { get }
    /// The export's bytes.
    func encode(_ export: AccountExport) -> Data
}

/// What the export and import use cases are built from: the person's archives and the formats
/// the files are written in.
public struct ArchiveDependencies: Sendable {
    public var archives: any ReminderArchiveRepository
    public var accountFormat: any AccountExportFormat
    /// How a list's reminders are written and read as a file (iCalendar, in the app).
    public var fileFormat: any ReminderFileFormat
    /// Where imports read their files, one at a time: the app passes the one queue it shares
    /// among everyone's imports.
    public var imports: ImportQueue

    /// Creates the dependencies; without `imports`, a queue of their own.
    public init(
        archives: any ReminderArchiveRepository, accountFormat: any AccountExportFormat, fileFormat: any ReminderFileFormat,
        imports: ImportQueue = ImportQueue()
    ) {
        self.archives = archives
        self.accountFormat = accountFormat
        self.fileFormat = fileFormat
        self.imports = imports
    }
}
