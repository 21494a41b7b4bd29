/// A path pattern such as `/lists/:id/reminders` or `/static/*`.
struct RoutePattern: Sendable, Equatable, CustomStringConvertible {
    enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
    }

    let segments: [Segment]
    /// Whether a trailing `*` matches any remaining segments (at least one).
    let matchesRemainder: Bool
    let description: String

    init(_ pattern: String) {
        precondition(pattern.hasPrefix("/"), "route patterns start with /: \(pattern)")
        description = pattern
        var parts = RoutePattern.split(pattern[...])
        matchesRemainder = parts.last == "*"
        if matchesRemainder { parts.removeLast() }
        segments = parts.map { part in
            part.hasPrefix(":") ? .parameter(String(part.dropFirst())) : .literal(String(part))
        }
    }

    /// The parameters captured when `path` (split into decoded segments) matches.
    func match(_ path: [String]) -> RouteParameters? {
        if matchesRemainder ? path.count <= segments.count : path.count != segments.count { return nil }
        var parameters = RouteParameters()
        for (segment, value) in zip(segments, path) {
            switch segment {
            case .literal(let literal):
                if literal != value { return nil }
            case .parameter(let name):
                if value.isEmpty { return nil }
                parameters.set(name, value)
            }
        }
        if matchesRemainder { parameters.remainder = Array(path[segments.count...]) }
        return parameters
    }

    /// `/` is no segments; `/a/b` is `a`, `b`; `/a/` is `a` and an empty segment.
    static func split(_ path: Substring) -> [Substring] {
        let trimmed = path.dropFirst()
        return trimmed.isEmpty ? [] : trimmed.split(separator: "/", omittingEmptySubsequences: false)
    }
}

/// A request path as routes read it.
public enum PathSegments {
    /// The path's segments, percent-decoded one by one (so `%2F` stays inside its segment).
    public static func decoded(_ path: Substring) throws(HTTPError) -> [String] {
        try RoutePattern.split(path).map { segment throws(HTTPError) in
            guard let decoded = PercentDecoding.decodeString(segment, plusAsSpace: false) else {
                throw .badRequest("invalid percent-encoding in the path")
            }
            return decoded
        }
    }
}
