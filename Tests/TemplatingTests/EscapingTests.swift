import Templating
import Testing

struct EscapingTests {
    @Test func doubleMustache_escapesAmpersandAnglesAndQuotes() throws {
        let output = try render("{{text}}", ["text": "<a href=\"x\" title='y'>Tom & Jerry</a>"])
        #expect(output == "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;")
    }

    @Test func tripleMustache_writesMarkupUnchanged() throws {
        #expect(try render("{{{html}}}", ["html": "<b>&'\"</b>"]) == "<b>&'\"</b>")
    }

    @Test func ampersandTag_writesMarkupUnchanged() throws {
        #expect(try render("{{& html}}", ["html": "<b>&'\"</b>"]) == "<b>&'\"</b>")
    }

    @Test func escaping_leavesOtherTextAndUnicodeAlone() throws {
        #expect(try render("{{text}}", ["text": "Größe: 5 — “ok” /= \\ ✓ 🙂"]) == "Größe: 5 — “ok” /= \\ ✓ 🙂")
    }

    @Test func escaping_handlesLongStringsWithManySpecials() throws {
        let text = String(repeating: "<&>\"'x", count: 500)
        let expected = String(repeating: "&lt;&amp;&gt;&quot;&#39;x", count: 500)
        #expect(try render("{{text}}", ["text": .string(text)]) == expected)
    }

    @Test func templateText_isNeverEscaped() throws {
        #expect(try render("<p class=\"a\">&amp; {{n}}</p>", ["n": 1]) == "<p class=\"a\">&amp; 1</p>")
    }

    @Test func numbersAndBooleans_interpolateAsText() throws {
        let output = try render("{{i}} {{n}} {{d}} {{w}} {{t}} {{f}}",
                                ["i": 42, "n": -7, "d": 1.25, "w": 3.0, "t": true, "f": false])
        #expect(output == "42 -7 1.25 3 true false")
    }
}
