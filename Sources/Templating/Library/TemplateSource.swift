import Foundation

/// Where a library's compiled templates come from: compiled once, or recompiled from the folder
/// when a file changed (development reload).
///
/// `@unchecked Sendable`: the only mutable state, used in reload mode, is read and written under
/// `lock`.
final class TemplateSource: @unchecked Sendable {
    private let fixed: CompiledLibrary?
    private let folder: TemplateFolder?
    private let options: TemplateLibrary.Options
    private let lock = NSLock()
    /// The library as last compiled successfully.
    private var lastGood: CompiledLibrary
    /// The files' stamps when `lastGood` was compiled, or `nil` after a failed recompile (so that
    /// the next render tries again, and shows the error again, until the file is fixed).
    private var stamps: [String: TemplateFolder.Stamp]?

    init(directory: URL, options: TemplateLibrary.Options) throws(TemplateError) {
        let folder = TemplateFolder(root: directory)
        let stamps = try folder.stamps()
        let library = try Self.compile(folder.read(stamps.keys), options: options)
        self.options = options
        lastGood = library
        if options.reloadsChangedFiles {
            self.folder = folder
            self.stamps = stamps
            fixed = nil
        } else {
            self.folder = nil
            fixed = library
        }
    }

    init(templates: [String: String], options: TemplateLibrary.Options) throws(TemplateError) {
        let sources = templates.map { (name: $0.key, file: $0.key, bytes: Array($0.value.utf8)) }
        let library = try Self.compile(sources, options: options)
        fixed = library
        lastGood = library
        folder = nil
        self.options = options
    }

    /// The library as last compiled successfully, without looking at the files.
    var latest: CompiledLibrary {
        if let fixed { return fixed }
        lock.lock()
        defer { lock.unlock() }
        return lastGood
    }

    /// The library to render with; in reload mode, recompiled first if a file was added, removed
    /// or changed (its modification time or size).
    func current() throws(TemplateError) -> CompiledLibrary {
        if let fixed { return fixed }
        lock.lock()
        defer { lock.unlock() }
        let folder = folder!
        let now = try folder.stamps()
        if now != stamps {
            stamps = nil
            lastGood = try Self.compile(folder.read(now.keys), options: options)
            stamps = now
        }
        return lastGood
    }

    private static func compile(
        _ sources: [(name: String, file: String, bytes: [UInt8])], options: TemplateLibrary.Options
    ) throws(TemplateError) -> CompiledLibrary {
        var blockNames = BlockNames()
        var programs: [Program] = []
        for source in sources.sorted(by: { $0.name < $1.name }) {
            programs.append(try Compiler.compile(source.bytes, name: source.name, file: source.file,
                                                 blockNames: &blockNames, constants: options.constants,
                                                 strict: options.strict))
        }
        return try CompiledLibrary(programs, allowsUnknownPartials: options.allowsUnknownPartials)
    }
}
