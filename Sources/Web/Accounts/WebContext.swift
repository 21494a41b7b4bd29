import Domain
import HTTPServer

/// What the web front knows about a request, handed to every step and handler beside it: the
/// router makes it from what the request says of itself (`WebSecurity.context(for:)`: HTTPS, the
/// client's address), and `SessionMiddleware` fills in who is asking and the posted form.
public struct WebContext: Sendable {
    /// The signed-in session, or nil.
    var session: AuthenticatedSession?
    /// The CSRF token every form of the page carries: the session's, or the signed-out visitor's.
    var csrfToken = ""
    /// Whether the request reached the app over HTTPS (then cookies are `Secure`, `__Host-`).
    var isHTTPS = false
    /// The client's address, for throttling.
    var clientAddress = "unknown"
    /// The posted form, decoded once, where the CSRF check read it; nil for other methods.
    var form: URLEncodedForm?
    /// The posted `multipart/form-data` form (a file upload), decoded once, where the CSRF check
    /// read it; nil for other posts and methods.
    var upload: MultipartForm?
    /// The language to answer in, set by `SessionMiddleware`: the person's setting signed in,
    /// else the one the browser's `Accept-Language` prefers among the app's.
    var language = ""

    /// The app's cookies as this request names them.
    var cookies: SessionCookies { SessionCookies(isHTTPS: isHTTPS) }

    /// The session of the request; `SessionMiddleware` lets no signed-out request reach a page that asks.
    func signedInSession() throws(HTTPError) -> AuthenticatedSession {
        guard let session else { throw HTTPError(.internalServerError, "no session below SessionMiddleware") }
        return session
    }

    /// The form posted with `request`: the one the CSRF check decoded, else decoded now.
    func postedForm(of request: HTTPRequest) throws(HTTPError) -> URLEncodedForm {
        if let form { return form }
        return try request.formFields()
    }

}
