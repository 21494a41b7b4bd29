/// A position in a template source: the file (or template name) and a 1-based line and column.
public struct TemplateLocation: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The template's file path, or its name when it was compiled from a string.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}
