import Domain
import HTTPServer

/// The app's three cookies, named and set in one place: `session` (the session token), `csrf`
/// (the form token of a visitor who is not signed in, for the sign-in and sign-up forms) and
/// `flash` (the one-time message after a redirect). All `HttpOnly`, `SameSite=Lax`, `Path=/`;
/// over HTTPS also `Secure`, with the `__Host-` prefix, which browsers accept only from a secure
/// origin, without `Domain`, for `Path=/`.
struct SessionCookies {
    let isHTTPS: Bool

    /// The session cookie's name.
    var sessionName: String { isHTTPS ? "__Host-session" : "session" }
    /// The signed-out form token cookie's name.
    var csrfName: String { isHTTPS ? "__Host-csrf" : "csrf" }
    /// The flash message cookie's name.
    var flashName: String { isHTTPS ? "__Host-flash" : "flash" }

    /// Gives the browser `session`'s token, for as long as the session can live, and drops the
    /// signed-out form token.
    func start(_ session: AuthenticatedSession, lifetime: Double, on response: inout HTTPResponse) {
        response.setCookie(cookie(sessionName, session.token, maxAge: Int(lifetime)))
        response.setCookie(cookie(csrfName, "", maxAge: 0))
    }

    /// Makes the browser forget its session token.
    func end(on response: inout HTTPResponse) {
        response.setCookie(cookie(sessionName, "", maxAge: 0))
    }

    /// Gives a signed-out visitor a form token (until the browser closes).
    func issueFormToken(_ token: String, on response: inout HTTPResponse) {
        response.setCookie(cookie(csrfName, token, maxAge: nil))
    }

    /// Gives the next page a flash message (already sealed), for a minute.
    func setFlash(_ sealed: String, on response: inout HTTPResponse) {
        response.setCookie(cookie(flashName, sealed, maxAge: 60))
    }

    /// Clears a flash message once it has been shown.
    func clearFlash(on response: inout HTTPResponse) {
        response.setCookie(cookie(flashName, "", maxAge: 0))
    }

    private func cookie(_ name: String, _ value: String, maxAge: Int?) -> SetCookie {
        SetCookie(name: name, value: value, maxAge: maxAge, path: "/", secure: isHTTPS, httpOnly: true, sameSite: .lax)
    }
}
