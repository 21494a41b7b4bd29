import Foundation

/// The hosts an operator lets the server push to (`--push-hosts`): exact names, and `*.name`
/// for every name under `name`. An empty list allows every public host.
public struct HostAllowList: Sendable, Equatable {
    /// The patterns, lowercased, without trailing dots.
    public let patterns: [String]

    /// Every public host.
    public static let any = HostAllowList(validated: [])

    private init(validated patterns: [String]) {
        self.patterns = patterns
    }

    /// The list written as `text`: patterns split by commas (spaces around them ignored), each a
    /// public host name or `*.` and one; nil when one is neither (an address, `localhost`, `*`).
    public init?(_ text: String) {
        var patterns: [String] = []
        for piece in text.split(separator: ",") {
            let pattern = PublicHostRule.normalized(piece.trimmingCharacters(in: .whitespaces))
            guard !pattern.isEmpty else { continue }
            let name = pattern.hasPrefix("*.") ? String(pattern.dropFirst(2)) : pattern
            guard IPAddress(name) == nil, PublicHostRule.refusal(host: name) == nil else { return nil }
            patterns.append(pattern)
        }
        self.init(validated: patterns)
    }

    /// Whether `host` is allowed: the list is empty, or a pattern names it (`*.name` any name
    /// ending in `.name`).
    public func allows(_ host: String) -> Bool {
        let host = PublicHostRule.normalized(host)
        return patterns.isEmpty || patterns.contains { $0.hasPrefix("*.") ? host.hasSuffix($0.dropFirst()) : host == $0 }
    }
}
