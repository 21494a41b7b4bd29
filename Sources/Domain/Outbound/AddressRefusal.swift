/// Why the server will not connect to an address or host: it is not on the public internet.
public enum AddressRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    case loopback, privateNetwork, sharedAddressSpace, linkLocal, uniqueLocal, multicast, unspecified, broadcast, reserved
    case ipv4Mapped, ipv4Compatible
    /// A name only a local network resolves (`localhost`, `*.internal`, a single label, …).
    case localName
    /// Not a host name nor an address (a numeric last label that spells no IPv4 address, say).
    case malformed
    /// Not among the operator's allowed hosts.
    case notAllowed

    public var description: String {
        switch self {
        case .loopback: "a loopback address"
        case .privateNetwork: "a private network address"
        case .sharedAddressSpace: "a carrier-grade NAT address"
        case .linkLocal: "a link-local address"
        case .uniqueLocal: "a unique-local address"
        case .multicast: "a multicast address"
        case .unspecified: "the unspecified address"
        case .broadcast: "the broadcast address"
        case .reserved: "a reserved address"
        case .ipv4Mapped: "an IPv4-mapped address"
        case .ipv4Compatible: "an IPv4-compatible address"
        case .localName: "a local name"
        case .malformed: "not a host name"
        case .notAllowed: "not an allowed host"
        }
    }
}
