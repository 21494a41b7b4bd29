/// Percent-decoding (RFC 3986 §2.1), optionally with `+` as space for form fields.
enum PercentDecoding {
    /// The decoded bytes, or nil when a `%` is not followed by two hex digits.
    static func decode(_ bytes: some Collection<UInt8>, plusAsSpace: Bool) -> [UInt8]? {
        var output = [UInt8]()
        output.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case ASCII.percent:
                guard let high = iterator.next().flatMap(ASCII.hexValue),
                      let low = iterator.next().flatMap(ASCII.hexValue)
                else { return nil }
                output.append(high << 4 | low)
            case ASCII.plus where plusAsSpace:
                output.append(ASCII.space)
            default:
                output.append(byte)
            }
        }
        return output
    }

    /// The decoded text, or nil for bad `%XX` syntax or bytes that are not UTF-8.
    static func decodeString(_ text: some StringProtocol, plusAsSpace: Bool) -> String? {
        if !text.utf8.contains(ASCII.percent) && !(plusAsSpace && text.utf8.contains(ASCII.plus)) {
            return String(text)
        }
        guard let bytes = decode(text.utf8, plusAsSpace: plusAsSpace) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }
}
