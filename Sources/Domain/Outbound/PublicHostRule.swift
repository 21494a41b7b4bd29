/// The one rule for the hosts the server connects to on a person's say-so: an address on the
/// public internet (`IPAddress.refusal`), or a name that is not a local network's.
public enum PublicHostRule {
    /// The suffixes of names only a local network resolves (and `localhost` itself, RFC 6761).
    static let localSuffixes = ["localhost", "local", "internal", "localdomain", "home.arpa", "arpa", "lan", "intranet"]

    /// Why `host` (a URL's host: any case, a trailing dot, brackets around IPv6) is not a public
    /// host; nil when it is. An address in any spelling is held to `IPAddress.refusal`; a name
    /// must be ASCII letters, digits, hyphens and dots, with at least two labels, a last label that
    /// is not a number, and no local suffix (`localhost`, `*.localhost`, `*.local`, `*.internal`,
    /// `metadata.google.internal`, …).
    public static func refusal(host: String) -> AddressRefusal? {
        if let address = IPAddress(host) { return address.refusal }
        let name = normalized(host)
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        guard name.utf8.count <= 253,
            labels.allSatisfy({ (1...63).contains($0.utf8.count) && $0.utf8.allSatisfy(isNameByte) && !$0.hasPrefix("-") && !$0.hasSuffix("-") })
        else { return .malformed }
        // WHATWG URL: a host whose last label is a number is an IPv4 address or no host at all.
        if let last = labels.last, IPAddress.ipv4(String(last)) != nil || last.allSatisfy(\.isNumber) { return .malformed }
        if labels.count < 2 || localSuffixes.contains(where: { name == $0 || name.hasSuffix("." + $0) }) { return .localName }
        return nil
    }

    /// `host` lowercased, without one trailing dot and without brackets.
    public static func normalized(_ host: String) -> String {
        var host = Substring(host.lowercased())
        if host.hasPrefix("["), host.hasSuffix("]") { host = host.dropFirst().dropLast() }
        if host.hasSuffix(".") { host = host.dropLast() }
        return String(host)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
    }
}
