import Domain
import Entities
import Foundation
import HTMLTestKit
import HTTPServer
import Mocks
import Presentation
@testable import Web
import Testing

@Suite struct AccountPagesTests {
    @Test func aSignedOutRequest_isSentToSignIn_withTheWholeTargetAsNext_andGetsAFormToken() async throws {
        let response = try await get(makeRouter(), Route.list(3, page: 2).path, headers: ["Cookie": "other=1"])
        #expect(response.status == .seeOther)
        #expect(response.location == Route.signIn(next: .list(3, page: 2)).path)
        #expect(response.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("csrf=") && $0.hasSuffix("; Path=/; HttpOnly; SameSite=Lax") })
        #expect(try await get(makeRouter(), Route.lists.path, headers: ["Cookie": "other=1"]).location == Route.signIn().path)
    }

    @Test func anUnknownSessionCookie_isClearedOnTheWayToSignIn() async throws {
        let response = try await get(makeRouter(), Route.lists.path, headers: ["Cookie": "session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"])
        #expect(response.location == Route.signIn().path)
        #expect(response.headers.values(for: "Set-Cookie").contains("session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax"))
    }

    @Test func theSignInPage_carriesTheFormTokenOfItsCookie_andPassesThePageChecks() async throws {
        let browser = try makeBrowser(.mock(), signedIn: false)
        try await browser.visit(Route.signIn(next: .smartList(.today)).path)
        let token = try #require(await browser.cookie("csrf"))
        #expect(try await browser.document.select("form[action='/sign-in'] input[name=csrf]").map { $0["value"] } == [token])
        #expect(try await browser.document.select("input[name=next]").first?["value"] == Route.smartList(.today).path)
        #expect(try await browser.document.select("nav").isEmpty)
        #expect(try await browser.document.select("a[href='/sign-up?next=%2Ftoday']").count == 1)
    }

    @Test func signingIn_setsTheSessionCookie_dropsTheFormToken_andGoesToNext() async throws {
        let session = AuthenticatedSession.fixture(token: "new-session-token-0123456789abcdef", user: .fixture(displayName: "Ada"))
        let signIn = MockSignInUseCase(returning: session)
        let router = try makeRouter(accounts: .mock(signIn: signIn, resolveSession: MockResolveSessionUseCase(returning: nil)))
        let form = TextSeal(signer: FakeMessageSigner()).makeFormToken()

        let response = try await post(router, Route.signIn().path, ["email": "ada@example.com", "password": "correct horse", "next": Route.smartList(.today).path],
                                      cookie: "csrf=\(form)", csrf: form)

        #expect(response.status == .seeOther)
        #expect(response.location == Route.smartList(.today).path)
        let cookies = response.headers.values(for: "Set-Cookie")
        #expect(cookies.contains("session=new-session-token-0123456789abcdef; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax"))
        #expect(cookies.contains("csrf=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax"))
        #expect(signIn.stub.calls == [.init(email: "ada@example.com", password: "correct horse", origin: "unknown")])
    }

    @Test func tooManyWrongPasswords_are429_withRetryAfter_andTheWaitInMinutes() async throws {
        let signIn = MockSignInUseCase(failing: .tooManyAttempts(retryAfter: 61))
        let router = try makeRouter(accounts: .mock(signIn: signIn, resolveSession: MockResolveSessionUseCase(returning: nil)))
        let form = TextSeal(signer: FakeMessageSigner()).makeFormToken()
        let response = try await post(router, Route.signIn().path, ["email": "ada@example.com", "password": "x"], cookie: "csrf=\(form)", csrf: form)
        #expect(response.status == .tooManyRequests)
        #expect(response.headers["Retry-After"] == "61")
        #expect(try response.document.select("main p").map(\.text).contains("Too many wrong passwords. Wait 2 minutes, then try again."))
    }

    @Test(arguments: [nil, "wrong-token-0123456789abcdef"])
    func aPostWithoutTheSessionsToken_is403_andNoUseCaseRuns(token: String?) async throws {
        // The mocks are unconfigured: reaching one would stop the test.
        let response = try await post(makeRouter(), "/", ["action": "createList", "name": "Books"], csrf: token)
        #expect(response.status == .forbidden)
        #expect(try response.document.select("h1#error-heading").map(\.text) == ["This form has expired"])
    }

    @Test func signingIn_toANonASCIINext_redirectsToItPercentEncoded() async throws {
        let session = AuthenticatedSession.fixture(token: "new-session-token-0123456789abcdef", user: .fixture(displayName: "Ada"))
        let router = try makeRouter(accounts: .mock(signIn: MockSignInUseCase(returning: session), resolveSession: MockResolveSessionUseCase(returning: nil)))
        let form = TextSeal(signer: FakeMessageSigner()).makeFormToken()
        let response = try await post(router, Route.signIn().path, ["email": "ada@example.com", "password": "correct horse", "next": Route.search(query: "café").path],
                                      cookie: "csrf=\(form)", csrf: form)
        #expect(response.location == Route.search(query: "café").path)
        #expect(response.location == Route.search(query: "café").path)
    }

    @Test(arguments: [
        "csrf-token-of-the-attacker-0123456789",
        TextSeal(signer: FakeMessageSigner(key: 666)).makeFormToken(),
        TextSeal(signer: FakeMessageSigner()).seal("csrf-token-of-the-attacker-0123456789", for: .flash),
    ])
    func aSignedOutPost_withAFormTokenThisServerDidNotSeal_is403_evenWhenTheFieldMatchesTheCookie(planted: String) async throws {
        // The sign-in mock is unconfigured: reaching it would stop the test.
        let router = try makeRouter(accounts: .mock(resolveSession: MockResolveSessionUseCase(returning: nil)))
        let response = try await post(router, Route.signIn().path, ["email": "victim@example.com", "password": "attackers password"],
                                      cookie: "csrf=\(planted)", csrf: planted)
        #expect(response.status == .forbidden)
        #expect(try response.document.select("h1#error-heading").map(\.text) == ["This form has expired"])
        #expect(response.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("csrf=") && !$0.hasPrefix("csrf=\(planted);") })
    }

