@testable import Presentation
import Testing

/// A row shows the notes' first line, cut to `ReminderRow.notesExcerptLength` characters (not
/// bytes) with "…", and "…" whenever more lines follow.
struct NotesExcerptTests {
    static let limit = ReminderRow.notesExcerptLength

    @Test(arguments: [
        ("Call before noon", "Call before noon"),
        ("Call before noon\nAsk about the lease", "Call before noon…"),
        ("Windows line\r\nnext", "Windows line…"),
        ("Old Mac line\rnext", "Old Mac line…"),
        ("Next line\u{85}after", "Next line…"),
        ("Line separator\u{2028}after", "Line separator…"),
        ("Form feed\u{0C}after", "Form feed…"),
        ("Trailing space before the break   \nmore", "Trailing space before the break…"),
        ("\nThe first line is empty", "…"),
        (String(repeating: "a", count: limit), String(repeating: "a", count: limit)),
        (String(repeating: "a", count: limit + 1), String(repeating: "a", count: limit - 1) + "…"),
        (String(repeating: "é", count: limit), String(repeating: "é", count: limit)),
        (String(repeating: "e\u{301}", count: limit), String(repeating: "e\u{301}", count: limit)),
        (String(repeating: "🇩🇪", count: limit + 1), String(repeating: "🇩🇪", count: limit - 1) + "…"),
        (String(repeating: "word ", count: 30), String(String(repeating: "word ", count: 30).prefix(limit - 1)).trimmingSuffix() + "…"),
        ("Käse\u{2029}Brot", "Käse…"),
    ])
    func theExcerpt_isTheFirstLine_cutToItsCharacters(notes: String, excerpt: String) {
        #expect(ReminderRowBuilder.excerpt(notes) == excerpt)
    }
}

private extension String {
    func trimmingSuffix() -> String {
        var text = Substring(self)
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return String(text)
    }
}
