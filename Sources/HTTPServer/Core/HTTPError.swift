/// An error a handler throws to answer with a given status and a short message.
///
/// The server turns it into a response in one place; any other error thrown by a handler is a
/// `500` with a generic page, logged with its details.
public struct HTTPError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The status to answer with.
    public var status: HTTPStatus
    /// A message for the client and the log; never contains internals.
    public var message: String
    /// Extra headers, such as `Allow` on a `405`.
    public var headers: HTTPHeaders

    /// Creates an error answered with `status`; the message defaults to the reason phrase.
    public init(_ status: HTTPStatus, _ message: String? = nil, headers: HTTPHeaders = [:]) {
        self.status = status
        self.message = message ?? status.reasonPhrase
        self.headers = headers
    }

    public var description: String { "\(status.code) \(message)" }

    /// A `400 Bad Request` with a message saying what was wrong.
    public static func badRequest(_ message: String) -> HTTPError { HTTPError(.badRequest, message) }

    /// A `404 Not Found`.
    public static let notFound = HTTPError(.notFound)
}
