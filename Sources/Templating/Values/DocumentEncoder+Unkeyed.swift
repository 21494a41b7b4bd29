/// Encodes the items of an array or a set into the encoder's open list.
struct UnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: DocumentEncoder
    let frame: Int
    let id: Int
    var codingPath: [any CodingKey] { [] }

    var count: Int {
        guard frame < encoder.frames.count, encoder.frames[frame].id == id else { return 0 }
        let end = encoder.frames[(frame + 1)...].first { !$0.isObject }?.base ?? encoder.openItems.count
        return end - encoder.frames[frame].base
    }

    @inline(__always)
    private func append(_ node: Node) {
        guard encoder.focus(frame, id: id) else { return }
        encoder.openItems.append(node)
    }

    mutating func encodeNil() { append(.null) }
    mutating func encode(_ value: Bool) { append(.bool(value)) }
    mutating func encode(_ value: String) { append(encoder.string(value)) }
    mutating func encode(_ value: Double) { append(.double(value)) }
    mutating func encode(_ value: Float) { append(.float(value)) }
    mutating func encode(_ value: Int) { append(.int(value)) }
    mutating func encode(_ value: Int8) { append(.int(Int(value))) }
    mutating func encode(_ value: Int16) { append(.int(Int(value))) }
    mutating func encode(_ value: Int32) { append(.int(Int(value))) }
    mutating func encode(_ value: Int64) { append(.int(Int(value))) }
    mutating func encode(_ value: UInt) { append(.integer(value)) }
    mutating func encode(_ value: UInt8) { append(.int(Int(value))) }
    mutating func encode(_ value: UInt16) { append(.int(Int(value))) }
    mutating func encode(_ value: UInt32) { append(.int(Int(value))) }
    mutating func encode(_ value: UInt64) { append(.integer(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        append(try encoder.box(value))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        append(.null)
        let nested = encoder.push(isObject: true, slot: .item(encoder.openItems.count - 1))
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(encoder: encoder, frame: nested,
                                                                id: encoder.frames[nested].id,
                                                                keyNames: encoder.keyNameTable(for: NestedKey.self)))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        append(.null)
        let nested = encoder.push(isObject: false, slot: .item(encoder.openItems.count - 1))
        return UnkeyedContainer(encoder: encoder, frame: nested, id: encoder.frames[nested].id)
    }

    mutating func superEncoder() -> any Encoder {
        append(.null)
        return SlotEncoder(encoder: encoder, slot: .item(encoder.openItems.count - 1))
    }
}

/// Encodes a single value (a `RawRepresentable` enum, a wrapper type), into the value being
/// encoded or into a super encoder's placeholder.
struct SingleValueContainer: SingleValueEncodingContainer {
    let encoder: DocumentEncoder
    let slot: DocumentEncoder.Slot?
    var codingPath: [any CodingKey] { [] }

    private func set(_ node: Node) {
        if let slot { encoder.fill(slot, with: node) } else { encoder.setSingle(node) }
    }

    mutating func encodeNil() { set(.null) }
    mutating func encode(_ value: Bool) { set(.bool(value)) }
    mutating func encode(_ value: String) { set(encoder.string(value)) }
    mutating func encode(_ value: Double) { set(.double(value)) }
    mutating func encode(_ value: Float) { set(.float(value)) }
    mutating func encode(_ value: Int) { set(.int(value)) }
    mutating func encode(_ value: Int8) { set(.int(Int(value))) }
    mutating func encode(_ value: Int16) { set(.int(Int(value))) }
    mutating func encode(_ value: Int32) { set(.int(Int(value))) }
    mutating func encode(_ value: Int64) { set(.int(Int(value))) }
    mutating func encode(_ value: UInt) { set(.integer(value)) }
    mutating func encode(_ value: UInt8) { set(.int(Int(value))) }
    mutating func encode(_ value: UInt16) { set(.int(Int(value))) }
    mutating func encode(_ value: UInt32) { set(.int(Int(value))) }
    mutating func encode(_ value: UInt64) { set(.integer(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        set(try encoder.box(value))
    }
}
