/// The form a template reads its data in: a flat tree of plain values over a few arrays, so that
/// rendering does no reference counting and no allocation per value.
///
/// Strings and field names are UTF-8 bytes in `bytes`; an object's fields are a contiguous run
/// of `fields`, a list's items a contiguous run of `items`.
struct Document: Sendable {
    var root: Node
    var fields: [Field]
    var items: [Node]
    var bytes: [UInt8]
}

/// One value of a `Document`.
struct Node: Sendable {
    enum Kind: UInt8, Sendable {
        case null
        case bool
        case int
        case double
        case string
        case list
        case object
    }

    var kind: Kind
    /// The length of a string (in bytes) or the count of a list or an object.
    var count: Int32
    /// A boolean (0 or 1), an integer, a double's bit pattern, or where a string, a list or an
    /// object starts in `bytes`, `items` or `fields`.
    var payload: Int64

    static let null = Node(kind: .null, count: 0, payload: 0)

    static func bool(_ value: Bool) -> Node { Node(kind: .bool, count: 0, payload: value ? 1 : 0) }
    static func int(_ value: Int) -> Node { Node(kind: .int, count: 0, payload: Int64(value)) }
    static func double(_ value: Double) -> Node {
        Node(kind: .double, count: 0, payload: Int64(bitPattern: value.bitPattern))
    }

    /// Whether a section renders for the value: `null`, `false`, `""` and `[]` are falsey.
    var isTruthy: Bool {
        switch kind {
        case .null: return false
        case .bool: return payload != 0
        case .string, .list: return count > 0
        case .int, .double, .object: return true
        }
    }
}

/// A named field of an object node.
struct Field: Sendable {
    var keyOffset: Int32
    var keyLength: Int32
    /// The name's first eight bytes (zero-padded), so that most names compare in one step.
    var keyPrefix: UInt64
    var value: Node

    /// The first eight bytes of a name, zero-padded, little-endian.
    @inline(__always)
    static func prefix(of name: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let start = name.baseAddress else { return 0 }
        if name.count >= 8 { return UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt64.self)) }
        var prefix: UInt64 = 0
        for index in 0..<name.count { prefix |= UInt64(start[index]) << (8 * UInt64(index)) }
        return prefix
    }
}

extension Document {
    /// Builds a document from a value tree.
    init(_ value: TemplateValue) {
        var builder = DocumentBuilder()
        root = builder.add(value)
        fields = builder.fields
        items = builder.items
        bytes = builder.bytes
    }

    /// The value tree a node stands for (for tests and debugging).
    func value(of node: Node) -> TemplateValue {
        switch node.kind {
        case .null: return .null
        case .bool: return .bool(node.payload != 0)
        case .int: return .int(Int(node.payload))
        case .double: return .double(Double(bitPattern: UInt64(bitPattern: node.payload)))
        case .string: return .string(string(at: Int(node.payload), count: Int(node.count)))
        case .list:
            return .list(items[Int(node.payload)..<Int(node.payload) + Int(node.count)].map { value(of: $0) })
        case .object:
            let run = fields[Int(node.payload)..<Int(node.payload) + Int(node.count)]
            return .object(TemplateObject(run.map {
                (name: string(at: Int($0.keyOffset), count: Int($0.keyLength)), value: value(of: $0.value))
            }))
        }
    }

    private func string(at offset: Int, count: Int) -> String {
        String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }
}

/// Builds a `Document` from a `TemplateValue`, depth first.
private struct DocumentBuilder {
    var fields: [Field] = []
    var items: [Node] = []
    var bytes: [UInt8] = []

    mutating func add(_ value: TemplateValue) -> Node {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .double(let number): return .double(number)
        case .string(let string):
            let offset = bytes.count
            bytes.append(contentsOf: string.utf8)
            return Node(kind: .string, count: Int32(bytes.count - offset), payload: Int64(offset))
        case .list(let list):
            let nodes = list.map { add($0) }
            let start = items.count
            items.append(contentsOf: nodes)
            return Node(kind: .list, count: Int32(nodes.count), payload: Int64(start))
        case .object(let object):
            let run = object.fields.map { field -> Field in
                let offset = bytes.count
                bytes.append(contentsOf: field.name.utf8)
                let prefix = bytes[offset...].withUnsafeBufferPointer { Field.prefix(of: $0) }
                return Field(keyOffset: Int32(offset), keyLength: Int32(bytes.count - offset), keyPrefix: prefix,
                             value: add(field.value))
            }
            let start = fields.count
            fields.append(contentsOf: run)
            return Node(kind: .object, count: Int32(run.count), payload: Int64(start))
        }
    }
}
