import Data
import Domain
import Foundation

/// The importer's time zone: one with daylight-saving changes, so that due times in other zones
/// and at skipped or repeated hours are explored.
private let timeZone = TimeZone(identifier: "Europe/Berlin")!
private let format = ICalendarFormat()

/// One fuzz input: any bytes may be uploaded as a calendar file. Reading it (the iCalendar reader,
/// then the VTODO decoder) must answer reminders or a `ReminderFileError`, never crash or hang;
/// and what it reads must survive the export: written again and read back, the same reminders.
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let file = Data(UnsafeBufferPointer(start: data, count: size))
    let list: ReminderFile
    do {
        list = try format.decode(file, timeZone: timeZone)
    } catch {
        if case .malformed(let line, _) = error { precondition(line >= 1, "a malformed file blamed on line \(line)") }
        if case .unsupported(let line, _) = error { precondition(line >= 1, "an unsupported property blamed on line \(line)") }
        _ = error.description
        return 0
    }
    let transfers = list.reminders
    precondition(!transfers.isEmpty, "a file read as holding no reminders did not say so")
    for transfer in transfers { precondition(transfer.line >= 1, "a reminder read from line \(transfer.line)") }
    let written = format.encode(list, timeZone: timeZone, stampedAt: Date(timeIntervalSince1970: 1_795_310_000))
    do {
        let again = try format.decode(written, timeZone: timeZone)
        precondition(again == list, "an exported file reads back another list than it was written from")
    } catch {
        preconditionFailure("an exported file cannot be read back: \(error)")
    }
    return 0
}
