/// Encodes the fields of a struct, class or dictionary into the encoder's open object.
struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: DocumentEncoder
    /// The frame it writes to, or `current`: the value being encoded when it is written to.
    let frame: Int
    let id: Int
    /// Its key type's table in the encoder's `keyNames`, or -1.
    let keyNames: Int
    var codingPath: [any CodingKey] { [] }

    static var current: Int { -1 }

    @inline(__always)
    private func focus() -> Bool {
        frame == Self.current ? encoder.currentFrame() != nil : encoder.focus(frame, id: id)
    }

    @inline(__always)
    private func append(_ key: Key, _ node: Node) {
        guard focus() else { return }
        encoder.appendField(key, table: keyNames, node)
    }

    mutating func encodeNil(forKey key: Key) { append(key, .null) }
    mutating func encode(_ value: Bool, forKey key: Key) { append(key, .bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) { append(key, encoder.string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) { append(key, .double(value)) }
    mutating func encode(_ value: Float, forKey key: Key) { append(key, .float(value)) }
    mutating func encode(_ value: Int, forKey key: Key) { append(key, .int(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) { append(key, .int(Int(value))) }
    mutating func encode(_ value: Int16, forKey key: Key) { append(key, .int(Int(value))) }
    mutating func encode(_ value: Int32, forKey key: Key) { append(key, .int(Int(value))) }
    mutating func encode(_ value: Int64, forKey key: Key) { append(key, .int(Int(value))) }
    mutating func encode(_ value: UInt, forKey key: Key) { append(key, .integer(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) { append(key, .int(Int(value))) }
    mutating func encode(_ value: UInt16, forKey key: Key) { append(key, .int(Int(value))) }
    mutating func encode(_ value: UInt32, forKey key: Key) { append(key, .int(Int(value))) }
    mutating func encode(_ value: UInt64, forKey key: Key) { append(key, .integer(value)) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        append(key, try encoder.box(value))
    }

    // A `nil` optional is recorded as `null` rather than left out, as the synthesized
    // conformances would do, so that strict mode can tell it from a misspelt name.
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) { append(key, value.map(Node.bool) ?? .null) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) { append(key, value.map(Node.int) ?? .null) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) { append(key, value.map(Node.double) ?? .null) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) {
        append(key, value.map { encoder.string($0) } ?? .null)
    }

    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        append(key, try value.map { try encoder.box($0) } ?? .null)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        append(key, .null)
        let nested = encoder.push(isObject: true, slot: .field(encoder.openFields.count - 1))
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(encoder: encoder, frame: nested,
                                                                id: encoder.frames[nested].id,
                                                                keyNames: encoder.keyNameTable(for: NestedKey.self)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        append(key, .null)
        let nested = encoder.push(isObject: false, slot: .field(encoder.openFields.count - 1))
        return UnkeyedContainer(encoder: encoder, frame: nested, id: encoder.frames[nested].id)
    }

    mutating func superEncoder() -> any Encoder {
        append(key: "super")
        return SlotEncoder(encoder: encoder, slot: .field(encoder.openFields.count - 1))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        append(key, .null)
        return SlotEncoder(encoder: encoder, slot: .field(encoder.openFields.count - 1))
    }

    private func append(key name: String) {
        guard focus() else { return }
        encoder.appendField(name, .null)
    }
}

/// The encoder a super encoder hands out: its value fills a placeholder of the parent.
final class SlotEncoder: Encoder {
    let encoder: DocumentEncoder
    let slot: DocumentEncoder.Slot
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(encoder: DocumentEncoder, slot: DocumentEncoder.Slot) {
        self.encoder = encoder
        self.slot = slot
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let frame = encoder.push(isObject: true, slot: slot)
        return KeyedEncodingContainer(KeyedContainer(encoder: encoder, frame: frame, id: encoder.frames[frame].id,
                                                     keyNames: encoder.keyNameTable(for: Key.self)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let frame = encoder.push(isObject: false, slot: slot)
        return UnkeyedContainer(encoder: encoder, frame: frame, id: encoder.frames[frame].id)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(encoder: encoder, slot: slot)
    }
}

extension Node {
    /// A `Float`, widened through its shortest text so that `0.1` stays `0.1`.
    static func float(_ value: Float) -> Node {
        .double(Double(value.description) ?? Double(value))
    }

    /// An unsigned integer: `.int` when it fits, else `.double`.
    static func integer<Unsigned: UnsignedInteger>(_ value: Unsigned) -> Node {
        if let exact = Int(exactly: value) { return .int(exact) }
        return .double(Double(value))
    }
}
