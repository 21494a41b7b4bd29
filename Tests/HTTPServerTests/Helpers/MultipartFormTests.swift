@testable import HTTPServer
import Testing

/// `multipart/form-data` as browsers write it; the refusals are in `MultipartFormTests+Rejections.swift`.
@Suite struct MultipartFormTests {
    @Test func chromiumUpload_givesTheFieldsAndTheFileInOrder() throws {
        let body = """
            ------WebKitFormBoundary7MA4YWxkTrZu0gW\r
            Content-Disposition: form-data; name="action"\r
            \r
            importCalendar\r
            ------WebKitFormBoundary7MA4YWxkTrZu0gW\r
            Content-Disposition: form-data; name="csrf"\r
            \r
            k2J9-token_value\r
            ------WebKitFormBoundary7MA4YWxkTrZu0gW\r
            Content-Disposition: form-data; name="file"; filename="holidays.ics"\r
            Content-Type: text/calendar\r
            \r
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            END:VCALENDAR\r
            \r
            ------WebKitFormBoundary7MA4YWxkTrZu0gW--\r

            """
        let form = try multipartForm(body, boundary: "----WebKitFormBoundary7MA4YWxkTrZu0gW")
        #expect(form.parts == [
            formPart("action", "importCalendar"),
            formPart("csrf", "k2J9-token_value"),
            formPart("file", "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n", filename: "holidays.ics", contentType: "text/calendar"),
        ])
        #expect(form["action"] == "importCalendar")
        #expect(form["csrf"] == "k2J9-token_value")
        #expect(form["file"] == nil)
        #expect(form.file(named: "file")?.filename == "holidays.ics")
        #expect(form.file(named: "action") == nil)
    }

    @Test func firefoxUpload_withItsDashesAndDigitsBoundary() throws {
        let boundary = "---------------------------9051914041544843365972754266"
        let body = """
            --\(boundary)\r
            Content-Disposition: form-data; name="action"\r
            \r
            importCalendar\r
            --\(boundary)\r
            Content-Disposition: form-data; name="file"; filename="work.ics"\r
            Content-Type: text/calendar\r
            \r
            BEGIN:VCALENDAR\r
            END:VCALENDAR\r
            --\(boundary)--\r

            """
        let form = try multipartForm(body, boundary: boundary)
        #expect(form["action"] == "importCalendar")
        #expect(form.file(named: "file") == formPart("file", "BEGIN:VCALENDAR\r\nEND:VCALENDAR", filename: "work.ics", contentType: "text/calendar"))
    }

    @Test func fileContent_keepsItsCRLFsAndEmptyLinesExactly() throws {
        let content = "\r\nBEGIN:VCALENDAR\r\n\r\n\r\nEND:VCALENDAR\r\n\r\n"
        let form = try multipartForm("--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.ics\"\r\n\r\n\(content)\r\n--b--")
        #expect(form.file(named: "file")?.body == Array(content.utf8))
    }

    @Test(arguments: [
        "x--boundary\r\n",  // the boundary in the middle of a line
        "\r\n--bound",  // a line starting with a prefix of the boundary
        "\r\n--boundar\r\n--bounda--",
        "\r\n-boundary",
        "\r\n---boundary",
        "\n--boundary\r\n",  // a line ending with LF alone is no line
        "\r--boundary\r\n",
    ])
    func contentThatLooksLikeADelimiter_staysContent(content: String) throws {
        let form = try multipartForm("--boundary\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.ics\"\r\n\r\n\(content)\r\n--boundary--", boundary: "boundary")
        #expect(form.file(named: "file")?.body == Array(content.utf8))
    }

    @Test func emptyFiles_haveNoBytes() throws {
        let body = """
            --b\r
            Content-Disposition: form-data; name="file"; filename=""\r
            Content-Type: application/octet-stream\r
            \r
            \r
            --b\r
            Content-Disposition: form-data; name="other"; filename="empty.ics"\r
            Content-Type: text/calendar\r
            \r
            \r
            --b--
            """
        let form = try multipartForm(body)
        #expect(form.file(named: "file") == formPart("file", "", filename: "", contentType: "application/octet-stream"))
        #expect(form.file(named: "other") == formPart("other", "", filename: "empty.ics", contentType: "text/calendar"))
    }

    @Test func utf8_inFieldValuesNamesAndFilenames_isDecoded() throws {
        let body = """
            --b\r
            Content-Disposition: form-data; name="Liste"\r
            \r
            Einkäufe ✓\r
            --b\r
            Content-Disposition: form-data; name="Straße"; filename="Kalender für Jürgen.ics"\r
            \r
            BEGIN:VCALENDAR\r
            --b--
            """
        let form = try multipartForm(body)
        #expect(form["Liste"] == "Einkäufe ✓")
        #expect(form.file(named: "Straße")?.filename == "Kalender für Jürgen.ics")
    }

    @Test func preambleEpilogueAndTransportPadding_areIgnored() throws {
        let body = "This is the preamble.\r\n--b \t\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--b--  \r\nThe epilogue, --b\r\n"
        #expect(try multipartForm(body).parts == [formPart("a", "1")])
    }

    @Test func quotedNames_unescapeTheirQuotes_andTokenNamesNeedNoQuotes() throws {
        let body = """
            --b\r
            content-disposition: Form-Data; NAME="say \\"hi\\""; filename="C:\\\\cal \\"2025\\".ics"\r
            \r
            x\r
            --b\r
            Content-Disposition: form-data;name=action\r
            \r
            import\r
            --b--
            """
        let form = try multipartForm(body)
        #expect(form.parts.map(\.name) == ["say \"hi\"", "action"])
        #expect(form.parts.first?.filename == "C:\\cal \"2025\".ics")
        #expect(form["action"] == "import")
    }

    @Test func filenameStar_isIgnored() throws {
        let body = "--b\r\nContent-Disposition: form-data; name=\"file\"; filename*=UTF-8''%E2%82%AC.ics; filename=\"euro.ics\"\r\n\r\n\r\n--b--"
        #expect(try multipartForm(body).file(named: "file")?.filename == "euro.ics")
    }

    @Test(arguments: [
        ("multipart/form-data; boundary=\"simple boundary\"", "simple boundary"),
        ("Multipart/Form-Data ; charset=utf-8;BOUNDARY=simple", "simple"),
        ("multipart/form-data; boundary=\"'()+_,-./:=?\"", "'()+_,-./:=?"),
    ])
    func contentType_parametersAreReadWhateverTheirQuotingAndCase(contentType: String, boundary: String) throws {
        let body = "--\(boundary)\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--\(boundary)--"
        #expect(try MultipartForm(contentType: contentType, body: Array(body.utf8))["a"] == "1")
    }

    @Test func otherPartHeaders_andIdentityTransferEncodings_areAccepted() throws {
        let body = """
            --b\r
            Content-Disposition: form-data; name="a"\r
            Content-Transfer-Encoding: BINARY\r
            X-Something: else\r
            \r
            1\r
            --b\r
            Content-Disposition: form-data; name="a"\r
            Content-Type: text/plain; charset=utf-8\r
            Content-Transfer-Encoding: 8bit\r
            \r
            2\r
            --b--
            """
        let form = try multipartForm(body)
        #expect(form["a"] == "1")
        #expect(form.values(for: "a") == ["1", "2"])
        #expect(form.parts.map(\.contentType) == [nil, "text/plain; charset=utf-8"])
    }

    @Test func binaryFile_mayHoldAnyBytes() throws {
        let content: [UInt8] = [0x00, 0xFF, 0xC3, 0x28, 0x0D, 0x0A, 0x2D, 0x2D]
        let head = Array("--b\r\nContent-Disposition: form-data; name=\"f\"; filename=\"x.bin\"\r\n\r\n".utf8)
        let form = try MultipartForm(contentType: "multipart/form-data; boundary=b", body: head + content + Array("\r\n--b--".utf8))
        #expect(form.file(named: "f")?.body == content)
    }

    @Test func theLimits_partsAndHeaderBytes_areAccepted() throws {
        let parts = (1...32).map { "--b\r\nContent-Disposition: form-data; name=\"f\($0)\"\r\n\r\nv\r\n" }.joined()
        #expect(try multipartForm(parts + "--b--").parts.count == 32)
        let line = "Content-Disposition: form-data; name=\"\(String(repeating: "n", count: 8192 - 41))\"\r\n"
        #expect(line.utf8.count == 8192)
        #expect(try multipartForm("--b\r\n\(line)\r\nv\r\n--b--").parts.count == 1)
    }

    @Test func multipartForm_ofARequest_answers415ForAnotherTypeAnd400SayingWhatIsWrong() throws {
        var request = HTTPRequest(method: .post, target: "/", headers: ["Content-Type": "application/x-www-form-urlencoded"], body: Array("a=1".utf8))
        #expect(throws: HTTPError(.unsupportedMediaType, "expected a multipart/form-data form")) { try request.multipartForm() }
        request.headers = ["Content-Type": "multipart/form-data; boundary=b"]
        request.body = Array("--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n".utf8)
        #expect(throws: HTTPError.badRequest("the form's body ends before its closing boundary")) { try request.multipartForm() }
        request.body += Array("--b--\r\n".utf8)
        #expect(try request.multipartForm()["a"] == "1")
    }
}

/// `body` decoded with `boundary`, as a browser's `Content-Type` announces it.
func multipartForm(_ body: String, boundary: String = "b") throws(MultipartFormError) -> MultipartForm {
    try MultipartForm(contentType: "multipart/form-data; boundary=\(boundary)", body: Array(body.utf8))
}

/// A part with `body` as its content.
func formPart(_ name: String, _ body: String, filename: String? = nil, contentType: String? = nil) -> MultipartForm.Part {
    MultipartForm.Part(name: name, filename: filename, contentType: contentType, body: Array(body.utf8))
}
