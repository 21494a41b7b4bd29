import Domain
import Entities
import HTTPServer
import Mocks
import Presentation
import Testing
@testable import Web

/// What a posted body that does not decode is answered with, and what the health probe shows
/// of a storage failure: the status and the decoder's message, the cause logged, not shown.
@Suite struct DecodingFailureTests {
    private func request(_ target: String, cookie: String?, contentType: String = "application/x-www-form-urlencoded", body: String = "") -> HTTPRequest {
        var headers: HTTPHeaders = ["Host": "127.0.0.1", "Content-Type": contentType, "Content-Length": String(body.utf8.count)]
        if let cookie { headers.add(name: "Cookie", value: cookie) }
        return HTTPRequest(method: .post, target: target, headers: headers, body: Array(body.utf8))
    }

    @Test func aFormThatDoesNotDecode_is400WithTheDecodersMessage_andLogged_notAnExpiredForm() async throws {
        let log = LogLines()
        // The mocks are unconfigured: reaching one would stop the test.
        let router = try makeWebApp(accounts: signedInAccounts(.mock()), log: log.append).router()

        let response = try await router.respond(to: request("/", cookie: "session=\(signedIn.token)", body: "action=createList&name=%zz&csrf=\(signedIn.csrfToken)"))

        #expect(response.status == .badRequest)
        #expect(try response.document.select("main p").map(\.text).contains("invalid percent-encoding or UTF-8 in a form field"))
        #expect(log.lines.contains { $0.contains("invalid percent-encoding or UTF-8 in a form field") })
    }

    @Test func aBrokenUpload_is400WithTheMultipartParsersMessage() async throws {
        let body = "--XYZ\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(signedIn.csrfToken)\r\n--XYZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.ics\"\r\n\r\nBEGIN:VCALENDAR\r\n"
        let response = try await makeRouter().respond(to: request(Route.list(1).path, cookie: "session=\(signedIn.token)",
                                                                  contentType: "multipart/form-data; boundary=XYZ", body: body))
        #expect(response.status == .badRequest)
        #expect(try response.document.select("main p").map(\.text).contains(MultipartFormError.missingCloseDelimiter.description))
    }

    @Test func aPostThatIsNoForm_is415() async throws {
        let response = try await makeRouter().respond(to: request("/", cookie: "session=\(signedIn.token)", contentType: "application/json", body: "{}"))
        #expect(response.status == .unsupportedMediaType)
    }

    @Test func healthz_whenStorageFails_saysOnlyUnavailable_andLogsTheCause() async throws {
        let log = LogLines()
        let web = try makeWebApp(
            accounts: signedInAccounts(.mock()), health: { "SQLite error 10: disk I/O error - while executing `INSERT INTO health_probe`" }, log: log.append
        )
        let response = try await web.router().respond(to: HTTPRequest(method: .get, target: Route.health.path, headers: ["Host": "127.0.0.1"]))
        #expect(response.status == .serviceUnavailable)
        #expect(response.text == "unavailable\n")
        #expect(log.lines.contains { $0.contains("disk I/O error") })
    }
}
