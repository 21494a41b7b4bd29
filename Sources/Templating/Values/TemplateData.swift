/// Data encoded once, ready to render with any number of templates.
///
/// `render(_:_:)` with a Swift value encodes it on every call; encode it into a `TemplateData`
/// first to render the same state more than once, or to time encoding and rendering apart.
public struct TemplateData: Sendable {
    let document: Document

    /// Encodes a Swift value (see `TemplateEncoder` for how each type is read).
    public init<T: Encodable>(encoding value: T) throws(TemplateError) {
        document = try TemplateEncoder.document(value)
    }

    /// Takes a ready-made value tree.
    public init(_ value: TemplateValue) {
        document = Document(value)
    }

    /// The data as a value tree (for tests and debugging).
    public var value: TemplateValue { document.value(of: document.root) }
}
