extension Compiler {
    /// Compiles the tag at `index` (with everything up to its closing tag, for pairs) and returns
    /// the index of the next token to compile.
    mutating func compileTag(at index: Int) -> Int {
        let token = tokens[index]
        switch token.tag {
        case .variable, .unescaped:
            if compileConstant(token, escaped: token.tag == .variable) { return index + 1 }
            startLineIfPending(inText: false)
            flushText()
            let operation: Instruction.Operation = token.tag == .variable ? .escaped : .raw
            program.instructions.append(Instruction(operation, addName(token)))
            return index + 1
        case .section, .inverted:
            if !whitespace.standalone[index] { startLineIfPending(inText: false) }
            flushText()
            let at = program.instructions.count
            let operation: Instruction.Operation = token.tag == .section ? .section : .inverted
            program.instructions.append(Instruction(operation, addName(token)))
            let close = structure.partner[index]
            conditionalDepth += 1
            compileRange(from: index + 1, to: close)
            conditionalDepth -= 1
            flushText()
            program.instructions[at].b = Int32(program.instructions.count)
            return close + 1
        case .partial:
            claimLineStart(standalone: whitespace.standalone[index])
            recordInclusion(token)
            program.instructions.append(Instruction(.partial, program.partials.count))
            program.partials.append(PartialSite(
                name: token.name, template: -1, standalone: whitespace.standalone[index],
                indentation: whitespace.indentation[index], location: location(of: token)))
            return index + 1
        case .parent:
            return compileParent(at: index)
        case .block:
            return compileBlock(at: index)
        case .comment, .delimiters, .close, .none:
            return index + 1
        }
    }

    private mutating func compileParent(at index: Int) -> Int {
        let token = tokens[index]
        let close = structure.partner[index]
        claimLineStart(standalone: whitespace.standalone[index])
        recordInclusion(token)
        let at = program.instructions.count
        program.instructions.append(Instruction(.parent, program.parents.count))
        program.parents.append(ParentSite(
            name: token.name, template: -1, standalone: false, indentation: [], arguments: [],
            location: location(of: token)))
        var arguments: [(block: Int, body: Int)] = []
        conditionalDepth += 1
        var child = index + 1
        while child < close {
            if tokens[child].kind == .tag, tokens[child].tag == .block, structure.enclosing[child] == index {
                let end = structure.partner[child]
                let body = compileBody(from: child + 1, to: end)
                arguments.append((blockNames.intern(tokens[child].name), body))
                child = end + 1
            } else {
                child += 1
            }
        }
        conditionalDepth -= 1
        let site = Int(program.instructions[at].a)
        program.parents[site] = ParentSite(
            name: token.name, template: -1, standalone: whitespace.standalone[index],
            indentation: whitespace.indentation[index], arguments: arguments, location: location(of: token))
        program.instructions[at].b = Int32(program.instructions.count)
        return close + 1
    }

    private mutating func compileBlock(at index: Int) -> Int {
        let token = tokens[index]
        let close = structure.partner[index]
        claimLineStart(standalone: whitespace.standalone[index])
        let at = program.instructions.count
        program.instructions.append(Instruction(.block, program.blocks.count))
        program.blocks.append(BlockSite(block: 0, defaultBody: 0, standalone: false, indentation: []))
        conditionalDepth += 1
        let body = compileBody(from: index + 1, to: close)
        conditionalDepth -= 1
        program.blocks[Int(program.instructions[at].a)] = BlockSite(
            block: blockNames.intern(token.name), defaultBody: body,
            standalone: whitespace.standalone[index], indentation: whitespace.indentation[index])
        program.instructions[at].b = Int32(program.instructions.count)
        return close + 1
    }

    /// A standalone site indents its content itself; an inline one continues the current line.
    private mutating func claimLineStart(standalone: Bool) {
        if standalone {
            consumeLineStart()
        } else {
            startLineIfPending(inText: false)
        }
        flushText()
    }

    private mutating func recordInclusion(_ token: Token) {
        if conditionalDepth == 0 {
            program.unconditionalInclusions.append((token.name, location(of: token)))
        }
    }

    private mutating func addName(_ token: Token) -> Int {
        let components = token.name == "." ? [] : token.name.split(separator: ".").map(String.init)
        program.names.append(NameReference(components: components, text: token.name, location: location(of: token)))
        return program.names.count - 1
    }

    private func location(of token: Token) -> TemplateLocation {
        TemplateLocation(file: file, line: token.line, column: token.column)
    }
}

/// Interns block names (`{{$content}}`) as small integers, shared across a library.
struct BlockNames: Sendable {
    private var indices: [String: Int] = [:]

    /// The integer for `name`, assigned on first use.
    mutating func intern(_ name: String) -> Int {
        if let index = indices[name] { return index }
        indices[name] = indices.count
        return indices.count - 1
    }
}
