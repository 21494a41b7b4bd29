import Foundation

/// The `Encoder` behind `TemplateEncoder`: writes a whole value into one `Document`.
///
/// Objects and lists being encoded collect their fields and items on stacks (`openFields`,
/// `openItems`); when one is finished its run is moved, contiguous, to the document. A container
/// stays usable until its parent writes again, which is how synthesized conformances use them.
/// The properties skip dynamic exclusivity checks: only this encoder's own code touches them,
/// never reentrantly in a way that overlaps.
final class DocumentEncoder: Encoder {
    /// An object or a list being encoded.
    struct Frame {
        var id: Int
        var isObject: Bool
        /// Where its fields or items start on the open stack.
        var base: Int
        /// The `box` call depth it belongs to.
        var level: Int
        /// The placeholder it fills in its parent, for nested containers and super encoders.
        var slot: Slot?
    }

    /// A placeholder for a value that a nested container finishes later.
    enum Slot {
        case field(Int)
        case item(Int)
    }

    // Sized so that the list page with 50 rows (about 1,800 fields of 32 bytes, 34 a row, and
    // under 32 KB of names and strings) grows none of them: growing copies (at 1,024 fields every
    // list page copied its first 32 KB of them, 33,000 instructions under callgrind), and a
    // larger allocation costs no more.
    @exclusivity(unchecked) var bytes = RawArray<UInt8>(capacity: 32 * 1024)
    @exclusivity(unchecked) var fields = RawArray<Field>(capacity: 3 * 1024)
    @exclusivity(unchecked) var items = RawArray<Node>(capacity: 128)
    @exclusivity(unchecked) var openFields = RawArray<Field>(capacity: 64)
    @exclusivity(unchecked) var openItems = RawArray<Node>(capacity: 128)
    @exclusivity(unchecked) var frames: [Frame] = []
    @exclusivity(unchecked) private var single: Node?
    @exclusivity(unchecked) var level = 0
    @exclusivity(unchecked) private var nextID = 0
    /// The names of enum coding keys written so far, in tables of `keyNameTableSize` per key
    /// type (see `keyNameTable(for:)`).
    @exclusivity(unchecked) var keyNames = RawArray<KeyName>(capacity: 16 * keyNameTableSize)
    @exclusivity(unchecked) var keyTables: [ObjectIdentifier: Int] = [:]
    @exclusivity(unchecked) var lastKeyType: ObjectIdentifier?
    @exclusivity(unchecked) var lastKeyTable = -1
    /// For each type boxed so far, how to write it when it is `TemplateWritable`, else nil.
    @exclusivity(unchecked) var writers: [ObjectIdentifier: Writer?] = [:]
    /// The encoded value, once `TemplateEncoder` has encoded it.
    var root = Node.null
    /// Set when a container is misused; reported when encoding ends.
    @exclusivity(unchecked) var failure: String?

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init() {
        frames.reserveCapacity(8)
        // A page has a dozen or so types; growing these dictionaries would rehash them.
        keyTables.reserveCapacity(32)
        writers.reserveCapacity(32)
    }

    deinit {
        bytes.deallocate()
        fields.deallocate()
        items.deallocate()
        openFields.deallocate()
        openItems.deallocate()
        keyNames.deallocate()
    }

    /// The encoded value as a document.
    func document() -> Document {
        Document(root: root, fields: fields.array(), items: items.array(), bytes: bytes.array())
    }

    /// Encodes one value and returns its node, taking a shortcut for the common leaf types.
    func box<T: Encodable>(_ value: T) throws -> Node {
        if T.self == String.self { return string(unsafeBitCast(value, to: String.self)) }
        if T.self == Int.self { return .int(unsafeBitCast(value, to: Int.self)) }
        if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
        if T.self == Double.self { return .double(unsafeBitCast(value, to: Double.self)) }
        if T.self == Int64.self { return .int(Int(unsafeBitCast(value, to: Int64.self))) }
        // Optionals of those, as custom `encode(to:)` methods encode them (an optional's own
        // conformance would go through a single-value container for each).
        if T.self == String?.self { return unsafeBitCast(value, to: String?.self).map(string) ?? .null }
        if T.self == Int?.self { return unsafeBitCast(value, to: Int?.self).map(Node.int) ?? .null }
        if T.self == Bool?.self { return unsafeBitCast(value, to: Bool?.self).map(Node.bool) ?? .null }
        if T.self == Int64?.self { return unsafeBitCast(value, to: Int64?.self).map { .int(Int($0)) } ?? .null }
        if T.self == URL.self { return string((value as! URL).absoluteString) }
        if let write = writer(for: T.self) {
            return try withUnsafePointer(to: value) { try write(self, UnsafeRawPointer($0)) }
        }
        level += 1
        let savedSingle = single
        single = nil
        defer {
            level -= 1
            single = savedSingle
        }
        let mark = frames.count
        try value.encode(to: self)
        guard frames.count > mark else { return single ?? .null }
        while frames.count > mark + 1 { _ = closeTop() }
        return closeTop()
    }

