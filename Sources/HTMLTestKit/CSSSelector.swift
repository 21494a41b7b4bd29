/// Translates the supported CSS subset to XPath: type selectors and `*`, `#id`, `.class`,
/// `[attr]`, `[attr=value]` (value bare, or in single or double quotes), the descendant
/// combinator (whitespace), the child combinator `>`, and comma-separated lists.
enum CSSSelector {
    static func xpath(for css: String, relative: Bool) throws(HTMLTestKitError) -> String {
        let groups = css.split(separator: ",", omittingEmptySubsequences: false)
        var paths: [String] = []
        for group in groups {
            paths.append(try xpath(forGroup: String(group), css: css, relative: relative))
        }
        return paths.joined(separator: " | ")
    }

    private static func xpath(forGroup group: String, css: String, relative: Bool) throws(HTMLTestKitError) -> String {
        var scanner = Scanner(Array(group), css: css)
        var path = relative ? "." : ""
        var combinator = "//"
        var sawCompound = false
        while true {
            let hadSpace = scanner.skipSpaces()
            guard let character = scanner.peek else { break }
            if character == ">" {
                guard sawCompound, combinator == "//" || hadSpace else { throw .invalidSelector(css) }
                scanner.advance()
                combinator = "/"
                continue
            }
            if sawCompound && !hadSpace && combinator == "//" { throw .invalidSelector(css) }
            path += combinator + (try scanner.compound())
            sawCompound = true
            combinator = "//"
        }
        guard sawCompound, combinator == "//" else { throw .invalidSelector(css) }
        return path
    }

    /// Reads one selector group character by character.
    private struct Scanner {
        var characters: [Character]
        var index = 0
        let css: String

        init(_ characters: [Character], css: String) {
            self.characters = characters
            self.css = css
        }

        var peek: Character? { index < characters.count ? characters[index] : nil }

        mutating func advance() { index += 1 }

        /// Skips whitespace and says whether there was any.
        mutating func skipSpaces() -> Bool {
            let start = index
            while let character = peek, character.isWhitespace { advance() }
            return index > start
        }

        /// A compound selector such as `input.big[name=q]`, as an XPath step.
        mutating func compound() throws(HTMLTestKitError) -> String {
            var tag = "*"
            var predicates: [String] = []
            if peek == "*" {
                advance()
            } else if let character = peek, Self.isNameCharacter(character) {
                tag = name().lowercased()
            }
            loop: while let character = peek {
                switch character {
                case "#":
                    advance()
                    let id = name()
                    guard !id.isEmpty else { throw .invalidSelector(css) }
                    predicates.append("@id=\(XPathLiteral.quote(id))")
                case ".":
                    advance()
                    let className = name()
                    guard !className.isEmpty else { throw .invalidSelector(css) }
                    predicates.append(
                        "contains(concat(' ', normalize-space(@class), ' '), \(XPathLiteral.quote(" \(className) ")))"
                    )
                case "[":
                    advance()
                    predicates.append(try attribute())
                default:
                    break loop
                }
            }
            if tag == "*" && predicates.isEmpty && index < characters.count && !(peek?.isWhitespace ?? true) && peek != ">" {
                throw .invalidSelector(css)
            }
            return tag + predicates.map { "[\($0)]" }.joined()
        }

        private mutating func attribute() throws(HTMLTestKitError) -> String {
            _ = skipSpaces()
            let attribute = name().lowercased()
            guard !attribute.isEmpty else { throw .invalidSelector(css) }
            _ = skipSpaces()
            if peek == "]" {
                advance()
                return "@\(attribute)"
            }
            guard peek == "=" else { throw .invalidSelector(css) }
            advance()
            _ = skipSpaces()
            var value = ""
            if let quote = peek, quote == "\"" || quote == "'" {
                advance()
                while let character = peek, character != quote {
                    value.append(character)
                    advance()
                }
                guard peek == quote else { throw .invalidSelector(css) }
                advance()
            } else {
                value = name()
                guard !value.isEmpty else { throw .invalidSelector(css) }
            }
            _ = skipSpaces()
            guard peek == "]" else { throw .invalidSelector(css) }
            advance()
            return "@\(attribute)=\(XPathLiteral.quote(value))"
        }

        private mutating func name() -> String {
            var name = ""
            while let character = peek, Self.isNameCharacter(character) {
                name.append(character)
                advance()
            }
            return name
        }

        private static func isNameCharacter(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "-" || character == "_"
        }
    }
}
