extension ByteWriter {
    /// Writes bytes with `& < > " '` replaced by HTML entities.
    ///
    /// Reserves room for the worst case once, then goes eight bytes at a time: eight bytes without
    /// a special one (most of a page's text: titles, labels, dates) are copied with one load and one
    /// store; eight with one are copied byte by byte with a table lookup, each entity written with a
    /// single eight-byte store.
    func writeEscaped(_ start: UnsafePointer<UInt8>, count length: Int) {
        reserve(length * 6 + 8)
        var target = end
        var index = 0
        let source = UnsafeRawPointer(start)
        Self.entities.withUnsafeBufferPointer { entities in
            while index < length {
                let stop: Int
                if index + 8 <= length {
                    let chunk = source.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    if !Self.holdsSpecialByte(chunk) {
                        UnsafeMutableRawPointer(target).storeBytes(of: chunk, as: UInt64.self)
                        target += 8
                        index += 8
                        continue
                    }
                    stop = index + 8
                } else {
                    stop = length
                }
                while index < stop {
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
                    index += 1
                }
            }
        }
        advance(to: target)
    }

    /// Whether any of the eight bytes of `chunk` is `& < > " '`.
    ///
    /// `(v - 0x01…01) & ~v & 0x80…80` is nonzero exactly when a byte of `v` is zero (it can mark a
    /// byte above a zero one falsely, but only when there is a zero one), and `chunk ^ c…c` has a
    /// zero byte where `chunk` has the byte `c`.
    @inline(__always)
    static func holdsSpecialByte(_ chunk: UInt64) -> Bool {
        @inline(__always)
        func zeroByte(_ value: UInt64) -> UInt64 {
            (value &- 0x0101_0101_0101_0101) & ~value & 0x8080_8080_8080_8080
        }
        let ones: UInt64 = 0x0101_0101_0101_0101
        return (zeroByte(chunk ^ (ones &* 0x26)) | zeroByte(chunk ^ (ones &* 0x3C)) | zeroByte(chunk ^ (ones &* 0x3E))
            | zeroByte(chunk ^ (ones &* 0x22)) | zeroByte(chunk ^ (ones &* 0x27))) != 0
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
