import Domain
import Foundation
import HTMLTestKit
import HTTPServer
import Mocks
import Presentation
import Testing

@testable import Web

/// `ErrorAnswers`, the one place errors become answers, and the middleware that answers there.
@Suite struct ErrorAnswersTests {
    private let recorder = FailureLogTests.Recorder()
    private let request = HTTPRequest(method: .post, target: Route.list(1).path)

    struct Bug: Error {}

    /// The answer to `error` for a signed-in person (or, `signedOut`, for a visitor), from the app's own `ErrorAnswers`.
    private func answer(_ error: any Error, signedOut: Bool = false) throws -> HTTPResponse {
        let app = try makeWebApp(accounts: signedInAccounts(.mock()), log: recorder.write)
        let context = signedOut ? WebContext(session: nil, csrfToken: "token") : WebContext(session: signedIn, csrfToken: signedIn.csrfToken)
        return app.errors.response(to: error, serving: request, in: context)
    }

    @Test(arguments: [
        (WebError.forbidden as any Error, 403, "This form has expired"),
        (WebError.notPermitted, 403, "Your role in this list does not allow that"),
        (WebError.tooManyAttempts("Wait 15 minutes.", retryAfter: 900), 429, "Too many attempts"),
        (WebError.unavailable(doing: "storage failed", cause: "disk I/O error", retryPath: "/lists/1"), 503, "Your reminders are unavailable right now"),
        (HTTPError.notFound, 404, "Not found"),
        (HTTPError.badRequest("unknown action \"fly\""), 400, "That request could not be understood"),
        (HTTPError(.methodNotAllowed, headers: ["Allow": "GET, HEAD"]), 405, "Not allowed here"),
        (Bug(), 500, "Something went wrong"),
    ])
    func everyError_isAnErrorPageWithItsStatus_showingWhoIsSignedIn(error: any Error, status: Int, heading: String) throws {
        let response = try answer(error)
        #expect(response.status.code == status)
        #expect(try response.document.select("h1#error-heading").map(\.text) == [heading])
        #expect(try response.document.select(".greeting a").map(\.text) == ["Ada"])
        #expect(response.headers["Cache-Control"] == "no-store")
    }

    @Test func anErrorPage_leadsBackToTheLists_orSomeoneSignedOutToSigningIn() throws {
        let links = { (response: HTTPResponse) in try response.document.select("section.error-page a").map { [$0.text, $0["href"]] } }
        #expect(try links(answer(HTTPError.notFound)) == [["Back to your lists", Route.lists.path]])
        let throttled = try answer(WebError.tooManyAttempts("Wait 15 minutes.", retryAfter: 900), signedOut: true)
        #expect(try links(throttled) == [["Back to signing in", Route.signIn().path]])
    }

    @Test func theStatusesThatSayMore_keepTheirWordsAndHeaders() throws {
        let badRequest = try answer(HTTPError.badRequest("unknown action \"fly\""))
        #expect(try badRequest.document.select("section.error-page p").first?.text == "unknown action \"fly\"")
        let throttled = try answer(WebError.tooManyAttempts("Wait 15 minutes.", retryAfter: 900))
        #expect(throttled.headers["Retry-After"] == "900")
        #expect(try throttled.document.select("section.error-page p").first?.text == "Wait 15 minutes.")
        #expect(try answer(HTTPError(.methodNotAllowed, headers: ["Allow": "GET, HEAD"])).headers["Allow"] == "GET, HEAD")
        let unavailable = try answer(WebError.unavailable(doing: "storage failed", cause: "disk I/O error", retryPath: "/lists/1"))
        #expect(try unavailable.document.select("section.error-page form").map { $0["action"] } == ["/lists/1"])
    }

    /// A screen's outcome is answered from the same file: its page's status, or the error it is.
    @Test func aScreensOutcome_isItsPagesStatus_orTheErrorItIs() throws {
        #expect(Outcome.none.pageStatus == .ok)
        #expect(Outcome.invalid.pageStatus == .unprocessableContent)
        #expect(Outcome.refused.pageStatus?.code == 410)
        #expect(Outcome.redirect(.lists, flash: FlashText(.listUpdated)).pageStatus == nil)
        #expect(WebError.of(.none, retryPath: "/lists/1") == nil)
        let errors: [(Outcome, Int)] = [(.notFound, 404), (.forbidden, 403), (.tooManyAttempts("Wait 15 minutes.", retryAfter: 900), 429), (.failed("Unavailable.", cause: "disk"), 503)]
        for (outcome, status) in errors {
            #expect(outcome.pageStatus == nil)
            let error = try #require(WebError.of(outcome, retryPath: "/lists/1"))
            #expect(try answer(error).status.code == status)
        }
    }

