import Foundation

/// Drives an application the way a user with a browser (and no JavaScript) does: visits pages,
/// clicks links, fills in and submits forms, follows redirects and keeps cookies.
///
/// Every failure is a thrown `HTMLTestKitError` whose description lists what the page does have,
/// so `try await browser.press("Save")` fails a test with a useful message.
///
/// A page check, when set, runs on the page every navigation ends on — whatever its status or
/// content type, after any redirects — so a suite can hold every page it sees to the same rules
/// (`HTMLDocument.pageProblems()`, say) without asking for it in each test.
public actor Browser {
    /// A check of each page a navigation ends on; what it throws fails that navigation.
    public typealias PageCheck = @Sendable (LoadedPage) throws -> Void

    let transport: any HTTPTransport
    let host: String
    let isSecure: Bool
    let maxRedirects: Int
    let clock: @Sendable () -> Date
    /// The check run on every page a navigation ends on; nil runs none.
    public private(set) var pageCheck: PageCheck?

    /// The status of the last response (after redirects); 0 before the first visit.
    public internal(set) var status = 0
    /// The headers of the last response.
    public internal(set) var headers: [(String, String)] = []
    /// The body of the last response.
    public internal(set) var body: [UInt8] = []
    /// The current path and query (for example `/lists/1?page=2`).
    public internal(set) var url = "/"
    /// The current page.
    public internal(set) var document = HTMLDocument(html: "")
    /// The URLs of the last navigation that answered with a redirect, in order; the final URL is `url`.
    public internal(set) var redirectChain: [String] = []
    /// The cookies kept so far.
    public internal(set) var cookieJar = CookieJar()
    /// The files chosen in the current page's file fields (`attach(_:to:)`), by field name.
    var attachedFiles: [String: MultipartEncoding.File] = [:]

    /// Creates a browser.
    /// - Parameters:
    ///   - transport: how requests reach the app.
    ///   - host: the host the app is served from; cookies naming another `Domain` are refused.
    ///   - secure: whether the app is reached over HTTPS (decides about `Secure` cookies).
    ///   - maxRedirects: how many redirects one navigation may follow.
    ///   - clock: the time cookies expire against.
    ///   - pageCheck: run on the page every navigation ends on (see `setPageCheck(_:)`).
    public init(
        transport: any HTTPTransport,
        host: String = "127.0.0.1",
        secure: Bool = false,
        maxRedirects: Int = 10,
        clock: @escaping @Sendable () -> Date = { Date() },
        pageCheck: PageCheck? = nil
    ) {
        self.transport = transport
        self.host = host
        self.isSecure = secure
        self.maxRedirects = maxRedirects
        self.clock = clock
        self.pageCheck = pageCheck
    }

    /// Sets (or with nil, removes) the check run on the page every navigation ends on, after
    /// redirects and whatever the status. The page is loaded (`url`, `status`, `document` are
    /// set) before the check runs; an error it throws fails the navigation as
    /// `HTMLTestKitError.pageCheckFailed`.
    public func setPageCheck(_ check: PageCheck?) {
        pageCheck = check
    }

    /// The first value of a response header, matched case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    /// The value of a cookie the browser would send to the current page.
    public func cookie(_ name: String) -> String? {
        cookieJar.cookies(for: url, secure: isSecure, now: clock()).first { $0.name == name }?.value
    }

    /// Loads a page with `GET`, following redirects.
    public func visit(_ path: String) async throws(HTMLTestKitError) {
        try await navigate(BrowserRequest(method: "GET", url: try resolve(path)))
    }

    /// Follows the first link whose text (or `title`, `aria-label` or `id`) is `text`.
    /// - Parameter scope: a CSS selector; only links inside the first element it matches count.
    public func clickLink(_ text: String, within scope: String? = nil) async throws(HTMLTestKitError) {
        let links = try find(".//a[@href]", within: scope)
        guard let link = links.first(where: { $0.text == text })
            ?? links.first(where: { [$0["title"], $0["aria-label"], $0["id"]].contains(text) })
        else {
            throw .noSuchLink(text, available: links.map { "\($0.text) → \($0["href"] ?? "")" })
        }
        try await visit(link["href"] ?? "")
    }

    /// Turns an href, action or Location into a path and query on this host.
    func resolve(_ reference: String, against base: String? = nil) throws(HTMLTestKitError) -> String {
        let scheme = isSecure ? "https" : "http"
        // Foundation reads "" as no URL at all; for a form's missing action it means "here".
        let reference = reference.isEmpty ? (base ?? url) : reference
        guard let baseURL = URL(string: "\(scheme)://\(host)\(base ?? url)"),
            let resolved = URL(string: reference, relativeTo: baseURL)?.absoluteURL,
            let components = URLComponents(url: resolved, resolvingAgainstBaseURL: true)
        else {
            throw .unfollowableURL("\(reference) is not a URL")
        }
        if let other = components.host, other.lowercased() != host.lowercased(), other != "localhost" {
            throw .unfollowableURL("\(reference) leaves \(host)")
        }
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        return components.percentEncodedQuery.map { "\(path)?\($0)" } ?? path
    }
}
