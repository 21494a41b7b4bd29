import HTMLTestKit
import Testing

@Suite struct PageChecksTests {
    private let goodPage = """
        <!DOCTYPE html><html lang="en"><head><title>Lists</title></head><body>
        <form method="post"><input type="hidden" name="action" value="createList">
        <label for="name">Name</label><input id="name" name="name">
        <label>Notes <textarea name="notes"></textarea></label>
        <select name="priority" aria-label="Priority"><option>none</option></select>
        <button type="submit">Create</button></form></body></html>
        """

    @Test func wellFormedPage_hasNoProblems() {
        #expect(HTMLDocument(html: goodPage).pageProblems() == [])
    }

    @Test func everyKindOfProblem_isReportedWithWhatIsWrong() {
        let page = """
            <!DOCTYPE html><html><head><title> </title></head><body>
            <p id="a">one</p><p id="a">two</p>
            <form><input name="unlabelled"><select name="choice"></select><label for="missing">Orphan</label>
            <input type="hidden" name="action" value="x"><input type="submit" value="Go"></form>
            </div></body></html>
            """
        #expect(HTMLDocument(html: page).pageProblems() == [
            "parse error at line 2: ID a already defined",
            "parse error at line 5: Unexpected end tag : div",
            "the id “a” is used 2 times",
            "<html> has no lang",
            "the <title> is empty",
            "the control “unlabelled” has no label",
            "the control “choice” has no label",
        ])
    }
}

@Suite struct HTML5ElementsTests {
    @Test func html5Elements_areNotParseErrors_butUnknownOnesAre() {
        let document = HTMLDocument(html: "<!DOCTYPE html><html lang=\"en\"><head><title>t</title></head><body><header></header><nav></nav><main><section><time>now</time></section></main><footer></footer><blink2>x</blink2></body></html>")
        #expect(document.parseErrors.map(\.message) == ["Tag blink2 invalid"])
    }
}
