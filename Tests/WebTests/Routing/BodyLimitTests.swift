import HTTPServer
import Presentation
@testable import Web
import Testing

/// How large a post's body may be, per place and signed in or out: the route table's rule,
/// asked by the server before it reads a body.
@Suite struct BodyLimitTests {
    /// A post's head as the server has it when it asks for the limit: no body read yet.
    private func request(_ target: String, cookie: String?) -> HTTPRequest {
        var headers: HTTPHeaders = ["Host": "127.0.0.1", "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "100"]
        if let cookie { headers.add(name: "Cookie", value: cookie) }
        return HTTPRequest(method: .post, target: target, headers: headers)
    }

    @Test func signedOut_everyPostMayCarryAFewKiBOnly_whileSignedInAListPageTakesACalendarFile() throws {
        let router = try makeRouter()
        let signedOutLimits = [Route.signIn().path, Route.signUp().path, Route.resetPassword().path, Route.stopSummary(token: "4.sig").path,
                               Route.list(1).path, "/", "/nowhere"].map { router.bodyLimit(for: request($0, cookie: nil)) }
        #expect(signedOutLimits == Array(repeating: 16 * 1024, count: 7))
        #expect(router.bodyLimit(for: request(Route.list(1).path, cookie: "csrf=x")) == 16 * 1024)
        #expect(router.bodyLimit(for: request(Route.list(1).path, cookie: "session=\(signedIn.token)")) == 1024 * 1024)
        #expect(router.bodyLimit(for: request(Route.reminder(2).path, cookie: "session=\(signedIn.token)")) == 64 * 1024)
    }
}
