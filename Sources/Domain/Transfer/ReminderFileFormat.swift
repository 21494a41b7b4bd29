import Foundation

/// A file format that carries a list — its reminders and its look — both ways: what an import
/// reads and an export writes (one `ReminderFile`). Implementations live in Data (`ICalendarFormat`); the use cases know only this.
public protocol ReminderFileFormat: Sendable {
    /// The file's media type, for the `Content-Type` of a download (`text/calendar; charset=utf-8`).
    var mediaType: String { get }
    /// The file name's extension, without its dot (`ics`).
    var fileExtension: String { get }

    /// The list in `file`: its reminders, in the file's order, each with the line it begins on,
    /// and what the file says of the list's name and look.
    /// - Parameters:
    ///   - file: The file's bytes, as uploaded.
    ///   - timeZone: The importing user's time zone: due times given as instants (in UTC or in
    ///     another zone) become wall-clock times in it.
    /// - Throws: `ReminderFileError` for the first thing wrong, naming its line when there is one;
    ///   a file is taken whole or not at all.
    func decode(_ file: Data, timeZone: TimeZone) throws(ReminderFileError) -> ReminderFile

    /// A file holding `list`, which `decode` reads back equal.
    /// - Parameters:
    ///   - list: The list's name and look, and its reminders, subtasks naming their parents by `parentUID`.
    ///   - timeZone: The exporting user's time zone, which due times are wall-clock times in.
    ///   - stampedAt: When the file is written, for the formats that say so.
    func encode(_ list: ReminderFile, timeZone: TimeZone, stampedAt: Date) -> Data
}
