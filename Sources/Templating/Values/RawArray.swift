/// A growable array of plain values in raw memory, without the uniqueness checks of `Array`.
///
/// Its owner frees it with `deallocate()` (the encoder does, in its `deinit`).
struct RawArray<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    func deallocate() {
        base.deallocate()
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always)
    mutating func append(_ elements: UnsafePointer<Element>, count length: Int) {
        if count + length > capacity { grow(to: count + length) }
        (base + count).initialize(from: elements, count: length)
        count += length
    }

    @inline(__always)
    mutating func append(repeating element: Element, count length: Int) {
        if count + length > capacity { grow(to: count + length) }
        (base + count).initialize(repeating: element, count: length)
        count += length
    }

    @inline(__always)
    mutating func removeLast(_ length: Int) {
        count -= length
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// The elements, borrowed: valid until the next append or `deallocate()`.
    var buffer: UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base, count: count)
    }

    /// The elements as an `Array`.
    func array() -> [Element] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }
}
