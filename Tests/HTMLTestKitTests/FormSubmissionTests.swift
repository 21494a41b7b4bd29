import Testing

@testable import HTMLTestKit

@Suite struct FormSubmissionTests {
    private func form(_ inner: String, attributes: String = "") throws -> Form {
        let document = HTMLDocument(html: "<form \(attributes)>\(inner)</form>")
        return Form(try #require(try document.xpath("//form").first))
    }

    private func entries(_ inner: String, pressing name: String? = nil) throws -> [String] {
        let form = try form(inner)
        let button = try name.flatMap { name in
            try form.element.xpath(".//*[@name='\(name)']").first
        }
        return form.submission(pressing: button).map { "\($0.0)=\($0.1)" }
    }

    @Test func document_listsItsForms() {
        let document = HTMLDocument(html: "<form action=/a></form><div><form action=/b><button>Go</button></form></div>")

        #expect(document.forms.map(\.action) == ["/a", "/b"])
        #expect(document.forms[1].submitButtons.map(\.text) == ["Go"])
    }

    @Test func formAttributes_haveBrowserDefaults() throws {
        let plain = try form("")
        let post = try form("", attributes: "method=post action=\"/lists\"")

        #expect(plain.method == "GET")
        #expect(plain.action == "")
        #expect(plain.enctype == "application/x-www-form-urlencoded")
        #expect(post.method == "POST")
        #expect(post.action == "/lists")
    }

    @Test func textLikeInputs_giveTheirValueOrEmpty() throws {
        let result = try entries(
            """
            <input type=hidden name=action value=add>
            <input name=title>
            <input type=email name=mail value="a@b.c">
            <input type=password name=pw value=s>
            <input type=number name=n value=3>
            """
        )

        #expect(result == ["action=add", "title=", "mail=a@b.c", "pw=s", "n=3"])
    }

    @Test func checkboxesAndRadios_countOnlyWhenChecked() throws {
        let result = try entries(
            """
            <input type=checkbox name=a checked>
            <input type=checkbox name=b value=yes>
            <input type=checkbox name=c value=1 checked>
            <input type=radio name=r value=x>
            <input type=radio name=r value=y checked>
            """
        )

        #expect(result == ["a=on", "c=1", "r=y"])
    }

    @Test func selects_giveSelectedOrFirstOption() throws {
        let result = try entries(
            """
            <select name=single><option value=1>One</option><option value=2 selected>Two</option></select>
            <select name=none><option>  First   one </option><option>Second</option></select>
            <select name=many multiple><option selected>x</option><option>y</option><option selected>z</option></select>
            <select name=manyNone multiple><option>x</option></select>
            <select name=skipDisabled><option disabled>off</option><option value=on>On</option></select>
            """
        )

        #expect(result == ["single=2", "none=First one", "many=x", "many=z", "skipDisabled=on"])
    }

    @Test func textarea_givesItsTextWithCRLF() throws {
        let result = try form("<textarea name=notes>\nline 1\nline 2</textarea>").submission(pressing: nil)

        #expect(result.map(\.1) == ["line 1\r\nline 2"])
    }

    @Test func disabledAndNamelessControls_areSkipped() throws {
        let result = try entries(
            """
            <input name=a value=1 disabled>
            <input value=nameless>
            <input name="" value=empty>
            <fieldset disabled><input name=b value=2></fieldset>
            <input name=c value=3>
            """
        )

        #expect(result == ["c=3"])
    }

    @Test func onlyThePressedButtonCounts() throws {
        let html = """
            <input name=title value=t>
            <button name=intent value=save>Save</button>
            <input type=submit name=other value=Other>
            <button type=button name=noop value=x>No</button>
            <input type=reset name=reset>
            <input type=image name=map src=x.png>
            """

        #expect(try entries(html, pressing: "intent") == ["title=t", "intent=save"])
        #expect(try entries(html, pressing: "other") == ["title=t", "other=Other"])
        #expect(try entries(html, pressing: "map") == ["title=t", "map.x=0", "map.y=0"])
        #expect(try entries(html) == ["title=t"])
    }

    @Test func controlsComeInDocumentOrder() throws {
        let result = try entries(
            "<input name=a value=1><select name=b><option>2</option></select><textarea name=c>3</textarea><input name=d value=4>"
        )

        #expect(result == ["a=1", "b=2", "c=3", "d=4"])
    }

    @Test func urlencoding_matchesBrowsers() {
        let encoded = URLEncoding.urlencoded([("title", "Buy milk & eggs"), ("note", "100% ~ ä/ü*-._"), ("e", "")])

        #expect(encoded == "title=Buy+milk+%26+eggs&note=100%25+%7E+%C3%A4%2F%C3%BC*-._&e=")
    }
}
