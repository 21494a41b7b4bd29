extension Lexer {
    /// Reads one tag at `position` (which holds the opening delimiter) and appends its token.
    mutating func lexTag() throws(TemplateError) {
        let tagStart = position
        let tagLine = line
        let tagColumn = column
        let here = location(line: tagLine, column: tagColumn)
        let contentStart = tagStart + open.count
        var kind = Token.Tag.variable
        var contentFrom = contentStart
        var closer = close
        if contentStart < source.count, source[contentStart] == UInt8(ascii: "{") {
            kind = .unescaped
            contentFrom += 1
            closer = [UInt8(ascii: "}")] + close
        } else if contentStart < source.count, source[contentStart] == UInt8(ascii: "=") {
            kind = .delimiters
            contentFrom += 1
            closer = [UInt8(ascii: "=")] + close
        }
        guard let contentEnd = find(closer, from: contentFrom) else {
            throw .unclosedTag(at: here)
        }
        var content = String(decoding: source[contentFrom..<contentEnd], as: UTF8.self)
            .trimmingWhitespace()
        if kind == .variable, let sigil = content.first, let sigilKind = Self.sigils[sigil] {
            kind = sigilKind
            content = String(content.dropFirst()).trimmingWhitespace()
        }
        advance(by: contentEnd + closer.count - tagStart)
        var token = Token(kind: .tag, tag: kind, start: tagStart, end: position, name: "", line: tagLine, column: tagColumn)
        switch kind {
        case .comment:
            break
        case .delimiters:
            try setDelimiters(content, at: here)
        default:
            try validateName(content, of: kind, at: here)
            token.name = content
        }
        tokens.append(token)
    }

    private static let sigils: [Character: Token.Tag] = [
        "#": .section, "^": .inverted, "/": .close, ">": .partial, "<": .parent,
        "$": .block, "&": .unescaped, "!": .comment,
    ]

    private func validateName(_ name: String, of kind: Token.Tag, at here: TemplateLocation) throws(TemplateError) {
        if name.isEmpty {
            throw .invalidTag("the tag has no name", at: here)
        }
        if name.contains(where: \.isWhitespace) {
            throw .invalidTag("'\(name)' has whitespace in it; a name is one word like 'user.name'", at: here)
        }
        if (kind == .partial || kind == .parent) && name.hasPrefix("*") {
            throw .unsupportedTag("dynamic names ('\(name)') are not supported; name the template", at: here)
        }
        if kind != .partial && kind != .parent && kind != .block && kind != .close {
            if name != "." && (name.hasPrefix(".") || name.hasSuffix(".") || name.contains("..")) {
                throw .invalidTag("'\(name)' is not a valid dotted name", at: here)
            }
        }
    }

    private mutating func setDelimiters(_ content: String, at here: TemplateLocation) throws(TemplateError) {
        let parts = content.split(whereSeparator: \.isWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw .invalidDelimiters(content, at: here)
        }
        open = Array(parts[0].utf8)
        close = Array(parts[1].utf8)
    }
}

extension String {
    /// The string without leading and trailing whitespace and line endings.
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