    @Test(arguments: [("DELETE", "/", 405), ("BREW", Route.list(1).path, 405), ("BREW", "/nowhere", 501), ("GET", "/nowhere", 303), ("PUT", Route.list(1).path, 405)])
    func signedOut_aMethodNoRouteServes_isRefusedAsSignedIn_whilePageReadsGoToSignIn(method: String, target: String, status: Int) async throws {
        let response = try await makeRouter().respond(to: HTTPRequest(method: HTTPMethod(method), target: target))
        #expect(response.status.code == status)
        if status == 405 { #expect(response.headers["Allow"] == "GET, POST, HEAD") }
    }

    @Test func aSignedOutPostWithoutAFormCookie_is403() async throws {
        let response = try await post(makeRouter(accounts: .mock(resolveSession: MockResolveSessionUseCase(returning: nil))),
                                      Route.signIn().path, ["email": "a@b.c", "password": "x"], cookie: nil, csrf: "made-up-token-0123456789")
        #expect(response.status == .forbidden)
    }

    @Test func signingOut_endsTheSession_andClearsItsCookie() async throws {
        let signOut = MockSignOutUseCase(returning: ())
        let response = try await post(makeRouter(.mock(signOut: signOut)), Route.signOut.path, [String: String]())
        #expect(response.status == .seeOther)
        #expect(response.location == Route.signIn().path)
        #expect(response.headers.values(for: "Set-Cookie").contains("session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax"))
        #expect(signOut.stub.calls == [signedIn.token])
    }

    @Test func theAccountPages_showTheAccount_andPassThePageChecks() async throws {
        let browser = try makeBrowser(.mock())
        try await browser.visit(Route.account.path)
        #expect(try await browser.document.select("strong.account-email").map(\.text) == ["ada@example.com"])
        #expect(try await browser.document.select(".greeting a[aria-current=page]").map(\.text) == ["Ada"])
        try await browser.clickLink("Delete account…")
        #expect(await browser.url == Route.accountDeletion.path)
        #expect(try await browser.document.select("h1").map(\.text) == ["Delete your account?"])
    }

    @Test func theServersHeadersForEveryAnswer_areTheSecurityHeaders_withHSTSOnlyForAnHTTPSAddress() {
        let plain = WebSecurity().responseHeaders
        #expect(plain["Content-Security-Policy"] == WebSecurity.contentSecurityPolicy)
        #expect(plain["X-Content-Type-Options"] == "nosniff")
        #expect(plain["Referrer-Policy"] == "same-origin")
        #expect(plain["Strict-Transport-Security"] == nil)
        #expect(WebSecurity(servesHTTPS: true).responseHeaders["Strict-Transport-Security"] == "max-age=31536000; includeSubDomains")
    }

    @Test func overHTTPS_cookiesAreSecureHostCookies_andBehindATrustedProxyHSTSIsAddedPerRequest() async throws {
        let secure = try await get(makeRouter(security: WebSecurity(servesHTTPS: true)), Route.signIn().path, headers: ["Cookie": "x=1"])
        #expect(secure.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("__Host-csrf=") && $0.contains("; Secure; HttpOnly") })
        let proxied = try await get(makeRouter(security: WebSecurity(trustsProxy: true)), "/nowhere", headers: ["X-Forwarded-Proto": "https", "Cookie": "__Host-session=\(signedIn.token)"])
        #expect(proxied.status == .notFound)
        #expect(proxied.headers["Strict-Transport-Security"] == "max-age=31536000; includeSubDomains")
        let direct = try await get(makeRouter(security: WebSecurity(trustsProxy: true)), "/nowhere")
        #expect(direct.headers["Strict-Transport-Security"] == nil)
    }
}

@Suite struct LocalPathTests {
    @Test(arguments: ["/", Route.list(3, page: 2).path, Route.search(query: "a/b", page: 2).path, "/today#top"])
    func localPaths_areKept(path: String) {
        #expect(LocalPath.sanitized(path) == path)
    }

    @Test(arguments: ["", "evil.example", "//evil.example", "https://evil.example/", "/\\evil.example", "\\\\evil", "/a\\b", "/a\nLocation: x", "http:/x"])
    func anythingElse_isTheLists(path: String) {
        #expect(LocalPath.sanitized(path) == "/")
    }
}

@Suite struct WebSecurityTests {
    @Test func forwardedHeaders_countOnlyFromATrustedProxy() {
        var request = HTTPRequest(method: .get, target: "/", headers: ["X-Forwarded-Proto": "https", "X-Forwarded-For": "198.51.100.1, 203.0.113.9"])
        request.remoteAddress = "10.0.0.2"
        #expect(!WebSecurity().isHTTPS(request))
        #expect(WebSecurity().clientAddress(request) == "10.0.0.2")
        #expect(WebSecurity(trustsProxy: true).isHTTPS(request))
        #expect(WebSecurity(trustsProxy: true).clientAddress(request) == "203.0.113.9")
        #expect(WebSecurity(servesHTTPS: true).isHTTPS(HTTPRequest(method: .get, target: "/")))
        #expect(WebSecurity().clientAddress(HTTPRequest(method: .get, target: "/")) == "unknown")
    }
}
