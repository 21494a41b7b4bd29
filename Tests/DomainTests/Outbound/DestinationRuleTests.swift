import Domain
import Entities
import Testing

/// Where a person's push endpoint may point, at subscription and again at connect time; and
/// where the operator's own destinations may.
struct DestinationRuleTests {
    private let person = DestinationRule(reach: .publicInternet(allowedHosts: .any, loopbackHTTPForTests: false))
    private let withTestStandIn = DestinationRule(reach: .publicInternet(allowedHosts: .any, loopbackHTTPForTests: true))

    @Test(arguments: [
        ("https://127.0.0.1:8443/push", DestinationRefusal.notHTTPS443), ("https://127.0.0.1/push", .host(.loopback)),
        ("https://localhost/push", .host(.localName)), ("https://[::1]/push", .host(.loopback)),
        ("https://169.254.169.254/latest/meta-data", .host(.linkLocal)), ("https://10.0.0.1/", .host(.privateNetwork)),
        ("https://0.0.0.0/", .host(.unspecified)), ("https://2130706433/", .host(.loopback)), ("https://[::ffff:127.0.0.1]/", .host(.ipv4Mapped)),
        ("https://metadata.google.internal/computeMetadata/v1/", .host(.localName)), ("https://0x7f.1/", .host(.loopback)),
        ("https://0177.0.0.1/", .host(.loopback)), ("https://127.1/", .host(.loopback)), ("https://[fd00::1]/", .host(.uniqueLocal)),
        ("https://[fe80::1%25eth0]/", .host(.linkLocal)), ("https://[64:ff9b::a00:1]/", .host(.privateNetwork)),
        ("https://100.64.0.1/", .host(.sharedAddressSpace)), ("https://224.0.0.1/", .host(.multicast)),
        ("https://255.255.255.255/", .host(.broadcast)), ("https://app.localhost./", .host(.localName)),
        ("HTTPS://LOCALHOST/", .host(.localName)), ("http://push.example/a", .notHTTPS443), ("http://127.0.0.1:9000/a", .notHTTPS443),
        ("https://push.example:8443/a", .notHTTPS443), ("https://push.example:80/a", .notHTTPS443), ("ftp://push.example/a", .unsupportedURL),
        ("https://", .unsupportedURL), ("https:///path", .unsupportedURL), ("https://user@push.example/a", .unsupportedURL),
        ("https://push.example@127.0.0.1/a", .unsupportedURL), ("https://push.example\\@127.0.0.1/", .unsupportedURL),
        ("https://push.example:/a", .unsupportedURL), ("https://push.example:0/a", .unsupportedURL),
        ("https://push.example:65536/a", .unsupportedURL), ("https://push.example:+443/a", .unsupportedURL),
        ("https://push.example:443443/a", .unsupportedURL), ("https://[::1]x/", .unsupportedURL), ("https://[::1/", .host(.malformed)),
        ("push.example/a", .unsupportedURL),
    ])
    func aPersonsEndpointOffThePublicInternet_orNotHTTPS443_isRefused(url: String, refusal: DestinationRefusal) {
        #expect(person.refusal(url: url) == refusal)
    }

    @Test(arguments: [
        "https://fcm.googleapis.com/fcm/send/abc", "https://updates.push.services.mozilla.com/wpush/v2/x", "https://web.push.apple.com:443/Q",
        "https://push.example", "https://push.example?x=1", "https://push.example#f", "https://[2606:4700:4700::1111]/", "HTTPS://Push.Example./a",
    ])
    func aPublicHTTPSEndpoint_isTaken(url: String) {
        #expect(person.refusal(url: url) == nil)
    }

    @Test func theTestsLoopbackStandIn_isTakenOnlyAsHTTP127001WithAPort_andOnlyWhenSwitchedOn() {
        #expect(withTestStandIn.refusal(url: "http://127.0.0.1:9000/a") == nil)
        #expect(withTestStandIn.refusal(url: "http://127.0.0.1/a") == .notHTTPS443)
        #expect(withTestStandIn.refusal(url: "http://localhost:9000/a") == .notHTTPS443)
        #expect(withTestStandIn.refusal(url: "https://127.0.0.1:9000/a") == .notHTTPS443)
        #expect(person.refusal(url: "http://127.0.0.1:9000/a") == .notHTTPS443)
    }

