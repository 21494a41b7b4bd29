import Entities
import Foundation

/// Reads a reminder as a person types it in one line ("Buy milk tomorrow 9am !1 #shop +Groceries"):
/// a day and time, a repeat, a priority, tags and a list, in English or German, in the person's
/// time zone and week.
///
/// Only whole words are read, and only a run of them at the end of the text or at its start,
/// never words inside the title ("Watch Friday Night Lights"); words in quotes stay text. To keep
/// titles that merely look like dates (other apps' users report "Call May", "Read 1984",
/// "March for climate", "Sunday roast recipe", "Weekly report", "Black Friday deals", "John 3:16"):
/// - a month's name is read only with a day, a number only as a time or a day (`9am`, `21:00`,
///   `9 Uhr`, `on the 15th`), an hour without minutes only with am/pm or Uhr, `H:MM` only after
///   `at`/`um` or with am/pm or Uhr (`21:00` is read alone);
/// - a bare weekday and a one-word repeat (`daily`, `wöchentlich`) only at the end;
/// - a part of a day (`morning`, `abends`) only beside a day;
/// - nothing after a word that ties it to the title (`the`, `of`, `for`, `Black`, `Good`, `Guten`,
///   `am` when it is no phrase of its own), so "The Day After Tomorrow" and "Guten Morgen" stay.
/// A text is never read down to nothing: at least one word stays its title.
public struct QuickAddParser: Sendable {
    /// The language read.
    public let language: QuickAddLanguage
    /// The person's time zone: days, times and "in 2 hours" are theirs.
    public let timeZone: TimeZone
    /// The first day of their week: "next friday" and "next week" count from it.
    public let weekStart: WeekStart

    /// A parser for one person.
    public init(language: QuickAddLanguage, timeZone: TimeZone, weekStart: WeekStart) {
        self.language = language
        self.timeZone = timeZone
        self.weekStart = weekStart
    }

    /// What `text` says, typed at `now`.
    /// - Parameter listNames: the names of the person's lists; `+Name` naming none of them stays text.
    public func read(_ text: String, at now: Date, listNames: [String] = []) -> QuickAddReading {
        let characters = Array(text)
        let tokens = QuickAddToken.words(of: characters)
        let phrases = QuickAddPhrases(vocabulary: language.vocabulary, listNames: listNames)
        let trailing = trailingRun(tokens, phrases: phrases)
        let leading = leadingRun(tokens, before: trailing.start, besides: trailing.matches, phrases: phrases)
        let matches = leading.matches + trailing.matches
        guard !matches.isEmpty else { return QuickAddReading(title: text) }
        let titleRange = tokens[leading.end].range.lowerBound..<tokens[trailing.start - 1].range.upperBound
        let title = String(characters[titleRange]).trimmingCharacters(in: Self.titleEdges)
        // Punctuation alone is no title: the text is kept whole for the title's rule to judge.
        guard !title.isEmpty else { return QuickAddReading(title: text) }
        var reading = QuickAddReading(title: title, spans: spans(of: matches, in: characters, tokens: tokens))
        let resolution = QuickAddResolution(pieces: matches.map(\.piece), now: now, timeZone: timeZone, weekStart: weekStart)
        resolution.apply(to: &reading)
        return reading
    }

    /// Whether a word of `text` may name one of the person's lists (`+Groceries`, not in quotes):
    /// only then does `read(_:at:listNames:)` need their names.
    public static func mayNameList(_ text: String) -> Bool {
        QuickAddToken.words(of: Array(text)).contains { $0.listNameTyped != nil }
    }

    /// White space and the punctuation a run of recognised words leaves at the title's edge.
    private static let titleEdges = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: ",;:-–—"))

    /// A phrase found at a word.
    struct Found {
        var index: Int
        var match: QuickAddPhrases.Match
        var piece: QuickAddPiece { match.piece }
    }

    /// The longest run of phrases that ends the text and leaves a word before it that does not
    /// tie it to the title; `start` is the text's length when there is none.
    private func trailingRun(_ tokens: [QuickAddToken], phrases: QuickAddPhrases) -> (start: Int, matches: [Found]) {
        let blockers = language.vocabulary.blockers
        for start in tokens.indices.dropFirst() where !blockers.contains(tokens[start - 1].word) {
            if let run = run(tokens, from: start, to: tokens.count, besides: [], atEnd: true, phrases: phrases), run.end == tokens.count {
                return (start, run.matches)
            }
        }
        return (tokens.count, [])
    }

    /// The longest run of phrases that starts the text, ends before `end` and agrees with the
    /// run at the end.
    private func leadingRun(_ tokens: [QuickAddToken], before end: Int, besides other: [Found], phrases: QuickAddPhrases)
        -> (end: Int, matches: [Found])
    {
        let run = run(tokens, from: 0, to: end - 1, besides: other, atEnd: false, phrases: phrases)
        return run.map { ($0.end, $0.matches) } ?? (0, [])
    }

    /// Phrases read one after another from `start`, the longest at each word, up to `limit`: the
    /// longest such run that is whole (a part of a day beside a day) and agrees with `other`
    /// (one day, one time, one repeat, one priority, one list); nil when it is empty.
    private func run(
        _ tokens: [QuickAddToken], from start: Int, to limit: Int, besides other: [Found], atEnd: Bool, phrases: QuickAddPhrases
    ) -> (end: Int, matches: [Found])? {
        var index = start
        var matches: [Found] = []
        var filled = Set(other.flatMap(\.piece.parts))
        var best: (end: Int, matches: [Found])?
        while index < limit, let match = phrases.match(tokens, at: index), atEnd || !match.endOnly, index + match.length <= limit,
              filled.isDisjoint(with: match.piece.parts)
        {
            filled.formUnion(match.piece.parts)
            matches.append(Found(index: index, match: match))
            index += match.length
            if Self.isWhole(matches) { best = (index, matches) }
        }
        return best
    }

    /// Whether a part of a day in `matches` has a day beside it.
    private static func isWhole(_ matches: [Found]) -> Bool {
        let hasDayPart = matches.contains { if case .dayPart = $0.piece { true } else { false } }
        return !hasDayPart || matches.contains { $0.piece.parts.contains(.day) }
    }

    /// The spans of `matches`, neighbours of one kind joined.
    private func spans(of matches: [Found], in characters: [Character], tokens: [QuickAddToken]) -> [QuickAddReading.Span] {
        var spans: [QuickAddReading.Span] = []
        var previousEnd = -1
        for found in matches {
            let range = tokens[found.index].range.lowerBound..<tokens[found.index + found.match.length - 1].range.upperBound
            let kind = found.piece.kind
            if let last = spans.last, last.kind == kind, kind == .due, previousEnd == found.index {
                let joined = last.range.lowerBound..<range.upperBound
                spans[spans.count - 1] = QuickAddReading.Span(text: String(characters[joined]), kind: kind, range: joined)
            } else {
                spans.append(QuickAddReading.Span(text: String(characters[range]), kind: kind, range: range))
            }
            previousEnd = found.index + found.match.length
        }
        return spans
    }
}
