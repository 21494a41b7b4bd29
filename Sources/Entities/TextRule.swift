/// A rule for a text field: trimmed, then checked against a length range (in characters).
public struct TextRule: Sendable, Equatable {
    /// The allowed length after trimming.
    public let length: ClosedRange<Int>

    /// Creates a rule.
    public init(length: ClosedRange<Int>) {
        self.length = length
    }

    /// The trimmed text, or the issue that breaks the rule.
    public func validate(_ text: String) -> Result<String, ValidationIssue> {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty && length.lowerBound > 0 { return .failure(.empty) }
        if trimmed.count < length.lowerBound { return .failure(.tooShort(minimum: length.lowerBound)) }
        if trimmed.count > length.upperBound { return .failure(.tooLong(maximum: length.upperBound)) }
        return .success(trimmed)
    }
}

extension String {
    /// The text without leading and trailing white space and newlines.
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
