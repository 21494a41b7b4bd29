/// A word of a quick-add text, as the phrases read it.
struct QuickAddToken: Equatable {
    /// The word as typed, without a trailing comma or semicolon.
    var text: String
    /// `text` lowercased: how numbers with dots (`15.`, `9.30`) and symbols are read.
    var raw: String
    /// `raw` without trailing punctuation (`friday.` is `friday`): how words are read.
    var word: String
    /// Where it stands in the text, in characters.
    var range: Range<Int>
    /// Whether it stands in quotes, or holds one: such a word is never read.
    var isLiteral: Bool

    /// The name a `+Name` word spells, as typed without its `+`; nil for any other word, and for
    /// one in quotes. The one test of whether a word may name a list: the parser matches it
    /// against the person's lists, and `AddReminderFromTextUseCase` reads them only when a word has one.
    var listNameTyped: String? {
        guard !isLiteral, text.count > 1, text.hasPrefix("+") else { return nil }
        return String(text.dropFirst())
    }

    /// The characters that open or close a quotation.
    static let quotes: Set<Character> = ["\"", "“", "”", "„", "«", "»"]

    /// The words of `characters`, split at white space; the words between quotes are literal.
    static func words(of characters: [Character]) -> [QuickAddToken] {
        var tokens: [QuickAddToken] = []
        var inQuote = false
        var start: Int?
        for index in 0...characters.count {
            let atSpace = index == characters.count || characters[index].isWhitespace
            if !atSpace {
                if start == nil { start = index }
                continue
            }
            guard let first = start else { continue }
            start = nil
            let typed = String(characters[first..<index])
            let quoteCount = typed.filter { quotes.contains($0) }.count
            let text = String(typed.reversed().drop { $0 == "," || $0 == ";" }.reversed())
            let raw = text.lowercased()
            let word = String(raw.reversed().drop { ".!?:".contains($0) }.reversed())
            tokens.append(QuickAddToken(text: text, raw: raw, word: word, range: first..<index, isLiteral: inQuote || quoteCount > 0))
            if quoteCount % 2 == 1 { inQuote.toggle() }
        }
        return tokens
    }
}
