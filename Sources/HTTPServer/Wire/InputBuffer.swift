import Glibc

/// The bytes read from a connection and not yet consumed, with room to read more into.
struct InputBuffer {
    private(set) var storage: [UInt8]
    private(set) var readerIndex = 0
    private(set) var writerIndex = 0

    init(capacity: Int = 16 * 1024) {
        storage = [UInt8](repeating: 0, count: capacity)
    }

    /// How many bytes are waiting to be consumed.
    var readableCount: Int { writerIndex - readerIndex }

    /// Appends bytes (tests and the fuzzer feed the decoder this way).
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        _ = write(minimumSpace: bytes.count) { space in
            space.copyMemory(from: bytes)
            return bytes.count
        }
    }

    /// Lets `body` write into at least `minimumSpace` free bytes; returns what it reports as written.
    mutating func write(minimumSpace: Int, _ body: (UnsafeMutableRawBufferPointer) -> Int) -> Int {
        reserve(minimumSpace)
        let written = storage.withUnsafeMutableBytes { raw in
            body(UnsafeMutableRawBufferPointer(rebasing: raw[writerIndex...]))
        }
        if written > 0 { writerIndex += written }
        return written
    }

    /// Marks `count` bytes as consumed.
    mutating func consume(_ count: Int) {
        readerIndex += count
        if readerIndex == writerIndex {
            readerIndex = 0
            writerIndex = 0
        }
    }

    /// Calls `body` with the unconsumed bytes.
    func withReadableBytes<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        try storage.withUnsafeBufferPointer { all throws(E) in
            try body(UnsafeBufferPointer(rebasing: all[readerIndex..<writerIndex]))
        }
    }

    private mutating func reserve(_ minimumSpace: Int) {
        if storage.count - writerIndex >= minimumSpace { return }
        if readerIndex > 0 {
            let count = readableCount
            storage.withUnsafeMutableBytes { raw in
                guard let base = raw.baseAddress else { return }
                memmove(base, base + readerIndex, count)
            }
            readerIndex = 0
            writerIndex = count
        }
        if storage.count - writerIndex < minimumSpace {
            let newCount = max(storage.count * 2, writerIndex + minimumSpace)
            storage.append(contentsOf: repeatElement(0, count: newCount - storage.count))
        }
    }
}
