extension IPAddress {
    /// Why the address is not one on the public internet; nil when it is.
    ///
    /// IPv4: `0/8`, `10/8`, `100.64/10`, `127/8`, `169.254/16`, `172.16/12`, `192.0.0/24`,
    /// `192.0.2/24`, `192.88.99/24`, `192.168/16`, `198.18/15`, `198.51.100/24`,
    /// `203.0.113/24`, `224/4`, `240/4` and `255.255.255.255`. IPv6: only global unicast
    /// (`2000::/3`) outside `2001::/23`, `2001:db8::/32` and `3fff::/20`, a 6to4 address
    /// (`2002::/16`) of a public IPv4, and NAT64 (`64:ff9b::/96`) of a public IPv4 are public;
    /// `::ffff:0:0/96` (IPv4-mapped) and the rest of `::/8` (IPv4-compatible, loopback,
    /// unspecified), `fc00::/7`, `fe80::/10` and `ff00::/8` are not.
    public var refusal: AddressRefusal? {
        switch self {
        case .v4(let value): Self.refusal(ipv4: value)
        case .v6(let value): Self.refusal(ipv6: value)
        }
    }

    private static let ipv4Ranges: [(base: UInt32, prefix: Int, refusal: AddressRefusal)] = [
        (0x0000_0000, 32, .unspecified),
        (0xFFFF_FFFF, 32, .broadcast),
        (0x0000_0000, 8, .reserved),
        (0x0A00_0000, 8, .privateNetwork),
        (0x6440_0000, 10, .sharedAddressSpace),
        (0x7F00_0000, 8, .loopback),
        (0xA9FE_0000, 16, .linkLocal),
        (0xAC10_0000, 12, .privateNetwork),
        (0xC000_0000, 24, .reserved),
        (0xC000_0200, 24, .reserved),
        (0xC058_6300, 24, .reserved),
        (0xC0A8_0000, 16, .privateNetwork),
        (0xC612_0000, 15, .reserved),
        (0xC633_6400, 24, .reserved),
        (0xCB00_7100, 24, .reserved),
        (0xE000_0000, 4, .multicast),
        (0xF000_0000, 4, .reserved),
    ]

    static func refusal(ipv4 value: UInt32) -> AddressRefusal? {
        ipv4Ranges.first { value >> (32 - $0.prefix) == $0.base >> (32 - $0.prefix) }?.refusal
    }

    private static let ipv6Ranges: [(base: UInt128, prefix: Int, refusal: AddressRefusal)] = [
        (0, 128, .unspecified),
        (1, 128, .loopback),
        (0xFFFF_0000_0000, 96, .ipv4Mapped),
        (0, 96, .ipv4Compatible),
        (0xFC << 120, 7, .uniqueLocal),
        (0xFE80 << 112, 10, .linkLocal),
        (0xFF << 120, 8, .multicast),
        (0x2001_0DB8 << 96, 32, .reserved),
        (0x2001 << 112, 23, .reserved),
        (0x3FFF << 112, 20, .reserved),
    ]

    static func refusal(ipv6 value: UInt128) -> AddressRefusal? {
        if let range = ipv6Ranges.first(where: { value >> (128 - $0.prefix) == $0.base >> (128 - $0.prefix) }) { return range.refusal }
        // NAT64 and 6to4 reach the IPv4 address they carry.
        if value >> 32 == 0x0064_FF9B << 64 { return refusal(ipv4: UInt32(truncatingIfNeeded: value)) }
        if value >> 112 == 0x2002 { return refusal(ipv4: UInt32(truncatingIfNeeded: value >> 80)) }
        return value >> 125 == 1 ? nil : .reserved
    }
}
