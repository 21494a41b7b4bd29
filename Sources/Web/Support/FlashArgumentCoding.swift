import Entities
import Presentation

/// How each kind of a flash's argument (`FlashText.Argument`) travels in the flash's cookie
/// (`Flash`), one row per kind: a letter, then its value percent-encoded ("tGroceries", "n3",
/// "kOrder.Name.dueDate", "d2026-11-29T09%3A00"). The writing and the reading derive from the
/// rows, so a new kind is one row here.
struct FlashArgumentCoding: Sendable {
    /// The kind's letter in the cookie.
    let letter: Character
    /// The argument's value as text, when it is of this kind; nil for another kind.
    let value: @Sendable (FlashText.Argument) -> String?
    /// The argument read back from its value; nil when the value is malformed.
    let argument: @Sendable (String) -> FlashText.Argument?

    /// Every kind's row.
    static let all: [FlashArgumentCoding] = [
        FlashArgumentCoding(letter: "t", value: { if case .text(let text) = $0 { text } else { nil } }, argument: { .text($0) }),
        FlashArgumentCoding(
            letter: "n", value: { if case .number(let number) = $0 { String(number) } else { nil } }, argument: { Int($0).map { .number($0) } }
        ),
        FlashArgumentCoding(
            letter: "k", value: { if case .key(let key) = $0 { key.rawValue } else { nil } },
            argument: { StringKey(rawValue: $0).map { .key($0) } }
        ),
        FlashArgumentCoding(
            letter: "d", value: { if case .date(let due) = $0 { due.time.map { "\(due.date)T\($0)" } ?? due.date.description } else { nil } },
            argument: { value in
                let parts = value.split(separator: "T", omittingEmptySubsequences: false)
                guard parts.count <= 2, let date = LocalDate(parts[0]) else { return nil }
                guard parts.count == 2 else { return .date(DueDate(date: date)) }
                return LocalTime(parts[1]).map { .date(DueDate(date: date, time: $0)) }
            }
        ),
    ]

    /// `argument` as the cookie carries it: its kind's letter, then its value percent-encoded.
    static func coded(_ argument: FlashText.Argument) -> String {
        for coding in all {
            if let value = coding.value(argument) { return String(coding.letter) + value.percentEncodedComponent() }
        }
        // Every kind has a row (`FlashCookieTests` holds each to a round trip); one without
        // would be written as a letter no row reads, so its message would not be shown.
        return "?"
    }

    /// The argument `coded` carries; nil for an unknown letter or a malformed value.
    static func argument(_ coded: Substring) -> FlashText.Argument? {
        guard let letter = coded.first, let coding = all.first(where: { $0.letter == letter }),
              let value = coded.dropFirst().removingPercentEncoding else { return nil }
        return coding.argument(value)
    }
}