    @Test(arguments: [
        ("93.184.216.34", nil), ("2606:4700:4700::1111", nil), ("127.0.0.1", DestinationRefusal.address(.loopback)),
        ("10.0.0.7", .address(.privateNetwork)), ("::1", .address(.loopback)), ("::ffff:10.0.0.7", .address(.ipv4Mapped)),
        ("169.254.169.254", .address(.linkLocal)), ("fe80::1%eth0", .address(.linkLocal)), ("not an address", .address(.malformed)),
    ])
    func atConnectTime_everyResolvedAddress_isHeldToTheSameRule(address: String, refusal: DestinationRefusal?) {
        #expect(person.refusal(connectingTo: address, host: "push.example", for: "https://push.example/a") == refusal)
    }

    @Test func atConnectTime_theURL_isCheckedAgain_andTheHostMustBeTheOneChecked() {
        #expect(person.refusal(connectingTo: "93.184.216.34", host: "localhost", for: "https://localhost/a") == .host(.localName))
        #expect(person.refusal(connectingTo: "93.184.216.34", host: "other.example", for: "https://push.example/a") == .unsupportedURL)
        #expect(person.refusal(connectingTo: "93.184.216.34", host: "PUSH.example.", for: "https://push.example/a") == nil)
    }

    @Test func theTestsLoopbackStandIn_mayConnectTo127001Only() {
        #expect(withTestStandIn.refusal(connectingTo: "127.0.0.1", host: "127.0.0.1", for: "http://127.0.0.1:9000/a") == nil)
        #expect(withTestStandIn.refusal(connectingTo: "10.0.0.1", host: "127.0.0.1", for: "http://127.0.0.1:9000/a") == .address(.notAllowed))
        #expect(withTestStandIn.refusal(connectingTo: "127.0.0.1", host: "push.example", for: "https://push.example/a") == .address(.loopback))
    }

    @Test func anAllowList_refusesEveryOtherHost_atSubscriptionAndAtConnect() throws {
        let allowed = try #require(HostAllowList("*.push.services.mozilla.com, fcm.googleapis.com"))
        let rule = DestinationRule(reach: .publicInternet(allowedHosts: allowed, loopbackHTTPForTests: false))
        #expect(rule.refusal(url: "https://updates.push.services.mozilla.com/wpush/v2/x") == nil)
        #expect(rule.refusal(url: "https://fcm.googleapis.com/fcm/send/x") == nil)
        #expect(rule.refusal(url: "https://push.example/a") == .host(.notAllowed))
        #expect(rule.refusal(connectingTo: "93.184.216.34", host: "push.example", for: "https://push.example/a") == .host(.notAllowed))
    }

    @Test func theOperatorsOwnDestination_mayBeAnyHTTPAddress() {
        let rule = DestinationRule.operatorChosen
        #expect(rule.refusal(url: "http://10.0.0.5:8080/hooks/feedback") == nil)
        #expect(rule.refusal(url: "https://localhost/hook") == nil)
        #expect(rule.refusal(url: "ftp://10.0.0.5/") == .unsupportedURL)
        #expect(rule.refusal(connectingTo: "10.0.0.5", host: "10.0.0.5", for: "http://10.0.0.5:8080/hooks/feedback") == nil)
        #expect(rule.refusal(connectingTo: "10.0.0.5", host: "10.0.0.5", for: "gopher://10.0.0.5/") == .unsupportedURL)
    }

    @Test func aRefusal_saysWhy() {
        #expect(DestinationRefusal.unsupportedURL.description == "not an http:// or https:// URL with a host")
        #expect(DestinationRefusal.notHTTPS443.description == "not https:// on port 443")
        #expect(DestinationRefusal.host(.localName).description == "the host is a local name")
        #expect(DestinationRefusal.address(.loopback).description == "the host resolves to a loopback address")
    }

    @Test func aURL_isReadIntoSchemeHostAndPort() {
        #expect(WebAddress("HTTPS://[2606:4700::1]:443/x") == WebAddress(scheme: "https", host: "2606:4700::1", port: 443))
        #expect(WebAddress("http://Push.Example./x?y#z") == WebAddress(scheme: "http", host: "push.example", port: nil))
    }
}

extension WebAddress {
    fileprivate init?(scheme: String, host: String, port: Int?) {
        guard var address = WebAddress("http://x") else { return nil }
        address.scheme = scheme
        address.host = host
        address.port = port
        self = address
    }
}
