/// XPath 1.0 string literals for arbitrary text.
enum XPathLiteral {
    /// The text as an XPath expression: quoted, or a `concat` when it holds both kinds of quote.
    static func quote(_ text: String) -> String {
        if !text.contains("'") { return "'\(text)'" }
        if !text.contains("\"") { return "\"\(text)\"" }
        let parts = text.split(separator: "'", omittingEmptySubsequences: false).map { "'\($0)'" }
        return "concat(" + parts.joined(separator: ", \"'\", ") + ")"
    }
}
