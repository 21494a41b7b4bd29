import Synchronization

/// A value that writes its fields into template data itself: the one place that says what a
/// template sees of it, under which names.
///
/// Encoding through `Encodable` costs a trip through the standard library's keyed-container box
/// and a dynamic call per field; a list page's fifty rows are about 600 fields, and in the
/// server's profile under load their encoding was most of the 18% of CPU that encoding took.
/// `TemplateEncoder` writes a conforming type through `writeFields(to:)` instead, and a type
/// needs no `encode(to:)` of its own: the one given here, for any other encoder, encodes what
/// `writeFields(to:)` writes.
public protocol TemplateWritable: Encodable {
    /// Writes every field a template may read.
    func writeFields(to fields: inout TemplateFieldWriter) throws
}

extension TemplateWritable {
    /// Through any encoder but the template encoder (which calls `writeFields(to:)` itself):
    /// what `writeFields(to:)` writes, as a value tree.
    public func encode(to encoder: any Encoder) throws {
        try TemplateEncoder.encode(self).encode(to: encoder)
    }
}

/// Where a `TemplateWritable` value writes its fields: into the object being encoded.
public struct TemplateFieldWriter {
    let encoder: DocumentEncoder
    /// The value type's name table in the encoder's `keyNames`: its slots are field positions.
    let names: Int
    /// The position of the next field.
    var position = 0

    init(encoder: DocumentEncoder, names: Int) {
        self.encoder = encoder
        self.names = names
    }

    @inline(__always)
    private mutating func append(_ name: StaticString, _ node: Node) {
        encoder.appendField(name, slot: position < DocumentEncoder.keyNameTableSize ? names + position : -1, node)
        position += 1
    }

    /// Writes a string field.
    public mutating func write(_ value: String, for name: StaticString) {
        append(name, encoder.string(value))
    }

    /// Writes an optional string field; `nil` is `null`, as the encoder records it.
    public mutating func write(_ value: String?, for name: StaticString) {
        append(name, value.map { encoder.string($0) } ?? .null)
    }

    /// Writes a boolean field.
    public mutating func write(_ value: Bool, for name: StaticString) {
        append(name, .bool(value))
    }

    /// Writes an integer field.
    public mutating func write(_ value: Int, for name: StaticString) {
        append(name, .int(value))
    }

    /// Writes an integer field.
    public mutating func write(_ value: Int64, for name: StaticString) {
        append(name, .int(Int(value)))
    }

    /// Writes a string field composed piece by piece straight into the template data, with no
    /// `String` made for it (for text printed per row, such as a link's path).
    public mutating func writeText(for name: StaticString, _ compose: (inout TemplateTextWriter) -> Void) {
        let offset = encoder.bytes.count
        var text = TemplateTextWriter(encoder: encoder)
        compose(&text)
        append(name, Node(kind: .string, count: Int32(encoder.bytes.count - offset), payload: Int64(offset)))
    }

    /// Writes a `TemplateWritable` value (nil is `null`) as an object of the fields it writes,
    /// without the trip through `box` and its lookup of how to write the type (a row's link).
    public mutating func write<Value: TemplateWritable>(_ value: Value?, for name: StaticString) throws {
        append(name, try value.map { try encoder.object($0) } ?? .null)
    }

    /// Writes a list of `TemplateWritable` values, each an object of the fields it writes (a
    /// row's tags).
    public mutating func write<Element: TemplateWritable>(_ values: [Element], for name: StaticString) throws {
        append(name, try encoder.list(values))
    }

    /// Writes any other value, through `Encodable` (or its own `TemplateWritable` conformance).
    public mutating func write<Value: Encodable>(_ value: Value, for name: StaticString) throws {
        append(name, try encoder.box(value))
    }

    /// Writes any other optional value; `nil` is `null`, as the encoder records a synthesized
    /// `encodeIfPresent`.
    public mutating func write<Value: Encodable>(_ value: Value?, for name: StaticString) throws {
        append(name, try value.map { try encoder.box($0) } ?? .null)
    }
}

/// Where `TemplateFieldWriter.writeText` composes a string field: each piece is appended to the
/// template data as it comes.
public struct TemplateTextWriter {
    let encoder: DocumentEncoder

