/// A growable output buffer of raw memory, cheaper per append than `[UInt8]`.
///
/// It writes into memory of its own, or into a buffer it is lent (`init(borrowing:)`) until that
/// is full: a page rendered straight into its response's array is not copied out afterwards.
///
/// A class, so that the renderer writes through a reference instead of mutating (and copying)
/// itself on every append; its properties skip dynamic exclusivity checks because only the one
/// renderer that owns it uses it, on one thread.
final class ByteWriter {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int
    /// Whether `base` is memory of its own (false while it writes into a lent buffer).
    @exclusivity(unchecked) private var ownsBase = true

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    /// Writes into `buffer`, which the caller keeps alive while it writes, until it is full; then
    /// into memory of its own, the bytes so far copied there.
    init(borrowing buffer: UnsafeMutableBufferPointer<UInt8>) {
        capacity = buffer.count
        base = buffer.baseAddress ?? .allocate(capacity: 1)
        ownsBase = buffer.baseAddress == nil
    }

    deinit {
        if ownsBase { base.deallocate() }
    }

    /// Whether every byte written is in the lent buffer (it never had to grow).
    var isInLentBuffer: Bool { !ownsBase }

    /// The bytes written, as an array of exactly their size.
    func bytes() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 { buffer.baseAddress!.update(from: base, count: count) }
            initialized = count
        }
    }

    /// Where the next byte goes; valid until the next `reserve`.
    var end: UnsafeMutablePointer<UInt8> { base + count }

    /// Marks the bytes up to `end` (written directly after a `reserve`) as written.
    @inline(__always)
    func advance(to end: UnsafeMutablePointer<UInt8>) {
        count = end - base
    }

    @inline(__always)
    func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        if ownsBase { base.deallocate() }
        ownsBase = true
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    func write(_ bytes: UnsafePointer<UInt8>, count length: Int) {
        reserve(length)
        let target = base + count
        if length <= 16 {
            Self.copySmall(from: bytes, to: target, count: length)
        } else {
            target.update(from: bytes, count: length)
        }
        count += length
    }

    /// Copies up to 16 bytes with two overlapping loads and stores, cheaper than calling memmove.
    @inline(__always)
    private static func copySmall(from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        if count >= 8 {
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else {
            for index in 0..<count { target[index] = source[index] }
        }
    }

    /// Writes a string's UTF-8 bytes unchanged.
    func write(_ string: StaticString) {
        write(string.utf8Start, count: string.utf8CodeUnitCount)
    }

    /// Writes an integer in decimal, without going through `String`.
    func write(_ value: Int) {
        reserve(20)
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        let length = withUnsafeMutableBytes(of: &digits) { scratch -> Int in
            var position = scratch.count
            repeat {
                position -= 1
                scratch[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                position -= 1
                scratch[position] = UInt8(ascii: "-")
            }
            let length = scratch.count - position
            (base + count).update(from: scratch.baseAddress!.assumingMemoryBound(to: UInt8.self) + position,
                                  count: length)
            return length
        }
        count += length
    }

    /// Writes a floating-point number in its shortest exact form; whole numbers without `.0`.
    func write(_ value: Double) {
        if value.rounded() == value, abs(value) < 1e15 {
            write(Int(value))
        } else {
            var text = value.description
            text.withUTF8 { write($0.baseAddress!, count: $0.count) }
        }
    }
}
