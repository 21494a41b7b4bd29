import Foundation

/// A fresh folder under the system's temporary directory, for tests that load templates from
/// files; remove it when done.
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("TemplatingTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `contents` to `path` (e.g. `reminders/row.mustache`), creating folders as needed.
    func write(_ path: String, _ contents: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
    }

    /// The path of a file in the folder, as error messages print it.
    func path(_ relative: String) -> String {
        url.appendingPathComponent(relative).standardizedFileURL.path
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