    /// Appends a literal.
    public mutating func append(_ text: StaticString) {
        encoder.bytes.append(text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// Appends a string.
    public mutating func append(_ text: String) {
        encoder.appendUTF8(text)
    }

    /// Appends a number in decimal.
    public mutating func append(_ number: Int64) {
        if number < 0 { encoder.bytes.append(UInt8(ascii: "-")) }
        var digits = 1
        var rest = number.magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        encoder.bytes.append(repeating: UInt8(ascii: "0"), count: digits)
        var value = number.magnitude
        var position = encoder.bytes.count - 1
        while value > 0 {
            encoder.bytes[position] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
            position -= 1
        }
    }
}

extension DocumentEncoder {
    /// Writes the value at a pointer as an object, through its `TemplateWritable` conformance.
    typealias Writer = (DocumentEncoder, UnsafeRawPointer) throws -> Node

    /// A writer as the process-wide cache keeps it: its closure captures nothing but a type.
    struct SharedWriter: @unchecked Sendable {
        let write: Writer?
    }

    /// How to write values of `type` when it is `TemplateWritable` or an array of such, else
    /// nil. The dynamic cast that finds out cost more than writing a row's fields, so it is made
    /// once per type and process; each encoder (that is, each page) keeps the answers it used, so
    /// that it takes the lock once per type rather than once per value.
    @inline(__always)
    func writer<T>(for type: T.Type) -> Writer? {
        let key = ObjectIdentifier(type)
        if let known = writers[key] { return known }
        let writer = Self.knownWriters.withLock { known in
            if let shared = known[key] { return shared }
            let shared = SharedWriter(write: Self.makeWriter(for: type))
            known[key] = shared
            return shared
        }.write
        writers[key] = writer
        return writer
    }

    /// The writers of every type encoded so far, nil for those that are not `TemplateWritable`.
    private static let knownWriters = Mutex<[ObjectIdentifier: SharedWriter]>([:])

    private static func makeWriter<T>(for type: T.Type) -> Writer? {
        if let writable = type as? any TemplateWritable.Type { return writer(of: writable) }
        if let list = type as? any WritableList.Type { return writer(of: list) }
        return nil
    }

    private static func writer<Value: TemplateWritable>(of type: Value.Type) -> Writer {
        { encoder, value in try encoder.object(value.assumingMemoryBound(to: Value.self).pointee) }
    }

    private static func writer<List: WritableList>(of type: List.Type) -> Writer {
        { encoder, value in try value.assumingMemoryBound(to: List.self).pointee.write(to: encoder) }
    }

    /// Encodes a `TemplateWritable` value as an object whose fields it writes itself.
    func object(_ value: some TemplateWritable) throws -> Node {
        level += 1
        defer { level -= 1 }
        _ = push(isObject: true, slot: nil)
        var writer = TemplateFieldWriter(encoder: self, names: nameTable(for: ObjectIdentifier(type(of: value))))
        // Nested values close their own frames before their field is written, so the object's
        // frame is the innermost open one at each write.
        try value.writeFields(to: &writer)
        return closeTop()
    }

    /// Encodes a list of `TemplateWritable` values: each item straight into the list, rather
    /// than through `Array`'s `Encodable` conformance, its container and a `box` per item (which
    /// cost more than the rows' own fields on the list page).
    func list<Element: TemplateWritable>(_ elements: [Element]) throws -> Node {
        level += 1
        defer { level -= 1 }
        _ = push(isObject: false, slot: nil)
        for element in elements {
            // Each item's object is finished before it is appended, so the list's frame is the
            // innermost open one here.
            openItems.append(try object(element))
        }
        return closeTop()
    }

    /// Appends a field named by a static string to the innermost open object.
    @inline(__always)
    func appendField(_ name: StaticString, _ node: Node) {
        let offset = bytes.count
        name.withUTF8Buffer { name in
            if let start = name.baseAddress { bytes.append(start, count: name.count) }
        }
        appendField(named: nameWritten(from: offset), node)
    }
}

/// An array of `TemplateWritable` values, which the encoder writes as a list item by item.
protocol WritableList {
    func write(to encoder: DocumentEncoder) throws -> Node
}

extension Array: WritableList where Element: TemplateWritable {
    func write(to encoder: DocumentEncoder) throws -> Node {
        try encoder.list(self)
    }
}