    @Test func theHealthProbe_whileStorageFails_is503InText_andItsCauseIsLoggedOnly() throws {
        let response = try answer(WebError.unhealthy("SQLite error 10: disk I/O error"))
        #expect(response.status == .serviceUnavailable)
        #expect(response.text == "unavailable\n")
        #expect(recorder.lines == ["health check failed while serving POST /lists/1: SQLite error 10: disk I/O error"])
    }

    @Test func storageFailuresAndBugs_areLogged_clientErrorsAreNot() throws {
        _ = try answer(HTTPError.notFound)
        _ = try answer(WebError.forbidden)
        #expect(recorder.lines.isEmpty)
        _ = try answer(WebError.unavailable(doing: "storage failed", cause: "disk I/O error"))
        _ = try answer(Bug())
        #expect(try answer(HTTPError(.serviceUnavailable, "the queue is full")).status == .serviceUnavailable)
        #expect(recorder.lines == [
            "storage failed while serving POST /lists/1: disk I/O error",
            "handler failed while serving POST /lists/1: WebTests.ErrorAnswersTests.Bug()",
            "handler failed while serving POST /lists/1: 503 the queue is full",
        ])
    }

    @Test func signedOut_aPrivatePlace_isARedirectToSignIn_comingBackAfter() throws {
        let response = try answer(WebError.signInRequired(next: Route.list(1, page: 2).path))
        #expect(response.status == .seeOther)
        #expect(response.location == Route.signIn(next: .list(1, page: 2)).path)
    }

    @Test func throughTheRouter_aPageThatIsNotThere_showsWhoIsSignedIn() async throws {
        let response = try await get(makeRouter(.mock()), "/nowhere")
        #expect(response.status == .notFound)
        #expect(try response.document.select(".greeting a").map(\.text) == ["Ada"])
    }

    @Test func aFirstVisitsPost_is403_andTheAnswerGivesTheFormTokenTheNextPostNeeds() async throws {
        let router = try makeRouter(accounts: .mock(resolveSession: MockResolveSessionUseCase(returning: nil)))
        let response = try await post(router, Route.signIn().path, ["email": "a@b.c", "password": "x"], cookie: nil, csrf: "made-up-token-0123456789")
        #expect(response.status == .forbidden)
        let token = try #require(response.headers.values(for: "Set-Cookie").first { $0.hasPrefix("csrf=") })
        #expect(try response.document.select("input[name=csrf]").map { "csrf=\($0["value"] ?? "");" }.allSatisfy(token.hasPrefix))
    }

    @Test func whenStorageCannotSayWhoIsSignedIn_theAnswerIs503_andTheSessionCookieIsKept() async throws {
        let lines = FailureLogTests.Recorder()
        let app = try makeWebApp(accounts: .mock(resolveSession: MockResolveSessionUseCase(failing: .unavailable("disk I/O error"))), log: lines.write)
        let response = try await get(app.router(), Route.lists.path)
        #expect(response.status == .serviceUnavailable)
        #expect(response.headers.values(for: "Set-Cookie").isEmpty)
        #expect(lines.lines == ["could not resolve a session while serving GET /: disk I/O error"])
    }

    @Test func whenStorageCannotSayWhoIsSignedIn_thePageIsInTheBrowsersLanguage() async throws {
        let app = try makeWebApp(accounts: .mock(resolveSession: MockResolveSessionUseCase(failing: .unavailable("disk I/O error"))))
        let response = try await get(app.router(), Route.lists.path, headers: ["Accept-Language": "de-DE,de;q=0.9"])
        #expect(response.status == .serviceUnavailable)
        #expect(try response.document.select("html").first?["lang"] == "de")
    }

    @Test func aSignedOutPage_isInTheBrowsersLanguage_aSignedInOne_inThePersonsSetting() async throws {
        let router = try makeRouter(accounts: .mock(resolveSession: MockResolveSessionUseCase(returning: nil)))
        let signedOut = try await get(router, Route.signIn().path, headers: ["Accept-Language": "fr, de;q=0.5", "Cookie": "x=1"])
        #expect(try signedOut.document.select("html").first?["lang"] == "de")

        var german = signedIn
        german.user.settings.language = "de"
        let signedInRouter = try makeRouter(accounts: .mock(resolveSession: MockResolveSessionUseCase(returning: german)))
        let page = try await get(signedInRouter, Route.account.path, headers: ["Accept-Language": "en"])
        #expect(try page.document.select("html").first?["lang"] == "de")
    }
}
