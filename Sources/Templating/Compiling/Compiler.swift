/// Turns a template source into a `Program`: lexes it, matches its pairs, applies the whitespace
/// rules and emits instructions.
struct Compiler {
    let source: [UInt8]
    let file: String
    var tokens: [Token] = []
    var structure: TagStructure
    var whitespace: Whitespace
    var program: Program
    var blockNames: BlockNames
    var chunkStart = -1
    var chunkLineStarts: [Int] = []
    /// Whether the next output starts a line (and so takes the indentation).
    var pendingLineStart = false
    /// Whether that line is the first of the body being compiled.
    var pendingIsBodyStart = false
    /// How many sections and blocks enclose the tag being compiled.
    var conditionalDepth = 0
    /// Values fixed at load time, written into the text instead of looked up when rendering.
    let constants: [String: TemplateValue]
    /// Whether a constant name that resolves to nothing is an error.
    let strict: Bool
    /// The first such error, thrown once the template is compiled.
    var constantError: TemplateError?

    /// Compiles `source`, interning block names in `blockNames` (shared by a whole library).
    static func compile(
        _ source: [UInt8], name: String, file: String, blockNames: inout BlockNames,
        constants: [String: TemplateValue] = [:], strict: Bool = false
    ) throws(TemplateError) -> Program {
        var lexer = Lexer(source: source, file: file)
        let tokens = try lexer.tokenize()
        let structure = try TagStructure(tokens: tokens, file: file)
        var whitespace = Whitespace(tokens: tokens, source: source, structure: structure)
        whitespace.apply()
        var compiler = Compiler(source: source, file: file, structure: structure, whitespace: whitespace,
                                program: Program(name: name, file: file), blockNames: blockNames,
                                constants: constants, strict: strict)
        _ = compiler.compileBody(from: 0, to: whitespace.tokens.count)
        if let error = compiler.constantError { throw error }
        blockNames = compiler.blockNames
        return compiler.program
    }

    private init(source: [UInt8], file: String, structure: TagStructure, whitespace: Whitespace,
                 program: Program, blockNames: BlockNames, constants: [String: TemplateValue], strict: Bool) {
        self.constants = constants
        self.strict = strict
        self.source = source
        self.file = file
        self.tokens = whitespace.tokens
        self.structure = structure
        self.whitespace = whitespace
        self.program = program
        self.blockNames = blockNames
    }

    /// Compiles tokens `from..<to` as a body of their own (a template, a block, an argument).
    mutating func compileBody(from start: Int, to end: Int) -> Int {
        let index = program.bodies.count
        program.bodies.append(Body(start: program.instructions.count, end: 0))
        let saved = (pendingLineStart, pendingIsBodyStart)
        pendingLineStart = true
        pendingIsBodyStart = true
        compileRange(from: start, to: end)
        flushText()
        program.bodies[index].end = program.instructions.count
        (pendingLineStart, pendingIsBodyStart) = saved
        return index
    }

    mutating func compileRange(from start: Int, to end: Int) {
        var index = start
        while index < end {
            let token = tokens[index]
            if structure.ignored[index] {
                index += 1
                continue
            }
            if whitespace.removed[index] {
                if token.kind == .newline { breakLine(kept: false) }
                index += 1
                continue
            }
            switch token.kind {
            case .text:
                if token.start < token.end {
                    startLineIfPending(inText: true)
                    appendText(token)
                }
            case .newline:
                appendText(token)
                breakLine(kept: true)
            case .tag:
                index = compileTag(at: index)
                continue
            }
            index += 1
        }
    }

    mutating func breakLine(kept: Bool) {
        if kept || !pendingLineStart {
            pendingLineStart = true
            pendingIsBodyStart = false
        }
    }

    /// Emits the indentation point for a line start that is about to produce output.
    mutating func startLineIfPending(inText: Bool) {
        guard pendingLineStart else { return }
        pendingLineStart = false
        if pendingIsBodyStart || !inText {
            flushText()
            program.instructions.append(Instruction(.lineStart, pendingIsBodyStart ? 1 : 0))
            pendingIsBodyStart = false
        } else {
            if chunkStart < 0 { chunkStart = program.text.count }
            chunkLineStarts.append(program.text.count - chunkStart)
        }
    }

    /// Drops a pending line start that a standalone tag's own indentation replaces.
    mutating func consumeLineStart() {
        pendingLineStart = false
        pendingIsBodyStart = false
    }

    mutating func appendText(_ token: Token) {
        if chunkStart < 0 { chunkStart = program.text.count }
        program.text.append(contentsOf: source[token.start..<token.end])
    }

    mutating func flushText() {
        guard chunkStart >= 0 else { return }
        var lineStartsIndex = -1
        if !chunkLineStarts.isEmpty {
            lineStartsIndex = program.lineStarts.count
            program.lineStarts.append(chunkLineStarts)
        }
        program.instructions.append(Instruction(.text, chunkStart, program.text.count - chunkStart, lineStartsIndex))
        chunkStart = -1
        chunkLineStarts = []
    }
}
