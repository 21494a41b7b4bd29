/// Turns `Encodable` Swift values into the data templates read, without `Mirror`.
///
/// Structs and dictionaries become objects, arrays become lists, `nil` optionals become `null`
/// (so that strict mode can tell an absent value from a misspelt name), strings, integers,
/// doubles and booleans become themselves, and `URL`s their absolute string. Format dates and
/// numbers in the view model: a `Date` encodes as its number of seconds.
public enum TemplateEncoder {
    /// Encodes `value` into a value tree (for tests and debugging; rendering skips this step and
    /// encodes straight into its own flat form, as `TemplateData` does).
    public static func encode<T: Encodable>(_ value: T) throws(TemplateError) -> TemplateValue {
        let document = try document(value)
        return document.value(of: document.root)
    }

    /// Encodes `value` into the flat form the renderer reads.
    static func document<T: Encodable>(_ value: T) throws(TemplateError) -> Document {
        try encoder(value).document()
    }

    /// Encodes `value` and returns the encoder holding the result (`root` and the buffers it
    /// indexes), for rendering straight from its buffers.
    static func encoder<T: Encodable>(_ value: T) throws(TemplateError) -> DocumentEncoder {
        let encoder = DocumentEncoder()
        do {
            encoder.root = try encoder.box(value)
        } catch let error as TemplateError {
            throw error
        } catch {
            throw .unencodable(String(describing: error))
        }
        if let failure = encoder.failure { throw .unencodable(failure) }
        return encoder
    }
}
