/// Where a field's name was written in the document's `bytes`; the key-name tables keep them, so
/// that the other fields with the same name can point at it instead of writing it again.
struct KeyName {
    var offset: Int32
    /// -1 until the name is written.
    var length: Int32
    var prefix: UInt64
    /// For a static name, where its text is, to tell it from another name in the same slot.
    var source: UnsafeRawPointer?

    static var unwritten: KeyName { KeyName(offset: 0, length: -1, prefix: 0, source: nil) }
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
        return nameTable(for: ObjectIdentifier(Key.self))
    }

    /// The start of the name table for `identifier` (a key type, or a `TemplateWritable` type)
    /// in `keyNames`, made on first use.
    @inline(__always)
    func nameTable(for identifier: ObjectIdentifier) -> Int {
        // Objects of one type usually come in a row (a list's items): skip the dictionary then.
        if identifier == lastKeyType { return lastKeyTable }
        let table: Int
        if let known = keyTables[identifier] {
            table = known
        } else {
            table = keyNames.count
            keyNames.append(repeating: .unwritten, count: Self.keyNameTableSize)
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

    /// Appends a field named by the static string `name` to the innermost open object, writing
    /// the name into `bytes` only the first time `slot` of `keyNames` holds it (-1: no slot).
    ///
    /// A `TemplateWritable` type writes the same names in the same order for every value, so
    /// its slot is the field's position; a type that writes another name there just writes it.
    @inline(__always)
    func appendField(_ name: StaticString, slot: Int, _ node: Node) {
        guard slot >= 0, name.hasPointerRepresentation else {
            appendField(name, node)
            return
        }
        let source = UnsafeRawPointer(name.utf8Start)
        var known = keyNames[slot]
        if known.source != source {
            let offset = bytes.count
            bytes.append(name.utf8Start, count: name.utf8CodeUnitCount)
            known = nameWritten(from: offset)
            known.source = source
            keyNames[slot] = known
        }
        appendField(named: known, node)
    }
}
