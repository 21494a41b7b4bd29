import Foundation

/// Requests, redirects, cookies and the page check.
extension Browser {
    /// Sends a request that no link or form on the page would send — a malformed form post, a
    /// conditional `GET` with `If-None-Match` — with the browser's cookies, following redirects
    /// as any navigation does; the response becomes the current page.
    ///
    /// `request.url` may be relative to the current page. A `Cookie` header in it is replaced by
    /// the browser's own.
    public func send(_ request: BrowserRequest) async throws(HTMLTestKitError) {
        var request = request
        request.url = try resolve(request.url)
        try await navigate(request)
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
                try runPageCheck(method: request.method)
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

    /// Runs the page check, if any, on the page just loaded.
    private func runPageCheck(method: String) throws(HTMLTestKitError) {
        guard let pageCheck else { return }
        let page = LoadedPage(method: method, url: url, status: status, headers: headers, body: body, document: document)
        do {
            try pageCheck(page)
        } catch {
            throw .pageCheckFailed(url: url, status: status, message: String(describing: error))
        }
    }
}
