extension TemplateValue: Encodable {
    /// Encodes the value as the JSON-like structure it stands for, so that a view state can hold
    /// a ready-made `TemplateValue` among its properties.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .int(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .double(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .list(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .object(let object):
            var container = encoder.container(keyedBy: FieldKey.self)
            for field in object.fields { try container.encode(field.value, forKey: FieldKey(field.name)) }
        }
    }
}

/// A coding key made from any field name.
private struct FieldKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
