/// A catalog text with one text filled into its placeholder, kept as the pattern and the text
/// until it is read: each of a list page's rows names its reminder in six or seven accessible
/// names ("Delete “Pay rent”"), and making each one a `String` (an allocation, a copy and a UTF-8
/// validation apiece) cost about 500,000 of the page's 3.5 million instructions. The template data
/// takes its pieces straight into its bytes instead (`forEachPiece(_:)`); `description` makes the
/// `String` when one is wanted.
///
/// Two are equal when their texts are, however they are held: a test states a label as a literal.
public struct FilledText: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
    private enum Storage: Sendable {
        case text(String)
        case filled(TextPattern, String)
    }

    private let storage: Storage

    /// `pattern` with `argument` in its placeholder.
    init(_ pattern: TextPattern, _ argument: String) {
        storage = .filled(pattern, argument)
    }

    /// A text as it is.
    public init(_ text: String) {
        storage = .text(text)
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    /// The text.
    public var description: String {
        switch storage {
        case .text(let text): text
        case .filled(let pattern, let argument): pattern.filled(argument)
        }
    }

    /// Calls `body` with the text's pieces in order: together they are `description`.
    public func forEachPiece(_ body: (String) -> Void) {
        switch storage {
        case .text(let text): body(text)
        case .filled(let pattern, let argument): pattern.forEachPiece(filledWith: argument, body)
        }
    }

    public static func == (lhs: FilledText, rhs: FilledText) -> Bool {
        lhs.description == rhs.description
    }
}
