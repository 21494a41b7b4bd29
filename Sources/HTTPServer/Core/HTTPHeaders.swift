/// An ordered list of header fields with case-insensitive lookup by name.
public struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    /// One header field.
    public struct Field: Sendable, Equatable {
        /// The field name, as given.
        public var name: String
        /// The field value, without surrounding whitespace.
        public var value: String
    }

    private var fields: [Field] = []

    /// Creates an empty header list.
    public init() {}

    /// Creates headers from name/value pairs, in order.
    public init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// The number of fields.
    public var count: Int { fields.count }

    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    /// Appends a field, keeping any other field of the same name.
    public mutating func add(name: String, value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Replaces every field of this name by one with the given value.
    public mutating func replaceOrAdd(name: String, value: String) {
        remove(name: name)
        add(name: name, value: value)
    }

    /// Removes every field of this name.
    public mutating func remove(name: String) {
        fields.removeAll { $0.name.equalsCaseInsensitively(name) }
    }

    /// The value of the first field of this name.
    public subscript(name: String) -> String? {
        fields.first { $0.name.equalsCaseInsensitively(name) }?.value
    }

    /// Every value of fields of this name, in order.
    public func values(for name: String) -> [String] {
        fields.filter { $0.name.equalsCaseInsensitively(name) }.map(\.value)
    }

    /// Whether a field of this name exists.
    public func contains(_ name: String) -> Bool { self[name] != nil }

    /// Whether a comma-separated field of this name lists `token` (compared case-insensitively).
    public func containsToken(_ token: String, in name: String) -> Bool {
        values(for: name).contains { value in
            value.split(separator: ",").contains {
                $0.trimmingASCIIWhitespace().equalsCaseInsensitively(token)
            }
        }
    }
}

extension StringProtocol {
    /// ASCII case-insensitive equality, the comparison HTTP uses for names and tokens.
    func equalsCaseInsensitively(_ other: some StringProtocol) -> Bool {
        let lhs = utf8, rhs = other.utf8
        guard lhs.count == rhs.count else { return false }
        // Over the bytes where both have them (native strings do): a request looks up about 40
        // headers, and zipping two UTF-8 views cost 20,000 instructions of every request.
        let contiguous = lhs.withContiguousStorageIfAvailable { left in
            rhs.withContiguousStorageIfAvailable { right in
                for index in left.indices where ASCII.lowercased(left[index]) != ASCII.lowercased(right[index]) { return false }
                return true
            }
        }
        if let contiguous, let equal = contiguous { return equal }
        return zip(lhs, rhs).allSatisfy { ASCII.lowercased($0) == ASCII.lowercased($1) }
    }

    /// The string without leading and trailing spaces and tabs.
    func trimmingASCIIWhitespace() -> Substring {
        var sub = Substring(self)
        while let first = sub.utf8.first, first == ASCII.space || first == ASCII.tab { sub = sub.dropFirst() }
        while let last = sub.utf8.last, last == ASCII.space || last == ASCII.tab { sub = sub.dropLast() }
        return sub
    }
}
