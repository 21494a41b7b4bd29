import Testing

@testable import HTMLTestKit

/// Forms with `enctype="multipart/form-data"`: submitted as a browser does, a chosen file in its part.
@Suite struct MultipartSubmissionTests {
    static let page = """
        <html><body>
        <form method="post" action="/import" enctype="multipart/form-data">
          <input type="hidden" name="action" value="importReminders">
          <label for="file">Calendar file</label> <input id="file" type="file" name="file">
          <label for="note">Note</label> <input id="note" name="note">
          <button>Import</button>
        </form>
        </body></html>
        """

    private func browser() async throws -> (Browser, FakeTransport) {
        let transport = FakeTransport()
        transport.page("/", Self.page)
        transport.on("POST", "/import") { _ in BrowserResponse(status: 200, html: "<p>imported</p>") }
        let browser = Browser(transport: transport)
        try await browser.visit("/")
        return (browser, transport)
    }

    @Test func anAttachedFile_isSentInItsPart_withTheOtherFieldsAsTextParts() async throws {
        let (browser, transport) = try await browser()
        try await browser.attach(MultipartEncoding.File(filename: "tasks.ics", contentType: "text/calendar", bytes: Array("BEGIN:VCALENDAR\r\n".utf8)), to: "Calendar file")
        try await browser.fillIn("Note", with: "Einkäufe")

        try await browser.press("Import")

        let request = try #require(transport.requests.last)
        let contentType = try #require(request.headers.first { $0.0 == "Content-Type" }?.1)
        #expect(contentType.hasPrefix("multipart/form-data; boundary=----HTMLTestKitBoundary"))
        let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
        let expected = [
            "--\(boundary)", "Content-Disposition: form-data; name=\"action\"", "", "importReminders",
            "--\(boundary)", "Content-Disposition: form-data; name=\"file\"; filename=\"tasks.ics\"", "Content-Type: text/calendar", "",
            "BEGIN:VCALENDAR", "",
            "--\(boundary)", "Content-Disposition: form-data; name=\"note\"", "", "Einkäufe",
            "--\(boundary)--", "",
        ].joined(separator: "\r\n")
        #expect(String(decoding: request.body, as: UTF8.self) == expected)
        #expect(await browser.status == 200)
    }

    @Test func noFileChosen_sendsAnEmptyNamelessFile_asBrowsersDo() async throws {
        let (browser, transport) = try await browser()

        try await browser.press("Import")

        let body = String(decoding: try #require(transport.requests.last).body, as: UTF8.self)
        #expect(body.contains("Content-Disposition: form-data; name=\"file\"; filename=\"\"\r\nContent-Type: application/octet-stream\r\n\r\n\r\n"))
    }

    @Test func attachingToSomethingThatIsNoFileField_saysWhatItFound() async throws {
        let (browser, _) = try await browser()
        await #expect(throws: HTMLTestKitError.self) {
            try await browser.attach(MultipartEncoding.File(filename: "a.ics", bytes: []), to: "Note")
        }
    }

    @Test func namesWithQuotesAndLineBreaks_areEscapedAsBrowsersDo() {
        let body = MultipartEncoding.body([.file(name: "a\"b", file: MultipartEncoding.File(filename: "x\r\ny.ics", bytes: []))], boundary: "B")
        #expect(String(decoding: body, as: UTF8.self).contains("name=\"a%22b\"; filename=\"x%0D%0Ay.ics\""))
    }
}
