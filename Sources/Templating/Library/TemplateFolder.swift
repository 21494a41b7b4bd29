import Foundation

/// A folder of `*.mustache` files: lists them with their modification stamps and reads them.
struct TemplateFolder: Sendable {
    /// What tells that a file changed: its modification time and size.
    struct Stamp: Equatable, Sendable {
        var modified: Date
        var size: Int
    }

    static let fileExtension = "mustache"
    let root: URL

    init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// Every template under the folder, by name (relative path without the extension).
    func stamps() throws(TemplateError) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        try collect(relative: [], into: &stamps)
        return stamps
    }

    /// Reads the named templates' bytes.
    func read(_ names: some Sequence<String>) throws(TemplateError) -> [(name: String, file: String, bytes: [UInt8])] {
        var sources: [(name: String, file: String, bytes: [UInt8])] = []
        for name in names {
            let url = fileURL(for: name)
            do {
                sources.append((name, url.path, [UInt8](try Data(contentsOf: url))))
            } catch {
                throw .unreadable(path: url.path, reason: error.localizedDescription)
            }
        }
        return sources
    }

    func fileURL(for name: String) -> URL {
        root.appendingPathComponent(name + "." + Self.fileExtension)
    }

    /// How deep folders may nest: a guard against symbolic links that loop.
    private static let maximumDepth = 32

    private func collect(relative: [String], into stamps: inout [String: Stamp]) throws(TemplateError) {
        guard relative.count <= Self.maximumDepth else { return }
        let folder = relative.reduce(root) { $0.appendingPathComponent($1) }
        let manager = FileManager.default
        let entries: [String]
        do {
            entries = try manager.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw .unreadable(path: folder.path, reason: error.localizedDescription)
        }
        for entry in entries where !entry.hasPrefix(".") {
            let url = folder.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                try collect(relative: relative + [entry], into: &stamps)
            } else if url.pathExtension == Self.fileExtension {
                let attributes = (try? manager.attributesOfItem(atPath: url.path)) ?? [:]
                let stamp = Stamp(modified: attributes[.modificationDate] as? Date ?? .distantPast,
                                  size: (attributes[.size] as? NSNumber)?.intValue ?? -1)
                let name = (relative + [String(entry.dropLast(Self.fileExtension.count + 1))]).joined(separator: "/")
                stamps[name] = stamp
            }
        }
    }
}
