import Domain

/// What `SessionMiddleware` learned about the request, for the handlers and pages below it: the
/// session (nil when signed out), the token its forms carry, and whether it came over HTTPS.
///
/// It travels as a task-local value set around the rest of the chain: `HTTPRequest` has no room
/// for app data (the server knows nothing of the app), and the value ends with the request.
struct RequestContext: Sendable {
    /// The context of the request being handled; empty outside `SessionMiddleware`.
    @TaskLocal static var current = RequestContext()

    /// The signed-in session, or nil.
    var session: AuthenticatedSession?
    /// The CSRF token every form of the page carries: the session's, or the signed-out visitor's.
    var csrfToken = ""
    /// Whether the request reached the app over HTTPS (then cookies are `Secure`, `__Host-`).
    var isHTTPS = false
    /// The client's address, for throttling.
    var clientAddress = "unknown"
}
