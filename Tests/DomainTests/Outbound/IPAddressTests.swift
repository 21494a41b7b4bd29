import Domain
import Testing

/// Every spelling of an address is read as the address it is, and every address that is not on
/// the public internet is refused, with why.
struct IPAddressTests {
    @Test(arguments: [
        // inet_aton's spellings of 127.0.0.1.
        ("127.0.0.1", "127.0.0.1"), ("2130706433", "127.0.0.1"), ("0x7f.1", "127.0.0.1"), ("0177.0.0.1", "127.0.0.1"),
        ("127.1", "127.0.0.1"), ("127.0.1", "127.0.0.1"), ("0x7F000001", "127.0.0.1"), ("0X7f.0.0.01", "127.0.0.1"),
        ("127.0.0.1.", "127.0.0.1"), ("017700000001", "127.0.0.1"), ("0x", "0.0.0.0"), ("0", "0.0.0.0"), ("0.0", "0.0.0.0"),
        ("10.0.0.1", "10.0.0.1"), ("169.254.169.254", "169.254.169.254"), ("255.255.255.255", "255.255.255.255"),
    ])
    func ipv4_isReadInEverySpellingInetAtonTakes(text: String, dotted: String) {
        #expect(IPAddress(text)?.description == dotted)
    }

    @Test(arguments: [
        ("::1", "0:0:0:0:0:0:0:1"), ("[::1]", "0:0:0:0:0:0:0:1"), ("0:0:0:0:0:0:0:1", "0:0:0:0:0:0:0:1"), ("::", "0:0:0:0:0:0:0:0"),
        ("::ffff:127.0.0.1", "0:0:0:0:0:ffff:7f00:1"), ("[::ffff:7f00:1]", "0:0:0:0:0:ffff:7f00:1"), ("::127.0.0.1", "0:0:0:0:0:0:7f00:1"),
        ("fe80::1%eth0", "fe80:0:0:0:0:0:0:1"), ("[fe80::1%25eth0]", "fe80:0:0:0:0:0:0:1"), ("FC00::", "fc00:0:0:0:0:0:0:0"),
        ("2001:db8::", "2001:db8:0:0:0:0:0:0"), ("1:2:3:4:5:6:7::", "1:2:3:4:5:6:7:0"), ("1:2:3:4:5:6:1.2.3.4", "1:2:3:4:5:6:102:304"),
        ("64:ff9b::10.0.0.1", "64:ff9b:0:0:0:0:a00:1"),
    ])
    func ipv6_isReadInEverySpelling(text: String, groups: String) {
        #expect(IPAddress(text)?.description == groups)
    }

    @Test(arguments: [
        "", ".", "1.2.3.4.5", "256.1.1.1", "1.256.1.1", "1.2.3.256", "1.2.65536", "1.16777216", "4294967296", "08.1.1.1", "0x1g.1",
        "+1.2.3.4", "1..2", "example.com", "push.example", "0x" + String(repeating: "1", count: 40), "１２７.0.0.1",
        ":", ":::", "1::2::3", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7", "12345::", "g::", "::1.2.3", "::1.2.3.256", "::1.2.3.4:5",
        "1:2:3:4:5:6:7:1.2.3.4", "::01234.1.1.1", "[::1", "1::2:3:4:5:6:7:8",
    ])
    func anythingElse_isNoAddress(text: String) {
        #expect(IPAddress(text) == nil)
    }

    @Test(arguments: [
        ("0.0.0.0", AddressRefusal.unspecified), ("0.1.2.3", .reserved), ("10.0.0.1", .privateNetwork), ("10.255.255.255", .privateNetwork),
        ("100.64.0.1", .sharedAddressSpace), ("100.127.255.255", .sharedAddressSpace), ("127.0.0.1", .loopback), ("127.255.0.9", .loopback),
        ("169.254.169.254", .linkLocal), ("172.16.0.1", .privateNetwork), ("172.31.255.255", .privateNetwork), ("192.0.0.8", .reserved),
        ("192.0.2.1", .reserved), ("192.88.99.1", .reserved), ("192.168.1.1", .privateNetwork), ("198.18.0.1", .reserved),
        ("198.19.255.255", .reserved), ("198.51.100.7", .reserved), ("203.0.113.7", .reserved), ("224.0.0.1", .multicast),
        ("239.255.255.250", .multicast), ("240.0.0.1", .reserved), ("255.255.255.255", .broadcast), ("2130706433", .loopback),
        ("0x0a000001", .privateNetwork), ("0251.0376.0251.0376", .linkLocal), ("192.168.257", .privateNetwork),
        ("::", .unspecified), ("::1", .loopback), ("[::1]", .loopback), ("::ffff:127.0.0.1", .ipv4Mapped), ("::ffff:8.8.8.8", .ipv4Mapped),
        ("::127.0.0.1", .ipv4Compatible), ("::8.8.8.8", .ipv4Compatible), ("fc00::1", .uniqueLocal), ("fd12:3456::1", .uniqueLocal),
        ("fe80::1%eth0", .linkLocal), ("febf::1", .linkLocal), ("fec0::1", .reserved), ("ff02::1", .multicast), ("2001:db8::1", .reserved),
        ("2001::1", .reserved), ("2001:1ff::1", .reserved), ("3fff::1", .reserved), ("100::1", .reserved), ("64:ff9b::10.0.0.1", .privateNetwork),
        ("64:ff9b::7f00:1", .loopback), ("64:ff9b:1::8.8.8.8", .reserved), ("2002:0a00:0001::1", .privateNetwork),
        ("2002:7f00:1::", .loopback), ("4000::1", .reserved), ("1::", .reserved),
    ])
    func anAddressOffThePublicInternet_isRefused_sayingWhy(text: String, refusal: AddressRefusal) throws {
        #expect(try #require(IPAddress(text)).refusal == refusal)
    }

    @Test(arguments: [
        "8.8.8.8", "1.1.1.1", "93.184.216.34", "100.63.255.255", "100.128.0.0", "172.15.255.255", "172.32.0.0", "192.0.1.0", "192.169.0.0",
        "198.17.255.255", "198.20.0.0", "223.255.255.255", "134744072", "2606:4700:4700::1111", "2a00:1450:4001:82b::200a",
        "64:ff9b::8.8.8.8", "2002:0808:0808::1", "2001:200::1", "2c0f:fb50::1",
    ])
    func aPublicAddress_isNotRefused(text: String) throws {
        #expect(try #require(IPAddress(text)).refusal == nil)
    }

    @Test func everyRefusal_saysWhatTheAddressIs() {
        let refusals: [AddressRefusal] = [
            .loopback, .privateNetwork, .sharedAddressSpace, .linkLocal, .uniqueLocal, .multicast, .unspecified, .broadcast, .reserved,
            .ipv4Mapped, .ipv4Compatible, .localName, .malformed, .notAllowed,
        ]
        #expect(Set(refusals.map(\.description)).count == refusals.count)
        #expect(AddressRefusal.ipv4Mapped.description == "an IPv4-mapped address")
    }
}
