@testable import HTTPServer
import Testing
import TimingTestSupport

/// A multipart upload through a real server over loopback, as a browser posts it.
@Suite(.timeSensitive) struct MultipartFormServerTests {
    /// A route that answers with what it parsed: `name=value` for a field, `name: filename type size` for a file.
    private func echoRouter() -> Router<Void> {
        var router = Router()
        router.post("/upload", bodyLimit: 64 * 1024) { request in
            let form = try request.multipartForm()
            return .text(form.parts.map { part in
                guard let filename = part.filename else { return "\(part.name)=\(form[part.name] ?? "")" }
                return "\(part.name): \(filename) \(part.contentType ?? "-") \(part.body.count)"
            }.joined(separator: "\n"))
        }
        return router
    }

    @Test func uploadPost_isParsedForItsHandler_andAMalformedOneAnswered400SayingWhy() async throws {
        let boundary = "----WebKitFormBoundaryQ2j8Zt0lXKb3vDqR"
        let calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:Einkäufe\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let body = """
            --\(boundary)\r
            Content-Disposition: form-data; name="action"\r
            \r
            importCalendar\r
            --\(boundary)\r
            Content-Disposition: form-data; name="csrf"\r
            \r
            token-123\r
            --\(boundary)\r
            Content-Disposition: form-data; name="file"; filename="Einkäufe.ics"\r
            Content-Type: text/calendar\r
            \r
            \(calendar)\r
            --\(boundary)--\r

            """
        try await withServer(echoRouter()) { server in
            let client = try TestClient(port: server.port)
            let response = try await client.roundTrip(post(body, boundary: boundary))
            #expect(response.status == 200)
            #expect(response.text == "action=importCalendar\ncsrf=token-123\nfile: Einkäufe.ics text/calendar \(calendar.utf8.count)")

            let truncated = String(decoding: body.utf8.dropLast("--\(boundary)--\r\n".utf8.count), as: UTF8.self)
            let refused = try await client.roundTrip(post(truncated, boundary: boundary))
            #expect(refused.status == 400)
            #expect(refused.text == "400 the form's body ends before its closing boundary\n")
        }
    }

    private func post(_ body: String, boundary: String) -> String {
        "POST /upload HTTP/1.1\r\nHost: t\r\nContent-Type: multipart/form-data; boundary=\(boundary)\r\n"
            + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }
}
