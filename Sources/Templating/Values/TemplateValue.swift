/// The data a template reads: a compact tree of strings, numbers, booleans, lists and objects.
///
/// Swift values become a `TemplateValue` through `Encodable` (see `TemplateEncoder`), so a view
/// state only has to conform to `Encodable`; tests and tools can also build one from literals.
public enum TemplateValue: Sendable, Equatable {
    /// No value: an `Optional` that is `nil`. Falsey, and renders as nothing.
    case null
    /// A boolean: `true` renders a section once, `false` skips it.
    case bool(Bool)
    /// An integer, rendered in decimal.
    case int(Int)
    /// A floating-point number, rendered in its shortest exact form (`1.5`; `3` for `3.0`).
    case double(Double)
    /// A string; the empty string is falsey.
    case string(String)
    /// A list: a section renders once per item; the empty list is falsey.
    case list([TemplateValue])
    /// An object: named fields, looked up by name.
    case object(TemplateObject)
}

/// The fields of an object value, in the order they were encoded.
public struct TemplateObject: Sendable, Equatable {
    /// The fields as (name, value) pairs; names are unique.
    public var fields: [(name: String, value: TemplateValue)]

    /// Creates an object from (name, value) pairs.
    public init(_ fields: [(name: String, value: TemplateValue)] = []) {
        self.fields = fields
    }

    /// The value of the field `name`, or `nil` when there is no such field.
    @inline(__always)
    public subscript(name: String) -> TemplateValue? {
        for index in fields.indices where fields[index].name == name {
            return fields[index].value
        }
        return nil
    }

    /// Compares two objects field by field, in order.
    public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
    ExpressibleByNilLiteral {
    /// A string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer value.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A floating-point value.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A list value.
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    /// An object value, fields in the order written.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(TemplateObject(elements.map { (name: $0.0, value: $0.1) }))
    }
    /// The null value.
    public init(nilLiteral: ()) { self = .null }
}
