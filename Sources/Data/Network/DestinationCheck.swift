import Domain

/// What an outgoing transport asks before it sends (Domain's `DestinationRule`, which is the
/// rule): whether the URL may be used, and whether each address its host resolved to may be
/// connected to.
public protocol DestinationCheck: Sendable {
    /// Why nothing may be sent to `url`; nil when it may.
    func refusalReason(url: String) -> String?
    /// Why `address` (numeric, as resolved) of `host` (the URL's host as the HTTP client reads
    /// it) may not be connected to for `url`; nil when it may.
    func refusalReason(connectingTo address: String, host: String, for url: String) -> String?
}

extension DestinationRule: DestinationCheck {
    public func refusalReason(url: String) -> String? {
        refusal(url: url)?.description
    }

    public func refusalReason(connectingTo address: String, host: String, for url: String) -> String? {
        refusal(connectingTo: address, host: host, for: url)?.description
    }
}
