import Synchronization

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

    /// What rendering reads of a `{{> partial}}` tag.
    struct PartialCall {
        /// The partial's index in the library, or -1.
        var template: Int32
        var standalone: Bool
        var indented: Bool
    }

    /// What rendering reads of a `{{< parent}}` tag: its arguments are a run of `arguments`.
    struct ParentCall {
        /// The parent's index in the library, or -1.
        var template: Int32
        var standalone: Bool
        var indented: Bool
        var firstArgument: Int32
        var argumentCount: Int32
    }

    /// What rendering reads of a `{{$block}}` tag outside a parent.
    struct BlockCall {
        var block: Int32
        var defaultBody: Int32
        var standalone: Bool
        var indented: Bool
    }

    /// A block a parent tag passes: the interned block name and the body that fills it.
    struct Argument {
        var block: Int32
        var body: Int32
    }

    let name: String
    let file: String
    /// Where this template's keys start among all the library's keys: the renderer keeps a
    /// lookup hint per key (see `Renderer.hints`).
    let keyBase: Int
    /// The instructions, text, names and tag sites, in memory this object owns, so that running
    /// them costs no reference counting (a row rendered through a parent partial per item reads
    /// its sites fifty times a page).
    let code: UnsafeBufferPointer<Instruction>
    let text: UnsafeBufferPointer<UInt8>
    let paths: UnsafeBufferPointer<Path>
    let keys: UnsafeBufferPointer<Key>
    let keyBytes: UnsafeBufferPointer<UInt8>
    let partialCalls: UnsafeBufferPointer<PartialCall>
    let parentCalls: UnsafeBufferPointer<ParentCall>
    let blockCalls: UnsafeBufferPointer<BlockCall>
    let arguments: UnsafeBufferPointer<Argument>
    let bodies: UnsafeBufferPointer<Body>
    let lineStarts: [[Int]]
    /// The names with their source locations, for error messages.
    let names: [NameReference]
    /// The tag sites in full, with their names, locations and indentation.
    let partials: [PartialSite]
    let parents: [ParentSite]
    let blocks: [BlockSite]
    /// How many bytes its last render wrote (0 before the first), to size the next one's output.
    private let lastOutputSize = Atomic<Int>(0)

    init(_ program: Program, keyBase: Int) {
        name = program.name
        file = program.file
        self.keyBase = keyBase
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
        partialCalls = Self.copy(program.partials.map {
            PartialCall(template: Int32($0.template), standalone: $0.standalone, indented: !$0.indentation.isEmpty)
        })
        var arguments: [Argument] = []
        parentCalls = Self.copy(program.parents.map { site in
            let first = arguments.count
            arguments += site.arguments.map { Argument(block: Int32($0.block), body: Int32($0.body)) }
            return ParentCall(template: Int32(site.template), standalone: site.standalone, indented: !site.indentation.isEmpty,
                              firstArgument: Int32(first), argumentCount: Int32(site.arguments.count))
        })
        self.arguments = Self.copy(arguments)
        blockCalls = Self.copy(program.blocks.map {
            BlockCall(block: Int32($0.block), defaultBody: Int32($0.defaultBody), standalone: $0.standalone,
                      indented: !$0.indentation.isEmpty)
        })
        bodies = Self.copy(program.bodies)
        lineStarts = program.lineStarts
        names = program.names
        partials = program.partials
        parents = program.parents
        blocks = program.blocks
    }

    deinit {
        code.deallocate()
        text.deallocate()
        paths.deallocate()
        keys.deallocate()
        keyBytes.deallocate()
        partialCalls.deallocate()
        parentCalls.deallocate()
        blockCalls.deallocate()
        arguments.deallocate()
        bodies.deallocate()
    }

    /// The first size of a render's output: the last render's size and an eighth more, so that
    /// a page a little larger than the last (another person's, longer titles) still fits without
    /// growing and being copied. 16 KiB before the first render.
    func outputCapacity() -> Int {
        let last = lastOutputSize.load(ordering: .relaxed)
        return last == 0 ? 16 * 1024 : last + last / 8 + 1024
    }

    /// Records the size of a render's output, for `outputCapacity()`.
    func noteOutputSize(_ size: Int) {
        lastOutputSize.store(size, ordering: .relaxed)
    }

    private static func copy<Element>(_ array: [Element]) -> UnsafeBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(array.count, 1))
        _ = buffer.initialize(from: array)
        return UnsafeBufferPointer(rebasing: buffer[0..<array.count])
    }
}
