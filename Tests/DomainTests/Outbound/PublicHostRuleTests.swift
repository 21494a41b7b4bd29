import Domain
import Testing

/// Names and addresses a person may have the server connect to.
struct PublicHostRuleTests {
    @Test(arguments: [
        ("localhost", AddressRefusal.localName), ("LOCALHOST.", .localName), ("app.localhost", .localName), ("printer.local", .localName),
        ("metadata.google.internal", .localName), ("Metadata.Google.Internal.", .localName), ("router.lan", .localName),
        ("nas.home.arpa", .localName), ("1.0.0.127.in-addr.arpa", .localName), ("box.localdomain", .localName), ("metadata", .localName),
        ("intranet", .localName), ("wiki.intranet", .localName),
        ("127.0.0.1", .loopback), ("[::1]", .loopback), ("[::ffff:127.0.0.1]", .ipv4Mapped), ("2130706433", .loopback),
        ("0x7f.1", .loopback), ("0177.0.0.1", .loopback), ("127.1", .loopback), ("169.254.169.254", .linkLocal), ("10.0.0.1", .privateNetwork),
        ("0.0.0.0", .unspecified), ("127.0.0.1.", .loopback), ("[fe80::1%25eth0]", .linkLocal),
        ("", .malformed), (".", .malformed), ("a..b", .malformed), ("push.example.1", .malformed), ("1.2.3.4.5", .malformed),
        ("08.0.0.1", .malformed), ("0x7f.0x1.1.1.1", .malformed), ("push_service.example", .malformed), ("-push.example", .malformed),
        ("push-.example", .malformed), ("pūsh.example", .malformed), ("xn--psh-g1a.example", nil),
        ("push.example:443", .malformed), ("[::1", .malformed), ("user@push.example", .malformed),
        (String(repeating: "a", count: 64) + ".example", .malformed), (String(repeating: "abcdefghi.", count: 26) + "example", .malformed),
    ])
    func aLocalName_anAddressOffThePublicInternet_orNoHostAtAll_isRefused(host: String, refusal: AddressRefusal?) {
        #expect(PublicHostRule.refusal(host: host) == refusal)
    }

    @Test(arguments: [
        "fcm.googleapis.com", "updates.push.services.mozilla.com", "web.push.apple.com", "wns2-by3p.notify.windows.com", "PUSH.EXAMPLE.",
        "8.8.8.8", "[2606:4700:4700::1111]", "push.example", "a-b.example",
    ])
    func aPublicNameOrAddress_isTaken(host: String) {
        #expect(PublicHostRule.refusal(host: host) == nil)
    }

    @Test func aHost_isComparedLowercased_withoutBracketsOrTheTrailingDot() {
        #expect(PublicHostRule.normalized("Push.Example.") == "push.example")
        #expect(PublicHostRule.normalized("[::1]") == "::1")
    }
}
