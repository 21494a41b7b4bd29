/// A linked, immutable template ready to render; shared by every thread that renders it.
///
/// `@unchecked Sendable`: the buffers are written once in `init` and only read afterwards.
final class CompiledTemplate: @unchecked Sendable {
    /// Where a name's parts are in `keys`; no parts for the implicit iterator `.`.
    struct Path {
        var firstKey: Int32
        var keyCount: Int32
    }

    /// Where one part of a name is in `keyBytes`.
    struct Key {
        var offset: Int32
        var length: Int32
        /// The first eight bytes, as `Field.keyPrefix` has them.
        var prefix: UInt64
    }

    let name: String
    let file: String
    /// The instructions, text and names, in memory this object owns, so that running them costs
    /// no reference counting.
    let code: UnsafeBufferPointer<Instruction>
    let text: UnsafeBufferPointer<UInt8>
    let paths: UnsafeBufferPointer<Path>
    let keys: UnsafeBufferPointer<Key>
    let keyBytes: UnsafeBufferPointer<UInt8>
    let lineStarts: [[Int]]
    /// The names with their source locations, for error messages.
    let names: [NameReference]
    let partials: [PartialSite]
    let parents: [ParentSite]
    let blocks: [BlockSite]
    let bodies: [Body]

    init(_ program: Program) {
        name = program.name
        file = program.file
        code = Self.copy(program.instructions)
        text = Self.copy(program.text)
        var paths: [Path] = []
        var keys: [Key] = []
        var keyBytes: [UInt8] = []
        for reference in program.names {
            paths.append(Path(firstKey: Int32(keys.count), keyCount: Int32(reference.components.count)))
            for component in reference.components {
                let utf8 = Array(component.utf8)
                let prefix = utf8.withUnsafeBufferPointer { Field.prefix(of: $0) }
                keys.append(Key(offset: Int32(keyBytes.count), length: Int32(utf8.count), prefix: prefix))
                keyBytes.append(contentsOf: utf8)
            }
        }
        self.paths = Self.copy(paths)
        self.keys = Self.copy(keys)
        self.keyBytes = Self.copy(keyBytes)
        lineStarts = program.lineStarts
        names = program.names
        partials = program.partials
        parents = program.parents
        blocks = program.blocks
        bodies = program.bodies
    }

    deinit {
        code.deallocate()
        text.deallocate()
        paths.deallocate()
        keys.deallocate()
        keyBytes.deallocate()
    }

    private static func copy<Element>(_ array: [Element]) -> UnsafeBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(array.count, 1))
        _ = buffer.initialize(from: array)
        return UnsafeBufferPointer(rebasing: buffer[0..<array.count])
    }
}
