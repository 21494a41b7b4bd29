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

    @Test func escaping_findsEachSpecialAtEveryPositionOfALongerText() throws {
        // Eight bytes at a time without a special one are copied whole: a special in any place of
        // a chunk, and in the bytes after the last whole chunk, must still be escaped.
        for special in ["&", "<", ">", "\"", "'"] {
            for length in [1, 7, 8, 9, 15, 16, 17, 24, 31] {
                for position in 0..<length {
                    var characters = Array(repeating: "a", count: length)
                    characters[position] = special
                    let text = characters.joined()
                    #expect(try render("{{text}}", ["text": .string(text)]) == Self.escaped(text), "\(text)")
                }
            }
        }
    }

    @Test func escaping_leavesBytesNearTheSpecialsAlone() throws {
        // Neighbours of the special bytes, and multi-byte characters whose bytes are the specials'
        // plus 0x80 (¦ is C2 A6, ¼ C2 BC, ¾ C2 BE, ¢ C2 A2, § C2 A7), in chunks of eight and across them.
        let text = "%()=?!#$;:¦¼¾¢§ Größe “ok” 🙂 ✓ ab"
        #expect(try render("{{text}}", ["text": .string(text)]) == text)
        let mixed = "¦<¼&¾\"¢'§>" + text + "<"
        #expect(try render("{{text}}", ["text": .string(mixed)]) == Self.escaped(mixed))
    }

    /// `text` escaped one character at a time, as the specification says.
    private static func escaped(_ text: String) -> String {
        let entities: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]
        return text.map { entities[$0] ?? String($0) }.joined()
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
