/// One error libxml2's HTML parser reported while recovering from malformed input.
public struct HTMLParseError: Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line of the input where the parser noticed the problem (0 when unknown).
    public let line: Int
    /// libxml2's message, trimmed (for example "Unexpected end tag : p").
    public let message: String

    /// Creates a parse error.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// "line N: message".
    public var description: String { "line \(line): \(message)" }
}
