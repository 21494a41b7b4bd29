@testable import HTTPServer
import Testing

@Suite struct URLEncodedFormTests {
    @Test func fields_arePercentAndPlusDecodedInOrder() throws {
        let form = try URLEncodedForm(decoding: Array("title=Buy+milk%21&notes=&tag=a&tag=b&flag&caf%C3%A9=%E2%9C%93".utf8))
        #expect(form["title"] == "Buy milk!")
        #expect(form["notes"] == "")
        #expect(form["flag"] == "")
        #expect(form.values(for: "tag") == ["a", "b"])
        #expect(form["café"] == "✓")
        #expect(form.fields.count == 6)
    }

    @Test(arguments: ["a=%zz", "a=%4", "a=%ff", "%c3%28=x"])
    func badEncodingOrUTF8_is400(body: String) {
        #expect(throws: HTTPError.badRequest("invalid percent-encoding or UTF-8 in a form field")) {
            try URLEncodedForm(decoding: Array(body.utf8))
        }
    }

    @Test func moreThan1000Fields_is400() throws {
        let atLimit = (1...1000).map { "f\($0)=v" }.joined(separator: "&")
        #expect(try URLEncodedForm(decoding: Array(atLimit.utf8)).fields.count == 1000)
        #expect(throws: HTTPError.badRequest("more than 1000 form fields")) {
            try URLEncodedForm(decoding: Array((atLimit + "&one=more").utf8))
        }
    }

    @Test func formFields_requireTheFormContentType() throws {
        var request = HTTPRequest(method: .post, target: "/", headers: ["Content-Type": "application/json"], body: Array("a=1".utf8))
        #expect(throws: HTTPError.self) { try request.formFields() }
        request.headers = ["Content-Type": "application/x-www-form-urlencoded; charset=UTF-8"]
        #expect(try request.formFields()["a"] == "1")
    }

    @Test func queryItems_decodeTheQuery() throws {
        #expect(try HTTPRequest(method: .get, target: "/search?q=milk+%26+eggs&page=2").queryItems()["q"] == "milk & eggs")
        #expect(try HTTPRequest(method: .get, target: "/").queryItems().fields.isEmpty)
    }
}
