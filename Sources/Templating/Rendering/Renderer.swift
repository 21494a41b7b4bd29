/// Runs compiled templates against a context stack of document nodes, writing bytes.
///
/// The document's arrays are borrowed as raw buffers for the duration of one render, so that
/// reading values costs no reference counting.
struct Renderer {
    let library: CompiledLibrary
    let strict: Bool
    let fields: UnsafeBufferPointer<Field>
    let items: UnsafeBufferPointer<Node>
    let bytes: UnsafeBufferPointer<UInt8>
    let writer: ByteWriter
    /// For each key of the library's templates (`CompiledTemplate.keyBase` + its index), where
    /// in an object's fields it was found last: the objects a tag reads are mostly of one type
    /// with their fields in one order (a list's fifty rows), so the next lookup tries there first
    /// instead of comparing every field before it. Owned by the caller for one render.
    let hints: UnsafeMutablePointer<Int32>
    /// The context stack: the rendered value at the bottom, section values above it.
    var stack: [Node]
    /// The block arguments of the parent tags being rendered, outermost first.
    var layers: [OverrideLayer] = []
    /// The layer in scope (its `outer` chain is the rest), or -1 outside every parent.
    var currentLayer = -1
    /// Every indentation in use, end to end; a run's indentation is a slice of it.
    var indentation: [UInt8] = []
    var depth = 0

    /// How deep partials and parents may nest before the render fails (data-driven recursion
    /// that never ends would otherwise overflow the stack).
    static let maximumDepth = 100

    init(library: CompiledLibrary, strict: Bool, root: Node, fields: UnsafeBufferPointer<Field>,
         items: UnsafeBufferPointer<Node>, bytes: UnsafeBufferPointer<UInt8>, hints: UnsafeMutablePointer<Int32>,
         writer: ByteWriter) {
        self.library = library
        self.hints = hints
        self.strict = strict
        self.fields = fields
        self.items = items
        self.bytes = bytes
        self.writer = writer
        stack = [root]
        stack.reserveCapacity(16)
        layers.reserveCapacity(8)
    }

    /// Renders the whole of `template`.
    mutating func render(_ template: CompiledTemplate) throws(TemplateError) {
        let body = template.bodies[0]
        try run(template, from: body.start, to: body.end, indent: Indent(), emitsFirstLine: true)
    }

    /// Runs `template.code[start..<end]`.
    ///
    /// - Parameters:
    ///   - indent: the indentation written at each line start (empty almost always).
    ///   - emitsFirstLine: whether the body's first line is indented too (false when the body
    ///     continues a line, as an inline block does).
    mutating func run(
        _ template: CompiledTemplate, from start: Int, to end: Int, indent: Indent, emitsFirstLine: Bool
    ) throws(TemplateError) {
        let code = template.code.baseAddress!
        var pc = start
        while pc < end {
            let instruction = code[pc]
            switch instruction.operation {
            case .text:
                let text = template.text.baseAddress! + Int(instruction.a)
                if indent.isEmpty || instruction.c < 0 {
                    writer.write(text, count: Int(instruction.b))
                } else {
                    writeIndented(text, count: Int(instruction.b), lineStarts: template.lineStarts[Int(instruction.c)],
                                  indent: indent)
                }
            case .lineStart:
                if !indent.isEmpty && (instruction.a == 0 || emitsFirstLine) { writeIndent(indent) }
            case .escaped, .raw:
                let value = try resolve(template, Int(instruction.a))
                try interpolate(value, escaped: instruction.operation == .escaped, template, Int(instruction.a))
            case .section:
                let value = try resolve(template, Int(instruction.a))
                let bodyEnd = Int(instruction.b)
                switch value.kind {
                case .list:
                    let first = Int(value.payload)
                    for index in first..<first + Int(value.count) {
                        stack.append(items[index])
                        try run(template, from: pc + 1, to: bodyEnd, indent: indent, emitsFirstLine: emitsFirstLine)
                        stack.removeLast()
                    }
                case .bool:
                    if value.payload != 0 {
                        try run(template, from: pc + 1, to: bodyEnd, indent: indent, emitsFirstLine: emitsFirstLine)
                    }
                default:
                    if value.isTruthy {
                        stack.append(value)
                        try run(template, from: pc + 1, to: bodyEnd, indent: indent, emitsFirstLine: emitsFirstLine)
                        stack.removeLast()
                    }
                }
                pc = bodyEnd
                continue
            case .inverted:
                if try !resolve(template, Int(instruction.a)).isTruthy {
                    try run(template, from: pc + 1, to: Int(instruction.b), indent: indent, emitsFirstLine: emitsFirstLine)
                }
                pc = Int(instruction.b)
                continue
            case .partial:
                try renderPartial(template, Int(instruction.a), indent: indent)
            case .parent:
                try renderParent(template, Int(instruction.a), indent: indent)
                pc = Int(instruction.b)
                continue
            case .block:
                try renderBlock(template, Int(instruction.a), indent: indent)
                pc = Int(instruction.b)
                continue
            }
            pc += 1
        }
    }

    @inline(__always)
    private mutating func interpolate(
        _ value: Node, escaped: Bool, _ template: CompiledTemplate, _ name: Int
    ) throws(TemplateError) {
        switch value.kind {
        case .null:
            break
        case .string:
            let start = bytes.baseAddress! + Int(value.payload)
            if escaped {
                writer.writeEscaped(start, count: Int(value.count))
            } else {
                writer.write(start, count: Int(value.count))
            }
        case .int:
            writer.write(Int(value.payload))
        case .double:
            writer.write(Double(bitPattern: UInt64(bitPattern: value.payload)))
        case .bool:
            writer.write(value.payload != 0 ? "true" : "false")
        case .list, .object:
            if strict {
                let reference = template.names[name]
                throw .notInterpolatable(reference.text, at: reference.location)
            }
        }
    }
}
