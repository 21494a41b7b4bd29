import Domain
import Entities
import HTMLTestKit
import HTTPServer
import Mocks
import Presentation
@testable import Web
import Testing

/// Login CSRF and its kin: a post that the browser says came from another site is refused on
/// every form, whatever token it carries; a post that says nothing falls back to the token.
@Suite struct CrossSitePostTests {
    private let seal = TextSeal(signer: FakeMessageSigner())

    /// A sign-in post with a genuine signed-out token (cookie and field), as a page of another
    /// site that fetched one from `GET /sign-in` would send it, with `headers` added.
    private func signInPost(_ router: Router<WebContext>, headers extra: HTTPHeaders) async throws -> HTTPResponse {
        let token = seal.makeFormToken()
        var headers: HTTPHeaders = ["Host": "reminders.test", "Content-Type": "application/x-www-form-urlencoded", "Cookie": "csrf=\(token)"]
        for field in extra { headers.add(name: field.name, value: field.value) }
        let body = URLEncoding.urlencoded([("email", "attacker@example.com"), ("password", "attackers password"), ("csrf", token)])
        return try await router.respond(to: HTTPRequest(method: .post, target: Route.signIn().path, headers: headers, body: Array(body.utf8)))
    }

    @Test(arguments: [
        ["Sec-Fetch-Site": "cross-site"],
        ["Sec-Fetch-Site": "same-site"],
        ["Origin": "http://evil.example"],
        ["Origin": "null"],
        ["Origin": "https://reminders.test"],
        ["Origin": "http://reminders.test:8080"],
        ["Sec-Fetch-Site": "same-origin", "Origin": "http://evil.example"],
    ] as [HTTPHeaders])
    func aSignInPostFromAnotherSite_withAGenuineToken_is403_andSignsNobodyIn(headers: HTTPHeaders) async throws {
        let log = LogLines()
        // The sign-in mock is unconfigured: reaching it would stop the test.
        let router = try makeWebApp(accounts: .mock(resolveSession: MockResolveSessionUseCase(returning: nil)), log: log.append).router()

        let response = try await signInPost(router, headers: headers)

        #expect(response.status == .forbidden)
        #expect(try response.document.select("h1#error-heading").map(\.text) == ["This form came from another site"])
        #expect(!response.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("session=") })
        #expect(log.lines.contains { $0.contains("cross-site post refused") })
    }

    @Test(arguments: [
        ["Sec-Fetch-Site": "same-origin", "Origin": "http://reminders.test"],
        ["Sec-Fetch-Site": "none"],
        ["Origin": "http://reminders.test"],
        ["Origin": "HTTP://Reminders.Test:80"],
        [:],
    ] as [HTTPHeaders])
    func aSignInPostFromThisSite_orSayingNothing_signsIn(headers: HTTPHeaders) async throws {
        let session = AuthenticatedSession.fixture(token: "new-session-token-0123456789abcdef", user: .fixture(displayName: "Ada"))
        let router = try makeRouter(accounts: .mock(signIn: MockSignInUseCase(returning: session), resolveSession: MockResolveSessionUseCase(returning: nil)))

        let response = try await signInPost(router, headers: headers)

        #expect(response.status == .seeOther)
        #expect(response.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("session=new-session-token") })
    }

    @Test func behindAProxy_anOriginMatchingThePublicURL_isThisSite_andTheHostsOwnIsToo() async throws {
        let session = AuthenticatedSession.fixture(token: "new-session-token-0123456789abcdef", user: .fixture(displayName: "Ada"))
        let accounts = AccountsContainer.mock(signIn: MockSignInUseCase(returning: session), resolveSession: MockResolveSessionUseCase(returning: nil))
        let router = try makeRouter(accounts: accounts, security: WebSecurity(publicURL: "http://reminders.example.com/"))

        #expect(try await signInPost(router, headers: ["Origin": "http://reminders.example.com"]).status == .seeOther)
        #expect(try await signInPost(router, headers: ["Origin": "http://reminders.test"]).status == .seeOther)
        #expect(try await signInPost(router, headers: ["Origin": "https://reminders.example.com"]).status == .forbidden)
    }

    @Test func aSignedInFormFromAnotherSite_isRefused_too() async throws {
        // The mocks are unconfigured: reaching one would stop the test.
        var headers: HTTPHeaders = ["Host": "127.0.0.1", "Content-Type": "application/x-www-form-urlencoded", "Cookie": "session=\(signedIn.token)"]
        headers.add(name: "Sec-Fetch-Site", value: "cross-site")
        let body = URLEncoding.urlencoded([("action", "createList"), ("name", "Books"), ("csrf", signedIn.csrfToken)])
        let response = try await makeRouter().respond(to: HTTPRequest(method: .post, target: "/", headers: headers, body: Array(body.utf8)))
        #expect(response.status == .forbidden)
    }

    /// RFC 8058 has mail providers post the one-click unsubscribe as `multipart/form-data`
    /// first, URL-encoded if not, from their own sites.
    @Test(arguments: [
        ("application/x-www-form-urlencoded", "List-Unsubscribe=One-Click"),
        ("multipart/form-data; boundary=XYZ", "--XYZ\r\nContent-Disposition: form-data; name=\"List-Unsubscribe\"\r\n\r\nOne-Click\r\n--XYZ--\r\n"),
    ])
    func aMailProvidersOneClickUnsubscribe_fromItsOwnSite_stillStopsTheSummary(contentType: String, body: String) async throws {
        let subscriber = User.fixture(id: 4, settings: UserSettings(notifications: NotificationSettings(dailySummary: true)))
        let update = MockUpdateSettingsUseCase(returning: subscriber)
        let accounts = AccountsContainer.mock(
            resolveSession: MockResolveSessionUseCase(returning: nil), resolveAlertLink: MockResolveAlertLinkUseCase(stopSummary: subscriber),
            container: .mock(updateSettings: update)
        )
        let headers: HTTPHeaders = ["Host": "reminders.test", "Content-Type": contentType, "Origin": "https://mail.example", "Sec-Fetch-Site": "cross-site"]
        let response = try await makeWebApp(accounts: accounts).router().respond(to: HTTPRequest(
            method: .post, target: Route.stopSummary(token: "4.sig").path, headers: headers, body: Array(body.utf8)
        ))
        #expect(response.status == .ok)
        #expect(update.stub.calls.count == 1)
    }
}
