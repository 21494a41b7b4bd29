import Testing

@testable import HTMLTestKit

@Suite struct CSSSelectorTests {
    let document = HTMLDocument(
        html: """
            <div id="main" class="box  wide">
              <ul><li class="done">A</li><li class="done-ish">B</li><li data-x>C</li></ul>
              <p><a href="/x" rel="next">D</a></p>
              <input name="q" type="search">
            </div>
            <a href='/y'>E</a>
            """
    )

    private func texts(_ css: String) throws -> [String] {
        try document.select(css).map(\.text)
    }

    @Test func tag_selectsByName() throws {
        #expect(try texts("li") == ["A", "B", "C"])
        #expect(try texts("A") == ["D", "E"])
    }

    @Test func id_selectsOne() throws {
        #expect(try document.select("#main").map(\.tagName) == ["div"])
        #expect(try document.select("div#main").count == 1)
        #expect(try document.select("p#main").isEmpty)
    }

    @Test func class_matchesWholeClassNames() throws {
        #expect(try texts(".done") == ["A"])
        #expect(try document.select("div.box.wide").count == 1)
    }

    @Test func attributePresence_andValue() throws {
        #expect(try texts("li[data-x]") == ["C"])
        #expect(try texts("a[href=\"/x\"]") == ["D"])
        #expect(try texts("a[href='/y']") == ["E"])
        #expect(try document.select("input[name=q]").count == 1)
        #expect(try texts("[rel=next]") == ["D"])
    }

    @Test func descendantAndChild_combinators() throws {
        #expect(try texts("#main a") == ["D"])
        #expect(try texts("#main > a").isEmpty)
        #expect(try texts("p > a") == ["D"])
        #expect(try texts("div>ul>li.done") == ["A"])
    }

    @Test func commaList_unitesInDocumentOrder() throws {
        #expect(try texts("a, li.done") == ["A", "D", "E"])
    }

    @Test func unsupportedSyntax_throws() {
        for css in ["a:hover", "li + li", "", "> a", "a >", "[href", "a[href=]", "a,"] {
            #expect(throws: HTMLTestKitError.self, "\(css)") { _ = try document.select(css) }
        }
    }
}
