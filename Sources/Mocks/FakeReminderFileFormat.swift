import Domain
import Foundation

/// A `ReminderFileFormat` for tests of the use cases: decoding answers what it was told to
/// (whatever the bytes), encoding writes one plain line per reminder, and both record what they got.
public final class FakeReminderFileFormat: ReminderFileFormat, @unchecked Sendable {
    public let mediaType = "text/plain; charset=utf-8"
    public let fileExtension = "txt"
    private let decoded: Result<[ReminderTransfer], ReminderFileError>
    private let appearance: ListAppearance
    private let lock = NSLock()
    private var encodedLists: [(reminders: [ReminderTransfer], listName: String, appearance: ListAppearance, timeZone: TimeZone, stampedAt: Date)] = []

    /// A format whose decoding answers `decoded`, in a file of the look `appearance` (by default, none said).
    public init(decoding decoded: Result<[ReminderTransfer], ReminderFileError> = .success([]), appearance: ListAppearance = ListAppearance()) {
        self.decoded = decoded
        self.appearance = appearance
    }

    /// What `encode` was given, oldest first.
    public var encoded: [(reminders: [ReminderTransfer], listName: String, appearance: ListAppearance, timeZone: TimeZone, stampedAt: Date)] {
        lock.withLock { encodedLists }
    }

    public func decode(_ file: Data, timeZone: TimeZone) throws(ReminderFileError) -> ReminderFile {
        ReminderFile(appearance: appearance, reminders: try decoded.get())
    }

    public func encode(_ list: ReminderFile, timeZone: TimeZone, stampedAt: Date) -> Data {
        lock.withLock { encodedLists.append((list.reminders, list.listName, list.appearance, timeZone, stampedAt)) }
        let lines = ["list \(list.listName)"] + list.reminders.map { "\($0.uid) \($0.title)" }
        return Data(lines.joined(separator: "\n").utf8)
    }
}
