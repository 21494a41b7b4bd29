import Foundation

/// Drives an application the way a user with a browser (and no JavaScript) does: visits pages,
/// clicks links, fills in and submits forms, follows redirects and keeps cookies.
///
/// Every failure is a thrown `HTMLTestKitError` whose description lists what the page does have,
/// so `try await browser.press("Save")` fails a test with a useful message.
public actor Browser {
    let transport: any HTTPTransport
    let host: String
    let isSecure: Bool
    let maxRedirects: Int
    let clock: @Sendable () -> Date

    /// The status of the last response (after redirects); 0 before the first visit.
    public private(set) var status = 0
    /// The headers of the last response.
    public private(set) var headers: [(String, String)] = []
    /// The body of the last response.
    public private(set) var body: [UInt8] = []
    /// The current path and query (for example `/lists/1?page=2`).
    public private(set) var url = "/"
    /// The current page.
    public private(set) var document = HTMLDocument(html: "")
    /// The URLs of the last navigation that answered with a redirect, in order; the final URL is `url`.
    public private(set) var redirectChain: [String] = []
    /// The cookies kept so far.
    public private(set) var cookieJar = CookieJar()

    /// Creates a browser.
    /// - Parameters:
    ///   - transport: how requests reach the app.
    ///   - host: the host the app is served from; cookies naming another `Domain` are refused.
    ///   - secure: whether the app is reached over HTTPS (decides about `Secure` cookies).
    ///   - maxRedirects: how many redirects one navigation may follow.
    ///   - clock: the time cookies expire against.
    public init(
        transport: any HTTPTransport,
        host: String = "127.0.0.1",
        secure: Bool = false,
        maxRedirects: Int = 10,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.transport = transport
        self.host = host
        self.isSecure = secure
        self.maxRedirects = maxRedirects
        self.clock = clock
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
    public func clickLink(_ text: String) async throws(HTMLTestKitError) {
        let links = try document.xpath("//a[@href]")
        guard let link = links.first(where: { $0.text == text })
            ?? links.first(where: { [$0["title"], $0["aria-label"], $0["id"]].contains(text) })
        else {
            throw .noSuchLink(text, available: links.map { "\($0.text) → \($0["href"] ?? "")" })
        }
        try await visit(link["href"] ?? "")
    }

    /// Sends `request` and follows redirects; the last response becomes the current page.
    func navigate(_ first: BrowserRequest) async throws(HTMLTestKitError) {
        var request = first
        var chain: [String] = []
        while true {
            let response = try await exchange(request)
            guard [301, 302, 303, 307, 308].contains(response.status) else {
                status = response.status
                headers = response.headers
                body = response.body
                url = request.url
                document = HTMLDocument(bytes: response.body)
                redirectChain = chain
                return
            }
            chain.append(request.url)
            guard chain.count <= maxRedirects else { throw .tooManyRedirects(chain) }
            guard let location = response.header("Location") else {
                throw .unfollowableURL("\(response.status) from \(request.url) has no Location")
            }
            let next = try resolve(location, against: request.url)
            if [307, 308].contains(response.status) {
                request.url = next
            } else {
                // 301 and 302 turn a POST into a GET as browsers do; 303 always means GET.
                request = BrowserRequest(method: request.method == "HEAD" ? "HEAD" : "GET", url: next)
            }
        }
    }

    private func exchange(_ request: BrowserRequest) async throws(HTMLTestKitError) -> BrowserResponse {
        var request = request
        request.headers.removeAll { $0.0.lowercased() == "cookie" }
        if let cookies = cookieJar.header(for: request.url, secure: isSecure, now: clock()) {
            request.headers.append(("Cookie", cookies))
        }
        let response: BrowserResponse
        do {
            response = try await transport.send(request)
        } catch let error as HTMLTestKitError {
            throw error
        } catch {
            throw .transport("\(request.method) \(request.url): \(error)")
        }
        cookieJar.receive(
            response.headers(named: "Set-Cookie"), for: request.url, host: host, secure: isSecure, now: clock()
        )
        return response
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
