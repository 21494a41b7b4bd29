/// Splits a template source into text, line endings and tags, following set-delimiters tags.
struct Lexer {
    let source: [UInt8]
    let file: String
    var open: [UInt8] = Array("{{".utf8)
    var close: [UInt8] = Array("}}".utf8)
    var position = 0
    var line = 1
    var column = 1
    var tokens: [Token] = []

    init(source: [UInt8], file: String) {
        self.source = source
        self.file = file
    }

    /// Returns the tokens of the whole source, or the first syntax error in a tag.
    mutating func tokenize() throws(TemplateError) -> [Token] {
        var textStart = position
        var textLine = line
        var textColumn = column
        while position < source.count {
            let byte = source[position]
            let isNewline = byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r") && position + 1 < source.count && source[position + 1] == UInt8(ascii: "\n"))
            if isNewline {
                appendText(from: textStart, line: textLine, column: textColumn)
                let length = byte == UInt8(ascii: "\n") ? 1 : 2
                tokens.append(Token(kind: .newline, tag: .none, start: position, end: position + length,
                                    name: "", line: line, column: column))
                position += length
                line += 1
                column = 1
            } else if matches(open, at: position) {
                appendText(from: textStart, line: textLine, column: textColumn)
                try lexTag()
            } else {
                advance(by: 1)
                continue
            }
            textStart = position
            textLine = line
            textColumn = column
        }
        appendText(from: textStart, line: textLine, column: textColumn)
        return tokens
    }

    mutating func appendText(from start: Int, line: Int, column: Int) {
        guard start < position else { return }
        tokens.append(Token(kind: .text, tag: .none, start: start, end: position, name: "", line: line, column: column))
    }

    func matches(_ delimiter: [UInt8], at index: Int) -> Bool {
        guard index + delimiter.count <= source.count else { return false }
        for offset in 0..<delimiter.count where source[index + offset] != delimiter[offset] {
            return false
        }
        return true
    }

    func find(_ needle: [UInt8], from index: Int) -> Int? {
        var candidate = index
        while candidate + needle.count <= source.count {
            if matches(needle, at: candidate) { return candidate }
            candidate += 1
        }
        return nil
    }

    /// Moves forwards, keeping line and column (in Unicode scalars) up to date.
    mutating func advance(by count: Int) {
        for _ in 0..<count {
            let byte = source[position]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            position += 1
        }
    }

    func location(line: Int, column: Int) -> TemplateLocation {
        TemplateLocation(file: file, line: line, column: column)
    }
}
