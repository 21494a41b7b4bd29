import Entities

/// The one-time message after a redirect ("List “Books” deleted"), kept as a catalog key and its
/// arguments rather than as text, so that it is written in words only by the page that shows
/// it, in that page's language: a flash set on a German page and shown on an English one (after
/// signing out, or after changing the language) is English, and one message is in one language.
public struct FlashText: Sendable, Equatable {
    /// One of a message's arguments.
    public enum Argument: Sendable, Equatable {
        /// Text as the person typed or named it, the same in every language: a list's name, a
        /// title, an address.
        case text(String)
        /// A number; a plural key's first argument is its count.
        case number(Int)
        /// Another catalog text, in the same language as the message: the sort order's name.
        case key(StringKey)
        /// A day, with its time if it has one, written in full ("29 Nov 2026, 09:00"): a flash has
        /// no "today" of its own to be relative to.
        case date(DueDate)
    }

    /// The message's catalog key.
    public let key: StringKey
    /// What goes in its placeholders, in order (a plural key's count first).
    public let arguments: [Argument]

    /// The message of `key` with `arguments` in its placeholders.
    public init(_ key: StringKey, _ arguments: Argument...) {
        self.init(key, arguments: arguments)
    }

    /// The message of `key` with `arguments` in its placeholders.
    public init(_ key: StringKey, arguments: [Argument]) {
        self.key = key
        self.arguments = arguments
    }

    /// The message in `strings`' language; nil when the key takes another number of arguments
    /// than it has (a cookie from an older version of the app), or a plural key's first is not
    /// a number, so that such a message is not shown rather than shown half-filled.
    public func text(in strings: StringCatalog) -> String? {
        guard strings.placeholderCount(of: key.rawValue) == arguments.count else { return nil }
        let texts = arguments.map { $0.text(in: strings) }
        guard strings.isPlural(key.rawValue) else { return strings.text(key.rawValue, texts) }
        guard case .number(let count)? = arguments.first else { return nil }
        return strings.pluralForm(key.rawValue, count: count, Array(texts.dropFirst()))
    }
}

extension FlashText.Argument {
    /// The argument as `strings` writes it.
    func text(in strings: StringCatalog) -> String {
        switch self {
        case .text(let text): return text
        case .number(let number): return String(number)
        case .key(let key): return strings[key]
        case .date(let due):
            let formats = strings.dateFormats
            let day = formats.long.format(due.date, weekdays: formats.weekdays, months: formats.months)
            guard let time = due.time else { return day }
            return formats.dayAndTime.filled(day, time.description)
        }
    }
}