    /// Appends a string's UTF-8 bytes and returns its node.
    func string(_ string: String) -> Node {
        let offset = bytes.count
        appendUTF8(string)
        return Node(kind: .string, count: Int32(bytes.count - offset), payload: Int64(offset))
    }

    @inline(__always)
    func appendUTF8(_ string: String) {
        let copied: Void? = string.utf8.withContiguousStorageIfAvailable { utf8 in
            if let start = utf8.baseAddress { bytes.append(start, count: utf8.count) }
        }
        if copied == nil {
            for byte in string.utf8 { bytes.append(byte) }
        }
    }

    /// Appends a field named `name` to the innermost open object.
    @inline(__always)
    func appendField(_ name: String, _ node: Node) {
        let offset = bytes.count
        appendUTF8(name)
        appendField(named: nameWritten(from: offset), node)
    }

    /// The name that the bytes from `offset` to the end of `bytes` make.
    @inline(__always)
    func nameWritten(from offset: Int) -> KeyName {
        KeyName(offset: Int32(offset), length: Int32(bytes.count - offset),
                prefix: Field.prefix(of: UnsafeBufferPointer(start: bytes.base + offset, count: bytes.count - offset)),
                source: nil)
    }

    /// Appends a field with a name already in `bytes` to the innermost open object.
    @inline(__always)
    func appendField(named name: KeyName, _ node: Node) {
        openFields.append(Field(keyOffset: name.offset, keyLength: name.length, keyPrefix: name.prefix, value: node))
    }

    /// The frame of the value being encoded at the current `box` depth, after finishing the
    /// nested containers above it.
    @inline(__always)
    func currentFrame() -> Int? {
        var index = frames.count - 1
        while index >= 0, frames[index].level == level {
            if frames[index].slot == nil {
                while frames.count > index + 1 { _ = closeTop() }
                return index
            }
            index -= 1
        }
        failure = "a container was written to after its value was finished"
        return nil
    }

    func setSingle(_ node: Node) { single = node }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if frames.last.map({ $0.level == level && $0.slot == nil && $0.isObject }) != true {
            _ = push(isObject: true, slot: nil)
        }
        // The container finds its frame when written to; a fresh one per object is simple and
        // costs about 2 µs on the 50-item benchmark page (measured against a cache that relied on
        // the standard library's private layout of KeyedEncodingContainer).
        return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self, frame: KeyedContainer<Key>.current, id: 0,
                                                          keyNames: keyNameTable(for: Key.self)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let frame = frames.last.flatMap { $0.level == level && $0.slot == nil && !$0.isObject ? frames.count - 1 : nil }
            ?? push(isObject: false, slot: nil)
        return UnkeyedContainer(encoder: self, frame: frame, id: frames[frame].id)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(encoder: self, slot: nil)
    }

    /// Opens an object or a list; returns its frame index.
    func push(isObject: Bool, slot: Slot?) -> Int {
        nextID += 1
        frames.append(Frame(id: nextID, isObject: isObject, base: isObject ? openFields.count : openItems.count,
                            level: level, slot: slot))
        return frames.count - 1
    }

    /// Makes `frame` the innermost open one, finishing the nested ones above it; false (and a
    /// recorded failure) when it was finished already.
    @inline(__always)
    func focus(_ frame: Int, id: Int) -> Bool {
        if frame == frames.count - 1 && frames[frame].id == id { return true }
        guard frame < frames.count, frames[frame].id == id else {
            failure = "a container was written to after its value was finished"
            return false
        }
        while frames.count > frame + 1 { _ = closeTop() }
        return true
    }

    /// Finishes the innermost open object or list: moves its run to the document.
    func closeTop() -> Node {
        let frame = frames.removeLast()
        let node: Node
        if frame.isObject {
            let count = openFields.count - frame.base
            node = Node(kind: .object, count: Int32(count), payload: Int64(fields.count))
            fields.append(openFields.base + frame.base, count: count)
            openFields.removeLast(count)
        } else {
            let count = openItems.count - frame.base
            node = Node(kind: .list, count: Int32(count), payload: Int64(items.count))
            items.append(openItems.base + frame.base, count: count)
            openItems.removeLast(count)
        }
        if let slot = frame.slot { fill(slot, with: node) }
        return node
    }

    func fill(_ slot: Slot, with node: Node) {
        switch slot {
        case .field(let index): openFields[index].value = node
        case .item(let index): openItems[index] = node
        }
    }
}
