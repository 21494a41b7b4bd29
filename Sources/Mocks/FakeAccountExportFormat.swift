import Domain
import Foundation

/// An `AccountExportFormat` whose file says plainly what it was given — one line for the account,
/// then one per list and per reminder — for tests of the use cases, without a real format.
public struct FakeAccountExportFormat: AccountExportFormat {
    public let mediaType = "text/plain; charset=utf-8"
    public let fileExtension = "txt"

    public init() {}

    public func encode(_ export: AccountExport) -> Data {
        var lines = ["account \(export.user.email) at \(export.exportedAt.timeIntervalSince1970)"]
        lines += export.archive.lists.map { "list \($0.id) \($0.name)" }
        lines += export.archive.reminders.map { "reminder \($0.id) in \($0.listID) \($0.title)" }
        return Data(lines.joined(separator: "\n").utf8)
    }
}
