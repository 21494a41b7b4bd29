/// One piece of a template source: literal text on one line, a line ending, or a tag.
struct Token {
    /// What the piece is.
    enum Kind: UInt8 {
        case text
        case newline
        case tag
    }

    /// The kind of tag, by its sigil.
    enum Tag: UInt8 {
        case none
        case variable
        case unescaped
        case section
        case inverted
        case close
        case partial
        case parent
        case block
        case comment
        case delimiters

        /// Whether the tag opens a pair that a closing tag ends.
        var opensPair: Bool {
            self == .section || self == .inverted || self == .parent || self == .block
        }
    }

    var kind: Kind
    var tag: Tag
    /// Byte range in the source; stripping whitespace moves `start` forwards.
    var start: Int
    var end: Int
    /// The tag's name (its trimmed content); empty for text and line endings.
    var name: String
    var line: Int
    var column: Int

    /// Whether this is text made only of spaces and tabs (or nothing).
    func isBlank(in source: [UInt8]) -> Bool {
        guard kind == .text else { return false }
        for index in start..<end where source[index] != UInt8(ascii: " ") && source[index] != UInt8(ascii: "\t") {
            return false
        }
        return true
    }
}
