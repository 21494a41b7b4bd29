/// An optional value of an export DTO that is written as `null` when empty, where a synthesized
/// `Encodable` would leave its key out: the account export names every key. A DTO's optional
/// field is then a property and its assignment, with no hand-written `encode(to:)`
/// (`AccountExportTests` checks that a reminder with every field empty has every key).
@propertyWrapper
struct NullWhenEmpty<Value: Encodable>: Encodable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue {
            try container.encode(wrappedValue)
        } else {
            try container.encodeNil()
        }
    }
}
