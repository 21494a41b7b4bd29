@testable import HTTPServer
import Testing

/// A well-formed part after its delimiter line: the field `a` holding `1`.
private let aField = "Content-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n"

/// Every way a `multipart/form-data` body is refused, each with the error that says why.
@Suite struct MultipartFormRejectionTests {
    @Test(arguments: ["", "application/x-www-form-urlencoded", "multipart/mixed; boundary=b", "multipart/form-data-x; boundary=b"])
    func anotherContentType_is415(contentType: String) {
        #expect(throws: MultipartFormError.notMultipartFormData) {
            try MultipartForm(contentType: contentType, body: Array("--b\r\n\(aField)--b--".utf8))
        }
        #expect(MultipartFormError.notMultipartFormData.status == .unsupportedMediaType)
    }

    @Test(arguments: [
        ("multipart/form-data", MultipartFormError.missingBoundary),
        ("multipart/form-data; charset=utf-8", .missingBoundary),
        ("multipart/form-data; boundary=\"\"", .emptyBoundary),
        ("multipart/form-data; boundary=\"a b \"", .invalidBoundary),
        ("multipart/form-data; boundary=\"a@b\"", .invalidBoundary),
        ("multipart/form-data; boundary=\"a;b\"", .invalidBoundary),
        ("multipart/form-data; boundary=\"Einkäufe\"", .invalidBoundary),
        ("multipart/form-data; boundary=\(String(repeating: "x", count: 71))", .boundaryTooLong(length: 71)),
        ("multipart/form-data; boundary=\"abc", .malformedContentType),
        ("multipart/form-data; boundary=a; boundary=b", .malformedContentType),
        ("multipart/form-data; boundary = b", .malformedContentType),
        ("multipart/form-data; boundary=a b", .malformedContentType),
    ])
    func badBoundaryParameter_isRefused(contentType: String, error: MultipartFormError) {
        #expect(throws: error) { try MultipartForm(contentType: contentType, body: Array("--b\r\n\(aField)--b--".utf8)) }
        #expect(error.status == .badRequest)
    }

    @Test func boundaryOf70Characters_isTheLongestAccepted() throws {
        let boundary = String(repeating: "x", count: 70)
        #expect(try multipartForm("--\(boundary)\r\n\(aField)--\(boundary)--", boundary: boundary)["a"] == "1")
    }

    @Test(arguments: ["", "hello", "x--b\r\n", "- -b\r\n", "\n--b\r\n", "\r--b\r\n", "-b\r\n"])
    func bodyWithoutAFirstDelimiterLine_isRefused(body: String) {
        #expect(throws: MultipartFormError.missingFirstDelimiter) { try multipartForm(body) }
    }

    @Test(arguments: [
        "--bX\r\n\(aField)--b--",  // the first line goes on after the boundary
        "--b\r\n\(aField)--bX\r\n\(aField)--b--",  // a content line starts with the boundary
        "--b\r\n\(aField)--b--X\r\n",  // the close delimiter goes on
        "--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--b\r",  // a CR alone after a delimiter
    ])
    func lineStartingWithTheBoundaryThatIsNoDelimiter_isRefused(body: String) {
        #expect(throws: MultipartFormError.malformedDelimiter) { try multipartForm(body) }
    }

    @Test(arguments: ["--b--", "--b--\r\n", "preamble\r\n--b--\r\nepilogue"])
    func bodyClosingBeforeAnyPart_isRefused(body: String) {
        #expect(throws: MultipartFormError.noParts) { try multipartForm(body) }
    }

    @Test(arguments: [
        "--b",
        "--b\r\n",
        "--b  ",
        "--b\r\n\(aField)",
        "--b\r\n\(aField)--b",
        "--b\r\n\(aField)--b\r\n",
        "--b\r\n\(aField)--b\r\n\(aField)-",
    ])
    func bodyEndingBeforeTheCloseDelimiter_isRefused(body: String) {
        #expect(throws: MultipartFormError.missingCloseDelimiter) { try multipartForm(body) }
    }

    @Test func morePartsThanTheLimit_isRefused() throws {
        let parts = (1...33).map { "--b\r\nContent-Disposition: form-data; name=\"f\($0)\"\r\n\r\nv\r\n" }.joined()
        #expect(throws: MultipartFormError.tooManyParts(limit: 32)) { try multipartForm(parts + "--b--") }
        let two = "--b\r\n\(aField)--b\r\n\(aField)--b--"
        #expect(throws: MultipartFormError.tooManyParts(limit: 1)) {
            try MultipartForm(contentType: "multipart/form-data; boundary=b", body: Array(two.utf8), maxParts: 1)
        }
    }

    @Test(arguments: [
        "--b\r\nContent-Disposition: form-data; name=\"a\"\n\n1\r\n--b--",
        "--b\r\nContent-Disposition: form-data; name=\"a\"\r\nContent-Type: text/plain\n\r\n1\r\n--b--",
        "--b\r\nContent-Disposition: form-data; name=\"a\"\r\r\n\r\n1\r\n--b--",
        "--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r1\r\n--b--",
    ])
    func headerLineWithoutCRLF_isRefused(body: String) {
        #expect(throws: MultipartFormError.headerLineWithoutCRLF(part: 1)) { try multipartForm(body) }
    }

    @Test(arguments: [
        "--b\r\n\(aField)--b\r\nContent-Disposition: form-data; name=\"c\"\r\n--b--",
        "--b\r\n\(aField)--b\r\n\r\n--b--",
    ])
    func headersWithoutTheEmptyLineAfterThem_areRefused(body: String) {
        #expect(throws: MultipartFormError.unterminatedHeaders(part: 2)) { try multipartForm(body) }
    }

    @Test func headersLargerThanTheLimit_areRefused() {
        let line = "Content-Disposition: form-data; name=\"\(String(repeating: "n", count: 8192 - 40))\"\r\n"
        #expect(throws: MultipartFormError.headersTooLarge(part: 1, limit: 8192)) { try multipartForm("--b\r\n\(line)\r\nv\r\n--b--") }
        let unterminated = "--b\r\nX-Long: \(String(repeating: "x", count: 9000))\r\n--b--"
        #expect(throws: MultipartFormError.headersTooLarge(part: 1, limit: 8192)) { try multipartForm(unterminated) }
        let small = "--b\r\n\(aField)--b--"
        #expect(throws: MultipartFormError.headersTooLarge(part: 1, limit: 16)) {
            try MultipartForm(contentType: "multipart/form-data; boundary=b", body: Array(small.utf8), maxHeaderBytes: 16)
        }
    }

    @Test(arguments: [
        ("Content-Disposition form-data; name=\"a\"", "missing colon"),
        (" Content-Disposition: form-data; name=\"a\"", "obsolete line folding or whitespace before a name"),
        ("Content-Disposition: form-data;\r\n name=\"a\"", "obsolete line folding or whitespace before a name"),
        ("Content Disposition: form-data; name=\"a\"", "invalid name"),
        (": form-data; name=\"a\"", "invalid name"),
        ("Content-Disposition: form-data; name=\"a\u{7F}\"", "a control byte or bytes that are not UTF-8 in Content-Disposition"),
        ("Content-Disposition: form-data; name=\"a\"\r\nContent-Disposition: form-data; name=\"b\"", "more than one Content-Disposition"),
        ("Content-Disposition: form-data; name=\"a\"\r\nContent-Type: text/plain\r\ncontent-type: text/html", "more than one Content-Type"),
        ("Content-Disposition: form-data; name=\"a", "the parameters of Content-Disposition are malformed"),
        ("Content-Disposition: form-data; name=\"a\" filename=\"b\"", "the parameters of Content-Disposition are malformed"),
        ("Content-Disposition: form-data; name=a; NAME=b", "the parameters of Content-Disposition are malformed"),
    ])
    func malformedPartHeader_isRefusedSayingWhy(headers: String, why: String) {
        #expect(throws: MultipartFormError.malformedHeader(part: 1, why)) { try multipartForm("--b\r\n\(headers)\r\n\r\nv\r\n--b--") }
    }

    @Test func headerBytesThatAreNotUTF8_areRefused() {
        let body = Array("--b\r\nContent-Disposition: form-data; name=\"".utf8) + [0xC3, 0x28] + Array("\"\r\n\r\nv\r\n--b--".utf8)
        #expect(throws: MultipartFormError.malformedHeader(part: 1, "a control byte or bytes that are not UTF-8 in Content-Disposition")) {
            try MultipartForm(contentType: "multipart/form-data; boundary=b", body: body)
        }
    }

    @Test func partWithoutContentDisposition_isRefused() {
        #expect(throws: MultipartFormError.missingContentDisposition(part: 2)) {
            try multipartForm("--b\r\n\(aField)--b\r\nContent-Type: text/plain\r\n\r\nv\r\n--b--")
        }
    }

    @Test(arguments: ["attachment; name=\"a\"", "inline", "form-data-x; name=\"a\"", "; name=\"a\""])
    func dispositionOtherThanFormData_isRefused(disposition: String) {
        #expect(throws: MultipartFormError.notFormData(part: 1)) {
            try multipartForm("--b\r\nContent-Disposition: \(disposition)\r\n\r\nv\r\n--b--")
        }
    }

    @Test(arguments: ["form-data", "form-data; filename=\"a.ics\"", "form-data; name=\"\"", "form-data; Name*=UTF-8''a"])
    func partWithoutAName_isRefused(disposition: String) {
        #expect(throws: MultipartFormError.missingName(part: 1)) {
            try multipartForm("--b\r\nContent-Disposition: \(disposition)\r\n\r\nv\r\n--b--")
        }
    }

    @Test func encodedTransfer_isRefused() {
        let body = "--b\r\nContent-Disposition: form-data; name=\"f\"; filename=\"a.ics\"\r\nContent-Transfer-Encoding: base64\r\n\r\nQkVHSU4=\r\n--b--"
        #expect(throws: MultipartFormError.unsupportedTransferEncoding(part: 1, "base64")) { try multipartForm(body) }
    }

    @Test func textFieldThatIsNotUTF8_isRefused() throws {
        let head = Array("--b\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\n".utf8)
        let invalid: [UInt8] = [0x45, 0x69, 0x6E, 0xC3, 0x28]
        #expect(throws: MultipartFormError.invalidUTF8(name: "title")) {
            try MultipartForm(contentType: "multipart/form-data; boundary=b", body: head + invalid + Array("\r\n--b--".utf8))
        }
    }

    @Test func everyRefusal_saysWhatWasWrong() {
        #expect(MultipartFormError.missingCloseDelimiter.description == "the form's body ends before its closing boundary")
        #expect(MultipartFormError.invalidUTF8(name: "title").description == "the form field “title” is not UTF-8")
        #expect(MultipartFormError.headersTooLarge(part: 2, limit: 8192).description == "the headers of form part 2 are larger than 8192 bytes")
    }
}
