extension ByteWriter {
    /// Writes bytes with `& < > " '` replaced by HTML entities.
    ///
    /// Reserves room for the worst case once, then copies byte by byte with a table lookup, and
    /// writes each entity with a single eight-byte store.
    func writeEscaped(_ start: UnsafePointer<UInt8>, count length: Int) {
        reserve(length * 6 + 8)
        var target = end
        Self.entities.withUnsafeBufferPointer { entities in
            for index in 0..<length {
                let byte = start[index]
                let entity = entities[Int(byte)]
                if entity == 0 {
                    target.pointee = byte
                    target += 1
                } else {
                    UnsafeMutableRawPointer(target).storeBytes(of: (entity & 0x00FF_FFFF_FFFF_FFFF).littleEndian,
                                                               as: UInt64.self)
                    target += Int(entity >> 56)
                }
            }
        }
        advance(to: target)
    }

    /// For each byte, 0 when it stays as it is, else its entity's bytes in the low seven bytes
    /// (little-endian) and the entity's length in the top byte.
    private static let entities: [UInt64] = {
        var table = [UInt64](repeating: 0, count: 256)
        for (byte, entity) in [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&#39;")] {
            var packed = UInt64(entity.utf8.count) << 56
            for (offset, unit) in entity.utf8.enumerated() { packed |= UInt64(unit) << (8 * UInt64(offset)) }
            table[Int(byte.utf8.first!)] = packed
        }
        return table
    }()
}
