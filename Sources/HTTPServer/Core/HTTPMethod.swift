/// An HTTP request method, such as `GET` or `POST`.
///
/// Any upper-case token is a method as far as parsing goes; whether the app supports it is the
/// router's business (`501 Not Implemented`, or `405` where the path exists).
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method name as sent on the wire.
    public let rawValue: String

    /// Creates a method from its wire name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a method from its wire name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    /// `GET`
    public static let get = HTTPMethod("GET")
    /// `HEAD`
    public static let head = HTTPMethod("HEAD")
    /// `POST`
    public static let post = HTTPMethod("POST")
    /// `PUT`
    public static let put = HTTPMethod("PUT")
    /// `DELETE`
    public static let delete = HTTPMethod("DELETE")
    /// `PATCH`
    public static let patch = HTTPMethod("PATCH")
    /// `OPTIONS`
    public static let options = HTTPMethod("OPTIONS")
    /// `TRACE`
    public static let trace = HTTPMethod("TRACE")
    /// `CONNECT`
    public static let connect = HTTPMethod("CONNECT")

    /// The methods HTTP defines (RFC 9110 §9 and RFC 5789); any other is answered `501` unless the path exists.
    public static let standard: Set<HTTPMethod> = [.get, .head, .post, .put, .delete, .patch, .options, .trace, .connect]
}
