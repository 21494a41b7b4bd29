import Foundation

/// An IPv4 or IPv6 address, read from any spelling a resolver or a URL parser would take for one,
/// so that no spelling of a private address passes for a name.
public enum IPAddress: Hashable, Sendable, CustomStringConvertible {
    /// An IPv4 address, most significant byte first.
    case v4(UInt32)
    /// An IPv6 address, most significant byte first (a zone id is dropped).
    case v6(UInt128)

    /// The address `text` spells, or nil when it spells none: IPv4 in every form `inet_aton`
    /// takes (`127.0.0.1`, `2130706433`, `0x7f.1`, `0177.0.0.1`, `127.1`), IPv6 in every form
    /// (with or without brackets, `::` compression, an embedded IPv4 tail, a zone id after `%`).
    public init?(_ text: String) {
        if let v4 = Self.ipv4(text) {
            self = .v4(v4)
        } else if let v6 = Self.ipv6(text) {
            self = .v6(v6)
        } else {
            return nil
        }
    }

    /// The dotted quad, or the IPv6 address as eight groups of hex.
    public var description: String {
        switch self {
        case .v4(let value): return Self.dotted(value)
        case .v6(let value):
            return (0..<8).map { String(UInt16(truncatingIfNeeded: value >> (112 - 16 * $0)), radix: 16) }.joined(separator: ":")
        }
    }

    /// `value` as `a.b.c.d`.
    static func dotted(_ value: UInt32) -> String {
        [24, 16, 8, 0].map { String(value >> UInt32($0) & 0xFF) }.joined(separator: ".")
    }

    // MARK: IPv4, as inet_aton reads it

    /// The IPv4 address of 1 to 4 numbers split by dots (one trailing dot allowed), each decimal,
    /// octal (a leading `0`) or hex (`0x`); the last number fills the bytes the others leave.
    static func ipv4(_ text: String) -> UInt32? {
        var parts = text.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count > 1, parts.last?.isEmpty == true { parts.removeLast() }
        guard (1...4).contains(parts.count) else { return nil }
        var numbers: [UInt64] = []
        for part in parts {
            guard let number = number(part) else { return nil }
            numbers.append(number)
        }
        let leading = numbers.dropLast()
        guard leading.allSatisfy({ $0 <= 0xFF }) else { return nil }
        let lastBits = 8 * (5 - numbers.count)
        guard let last = numbers.last, last < (UInt64(1) << lastBits) else { return nil }
        let value = leading.enumerated().reduce(last) { sum, element in sum | element.element << (24 - 8 * element.offset) }
        return UInt32(value)
    }

    /// One number of an IPv4 spelling: `0x…` hex (`0x` alone is 0), `0…` octal, else decimal;
    /// nil for anything else or a value past 32 bits.
    private static func number(_ part: Substring) -> UInt64? {
        let lowered = part.lowercased()
        let digits: Substring
        let radix: Int
        if lowered.hasPrefix("0x") {
            digits = lowered.dropFirst(2)
            radix = 16
            if digits.isEmpty { return 0 }
        } else if lowered.count > 1, lowered.hasPrefix("0") {
            digits = lowered.dropFirst()
            radix = 8
        } else {
            digits = Substring(lowered)
            radix = 10
        }
        // UInt64's parser takes a sign, which no address has.
        guard !digits.isEmpty, digits.count <= 32, digits.allSatisfy(\.isHexDigit), let value = UInt64(digits, radix: radix),
            value <= UInt32.max
        else { return nil }
        return value
    }

    // MARK: IPv6

    /// The IPv6 address of `text`: brackets and a zone id (`%eth0`, `%25eth0`) dropped, at most
    /// one `::`, groups of 1 to 4 hex digits, the last 32 bits maybe a dotted quad.
    static func ipv6(_ text: String) -> UInt128? {
        var text = Substring(text)
        if text.hasPrefix("["), text.hasSuffix("]") { text = text.dropFirst().dropLast() }
        if let percent = text.firstIndex(of: "%") { text = text[..<percent] }
        guard text.contains(":"), text.utf8.count <= 45 else { return nil }
        let halves = text.components(separatedBy: "::")
        guard halves.count <= 2 else { return nil }
        guard let head = groups(halves[0], last: halves.count == 1) else { return nil }
        var tail: [UInt16] = []
        if halves.count == 2 {
            guard let groups = groups(halves[1], last: true) else { return nil }
            tail = groups
        }
        let total = head.count + tail.count
        guard halves.count == 2 ? total <= 7 : total == 8 else { return nil }
        let all = head + Array(repeating: 0, count: 8 - total) + tail
        return all.reduce(UInt128(0)) { $0 << 16 | UInt128($1) }
    }

    /// The 16-bit groups of one side of `::` (none when it is empty); when `last`, its final
    /// group may be a dotted quad, which counts as two.
    private static func groups(_ text: String, last: Bool) -> [UInt16]? {
        guard !text.isEmpty else { return [] }
        var result: [UInt16] = []
        let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
        for (index, piece) in pieces.enumerated() {
            if last, index == pieces.count - 1, piece.contains(".") {
                guard let quad = dottedQuad(piece) else { return nil }
                result += [UInt16(quad >> 16), UInt16(quad & 0xFFFF)]
            } else {
                guard (1...4).contains(piece.count), piece.allSatisfy(\.isHexDigit), let group = UInt16(piece, radix: 16) else { return nil }
                result.append(group)
            }
        }
        return result
    }

    /// Four decimal numbers of at most 255, as an IPv6 address's IPv4 tail is written.
    private static func dottedQuad(_ text: Substring) -> UInt32? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var value: UInt32 = 0
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy(\.isASCII), let byte = UInt8(part) else { return nil }
            value = value << 8 | UInt32(byte)
        }
        return value
    }
}
