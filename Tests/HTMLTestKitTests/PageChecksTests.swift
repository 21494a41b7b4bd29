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
            <button type="button"></button>
            </div></body></html>
            """
        #expect(HTMLDocument(html: page).pageProblems() == [
            "parse error at line 2: ID a already defined",
            "parse error at line 6: Unexpected end tag : div",
            "the id “a” is used 2 times",
            "<html> has no lang",
            "the <title> is empty",
            "the control “unlabelled” has no label",
            "the control “choice” has no label",
            "a button has no accessible name: <button type=\"button\"></button>",
        ])
    }

    @Test func accessibleName_followsLabelledByThenLabelThenContentThenTitle() throws {
        let document = HTMLDocument(html: """
            <!DOCTYPE html><html lang="en"><head><title>t</title></head><body>
            <span id="verb">Complete</span><span id="what">Pay rent</span>
            <button id="a" aria-labelledby="verb what" aria-label="ignored">x</button>
            <button id="b" aria-label="  Delete   “Pay rent” ">Delete</button>
            <label for="c">Due date</label><input id="c" name="due">
            <label>Notes <textarea id="d"></textarea></label>
            <a id="e" href="/x">Open <span class="visually-hidden">“Pay rent”</span></a>
            <input id="f" type="submit" value="Save">
            <button id="g" title="More"></button>
            <details><summary id="h">Actions</summary></details>
            </body></html>
            """)
        let names = try ["a", "b", "c", "d", "e", "f", "g", "h"].map { try document.select("#\($0)").first?.accessibleName }
        #expect(names == ["Complete Pay rent", "Delete “Pay rent”", "Due date", "Notes", "Open “Pay rent”", "Save", "More", "Actions"])
    }
}

@Suite struct RowControlChecksTests {
    private func page(_ rows: String) -> HTMLDocument {
        HTMLDocument(html: "<!DOCTYPE html><html lang=\"en\"><head><title>t</title></head><body><ul>\(rows)</ul></body></html>")
    }

    @Test func rowsWhoseControlsSayWhichRowTheyActOn_pass_andLinksToTheSamePlaceMayShareANameAcrossRows() {
        let document = page("""
            <li id="r1"><button aria-label="Complete “Pay rent”"></button><a href="/r/1">Pay rent</a><a href="/lists/1">Home</a></li>
            <li id="r2"><button aria-label="Complete “Buy milk”"></button><a href="/r/2">Buy milk</a><a href="/lists/1">Home</a></li>
            """)
        #expect(document.rowControlProblems(rows: "li") == [])
    }

    @Test func aNameSharedByTheControlsOfSeveralRows_orNoName_isAProblem() {
        let document = page("""
            <li id="r1"><button>Mark done</button><button aria-label="Delete “Pay rent”">Delete</button><a href="/lists/1">Home</a></li>
            <li id="r2"><button>Mark done</button><button aria-label="Delete “Buy milk”">Delete</button><a href="/lists/2">Home</a></li>
            <li id="r3"><button></button></li>
            """)
        #expect(document.rowControlProblems(rows: "li") == [
            "a button in row “r3” has no accessible name",
            "“Mark done” names 2 controls of the rows; each should say which row it acts on",
            "“Home” names 2 controls of the rows; each should say which row it acts on",
        ])
    }
}

@Suite struct HTML5ElementsTests {
    @Test func html5Elements_areNotParseErrors_butUnknownOnesAre() {
        let document = HTMLDocument(html: "<!DOCTYPE html><html lang=\"en\"><head><title>t</title></head><body><header></header><nav></nav><main><section><time>now</time></section></main><footer></footer><blink2>x</blink2></body></html>")
        #expect(document.parseErrors.map(\.message) == ["Tag blink2 invalid"])
    }
}
