/// The protocol version of a request: only HTTP/1.0 and HTTP/1.1 are served.
public struct HTTPVersion: Hashable, Sendable, CustomStringConvertible {
    /// The major version digit.
    public let major: Int
    /// The minor version digit.
    public let minor: Int

    /// Creates a version from its two digits.
    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// HTTP/1.0
    public static let http1_0 = HTTPVersion(major: 1, minor: 0)
    /// HTTP/1.1
    public static let http1_1 = HTTPVersion(major: 1, minor: 1)

    public var description: String { "HTTP/\(major).\(minor)" }
}
