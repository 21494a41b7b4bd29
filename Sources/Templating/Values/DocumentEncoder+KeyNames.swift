/// Where a field's name was written in the document's `bytes`; the key-name tables keep them, so
/// that the other fields with the same name can point at it instead of writing it again.
struct KeyName {
    var offset: Int32
    /// -1 until the name is written.
    var length: Int32
    var prefix: UInt64

    static let unwritten = KeyName(offset: 0, length: -1, prefix: 0)
}

extension DocumentEncoder {
    /// How many cases of a key enum get a slot; keys past it are written every time.
    static let keyNameTableSize = 64

    /// The start of the name table for keys of type `Key` in `keyNames`, or -1 when its keys
    /// cannot be told apart by their one byte.
    ///
    /// A key type whose values are plain bytes no larger than one (the enums that synthesized and
    /// hand-written `CodingKeys` are) has at most 256 values, each of them its byte, so the byte
    /// can index a table of the names already written. That saves calling `stringValue` and
    /// copying the name for every field of every row: on the list page with 50 rows, 600 of its
    /// 750 fields are row fields with the same 12 names.
    @inline(__always)
    func keyNameTable<Key: CodingKey>(for type: Key.Type) -> Int {
        guard _isPOD(Key.self), MemoryLayout<Key>.size <= 1 else { return -1 }
        // Objects of one type usually come in a row (a list's items): skip the dictionary then.
        let identifier = ObjectIdentifier(Key.self)
        if identifier == lastKeyType { return lastKeyTable }
        let table: Int
        if let known = keyTables[identifier] {
            table = known
        } else {
            table = keyNames.count
            for _ in 0..<Self.keyNameTableSize { keyNames.append(.unwritten) }
            keyTables[identifier] = table
        }
        lastKeyType = identifier
        lastKeyTable = table
        return table
    }

    /// Appends a field named by `key` to the innermost open object, writing the name into
    /// `bytes` only the first time its table slot is used.
    @inline(__always)
    func appendField<Key: CodingKey>(_ key: Key, table: Int, _ node: Node) {
        let tag = MemoryLayout<Key>.size == 0 ? 0 : Int(withUnsafeBytes(of: key) { $0[0] })
        guard table >= 0, tag < Self.keyNameTableSize else {
            appendField(key.stringValue, node)
            return
        }
        var name = keyNames[table + tag]
        if name.length < 0 {
            let offset = bytes.count
            appendUTF8(key.stringValue)
            name = nameWritten(from: offset)
            keyNames[table + tag] = name
        }
        appendField(named: name, node)
    }
}
