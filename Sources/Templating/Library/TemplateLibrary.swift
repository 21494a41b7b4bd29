import Foundation

/// A set of Mustache templates, compiled once, rendered from many threads at once.
///
/// ```swift
/// let templates = try TemplateLibrary(directory: URL(fileURLWithPath: "Templates"))
/// let html: [UInt8] = try templates.render("reminders/index", state)  // state: some Encodable
/// ```
///
/// Template names are paths relative to the folder, without the `.mustache` extension
/// (`reminders/row`); partials and parents use the same names (`{{> reminders/row}}`), or paths
/// relative to the including template when they start with `./` or `../`.
public final class TemplateLibrary: Sendable {
    private let options: Options
    private let source: TemplateSource

    /// Loads and compiles every `*.mustache` file under `directory` (recursively).
    ///
    /// - Throws: `TemplateError` with `file:line:column` for the first syntax error, unknown
    ///   partial or parent, or inclusion cycle, so that start-up stops with a clear message.
    public init(directory: URL, options: Options = Options()) throws(TemplateError) {
        self.options = options
        source = try TemplateSource(directory: directory, options: options)
    }

    /// Compiles templates given as strings, keyed by name (for tests and tools).
    ///
    /// `reloadsChangedFiles` has no effect: there are no files to watch.
    public init(templates: [String: String], options: Options = Options()) throws(TemplateError) {
        self.options = options
        source = try TemplateSource(templates: templates, options: options)
    }

    /// The names of all templates, sorted (as last compiled, in reload mode).
    public var templateNames: [String] {
        source.latest.indices.keys.sorted()
    }

    /// Renders the template `name` with a Swift value (a view state) as its data.
    ///
    /// The value is read through `Encodable`, straight into the engine's flat form.
    public func render<Value: Encodable>(_ name: String, _ value: Value) throws(TemplateError) -> [UInt8] {
        // Renders from the encoder's own buffers while it is alive, rather than copying them
        // into a `Document` first: the list page's 50 rows make about 35 KB of fields, items and
        // bytes, and the copies and their three allocations are work the page never needed.
        let encoder = try TemplateEncoder.encoder(value)
        return try withExtendedLifetime(encoder) { () throws(TemplateError) in
            try render(name, root: encoder.root, fields: encoder.fields.buffer, items: encoder.items.buffer,
                       bytes: encoder.bytes.buffer)
        }
    }

    /// Renders the template `name` with a ready-made value tree as its data.
    public func render(_ name: String, _ value: TemplateValue) throws(TemplateError) -> [UInt8] {
        try render(name, document: Document(value))
    }

    /// Renders the template `name` with data encoded beforehand.
    public func render(_ name: String, _ data: TemplateData) throws(TemplateError) -> [UInt8] {
        try render(name, document: data.document)
    }

    private func render(_ name: String, document: Document) throws(TemplateError) -> [UInt8] {
        try document.fields.withUnsafeBufferPointer { fields throws(TemplateError) in
            try document.items.withUnsafeBufferPointer { items throws(TemplateError) in
                try document.bytes.withUnsafeBufferPointer { bytes throws(TemplateError) in
                    try render(name, root: document.root, fields: fields, items: items, bytes: bytes)
                }
            }
        }
    }

    /// Renders the template `name` from a document's parts, borrowed for the call.
    private func render(
        _ name: String, root: Node, fields: UnsafeBufferPointer<Field>, items: UnsafeBufferPointer<Node>,
        bytes: UnsafeBufferPointer<UInt8>
    ) throws(TemplateError) -> [UInt8] {
        let library = try source.current()
        guard let index = library.indices[name] else { throw .unknownTemplate(name) }
        let hints = UnsafeMutablePointer<Int32>.allocate(capacity: max(library.keyCount, 1))
        hints.initialize(repeating: 0, count: max(library.keyCount, 1))
        defer { hints.deallocate() }
        let template = library.templates[index]
        // Rendered straight into the array returned, sized from this template's last output, so
        // that the page is not copied out of a buffer of the renderer's (71,000 instructions a
        // list page under callgrind); one that outgrows it is copied out, as every page was.
        var failure: TemplateError?
        var outgrown: [UInt8]?
        let output = [UInt8](unsafeUninitializedCapacity: template.outputCapacity()) { buffer, initialized in
            let writer = ByteWriter(borrowing: buffer)
            var renderer = Renderer(library: library, strict: options.strict, root: root, fields: fields, items: items,
                                    bytes: bytes, hints: hints, writer: writer)
            do throws(TemplateError) {
                try renderer.render(template)
            } catch {
                failure = error
                return
            }
            template.noteOutputSize(writer.count)
            if writer.isInLentBuffer {
                initialized = writer.count
            } else {
                outgrown = writer.bytes()
            }
        }
        if let failure { throw failure }
        return outgrown ?? output
    }

    /// Renders the template `name` to a `String` (UTF-8), for tests and small outputs.
    public func renderString<Value: Encodable>(_ name: String, _ value: Value) throws(TemplateError) -> String {
        String(decoding: try render(name, value), as: UTF8.self)
    }

    /// Renders the template `name` from a value tree to a `String` (UTF-8).
    public func renderString(_ name: String, _ value: TemplateValue) throws(TemplateError) -> String {
        String(decoding: try render(name, value), as: UTF8.self)
    }

}
