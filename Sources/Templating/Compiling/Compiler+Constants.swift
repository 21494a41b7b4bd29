extension Compiler {
    /// Writes an interpolation tag whose name starts with a constant (`{{t.Lists.title}}`) into
    /// the template's text, escaped or raw as the tag says, and returns true; returns false for
    /// any other name. A constant path that resolves to nothing is an error in strict mode and
    /// renders nothing otherwise; so is one that names a list or an object.
    mutating func compileConstant(_ token: Token, escaped: Bool) -> Bool {
        let components = token.name.split(separator: ".").map(String.init)
        guard let root = components.first, var value = constants[root] else { return false }
        for component in components.dropFirst() {
            guard case .object(let object) = value, let field = object[component] else {
                value = .null
                break
            }
            value = field
        }
        let writer = ByteWriter(capacity: 64)
        switch value {
        case .string(let text):
            var text = text
            text.withUTF8 { bytes in
                guard let start = bytes.baseAddress else { return }
                escaped ? writer.writeEscaped(start, count: bytes.count) : writer.write(start, count: bytes.count)
            }
        case .int(let number):
            writer.write(number)
        case .double(let number):
            writer.write(number)
        case .bool(let flag):
            var text = flag ? "true" : "false"
            text.withUTF8 { writer.write($0.baseAddress!, count: $0.count) }
        case .null, .list, .object:
            if strict && constantError == nil {
                constantError = .unresolvedName(token.name, at: TemplateLocation(file: file, line: token.line, column: token.column))
            }
            return true
        }
        let bytes = writer.bytes()
        guard !bytes.isEmpty else { return true }
        startLineIfPending(inText: true)
        if chunkStart < 0 { chunkStart = program.text.count }
        // The value's own newlines are data, not template lines: they take no indentation.
        program.text.append(contentsOf: bytes)
        return true
    }
}
