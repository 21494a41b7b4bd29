import Entities

/// The phrases quick add reads, in one language: which words at a place of a text make one, and
/// what it says.
struct QuickAddPhrases {
    /// A phrase found.
    struct Match: Equatable {
        /// How many words it takes.
        var length: Int
        /// What it says.
        var piece: QuickAddPiece
        /// Whether it is read only at the end of a text: a bare weekday (`Sunday roast recipe`) or
        /// a repeat in one word (`Weekly report`) starts many titles.
        var endOnly = false
    }

    /// The words.
    let vocabulary: QuickAddVocabulary
    /// The names of the person's lists, which `+Name` may name.
    let listNames: [String]

    /// The longest phrase that starts at word `index` of `tokens`, or nil.
    func match(_ tokens: [QuickAddToken], at index: Int) -> Match? {
        let words = Words(tokens: tokens, start: index)
        guard !words.isLiteral else { return nil }
        let found = [symbol(words), day(words), weekday(words), nextOrThis(words), later(words), dayOfMonth(words),
                     monthDay(words), dottedDate(words), time(words), dayPart(words), repeats(words)]
        return found.compactMap { $0 }.max { $0.length < $1.length }
    }

    /// `#tag`, `+List`, `!1`–`!3`.
    private func symbol(_ words: Words) -> Match? {
        let text = words.firstText
        if text.hasPrefix("#"), let tag = Tag(text) { return Match(length: 1, piece: .tag(tag)) }
        if let typed = words.first.listNameTyped, let name = listNames.first(where: { Self.folded($0) == Self.folded(typed) }) {
            return Match(length: 1, piece: .list(name))
        }
        let priorities: [String: Priority] = ["!1": .high, "!2": .medium, "!3": .low]
        return priorities[text].map { Match(length: 1, piece: .priority($0)) }
    }

    /// A list's name as `+Name` may spell it: lowercased, without spaces, `-` or `_`.
    static func folded(_ name: String) -> String {
        name.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" }
    }

    /// `today`, `by tomorrow`, `day after tomorrow`, `tonight`, `2026-12-05`.
    private func day(_ words: Words) -> Match? {
        if let date = LocalDate(words.raw(0)) { return Match(length: 1, piece: .day(.date(date))) }
        if let time = vocabulary.dayAndTimeWords[words.word(0)] { return Match(length: 1, piece: .dayAndTime(.offset(days: 0), time)) }
        if words.word(0) == "day", words.word(1) == "after", words.word(2) == "tomorrow" {
            return Match(length: 3, piece: .day(.offset(days: 2)))
        }
        let prefixed = vocabulary.byWords.contains(words.word(0)) ? 1 : 0
        return vocabulary.dayWords[words.word(prefixed)].map { Match(length: prefixed + 1, piece: .day(.offset(days: $0))) }
    }

    /// `friday` (only at the end), `on friday`, `this friday`, `next friday`, `am Freitag`.
    private func weekday(_ words: Words) -> Match? {
        if let weekday = vocabulary.weekdays[words.word(0)] {
            return Match(length: 1, piece: .day(.weekday(weekday, nextWeek: false)), endOnly: true)
        }
        guard let weekday = vocabulary.weekdays[words.word(1)] else { return nil }
        if vocabulary.nextWords.contains(words.word(0)) { return Match(length: 2, piece: .day(.weekday(weekday, nextWeek: true))) }
        guard vocabulary.dayPrefixes.contains(words.word(0)) || vocabulary.thisWords.contains(words.word(0)) else { return nil }
        return Match(length: 2, piece: .day(.weekday(weekday, nextWeek: false)))
    }

    /// `next week`, `next month`, `next year`, `next weekend`, `this weekend`, `am Wochenende`.
    private func nextOrThis(_ words: Words) -> Match? {
        let second = words.word(1)
        if vocabulary.weekendWords.contains(second) {
            if vocabulary.nextWords.contains(words.word(0)) { return Match(length: 2, piece: .day(.weekend(nextWeek: true))) }
            let this = vocabulary.thisWords.contains(words.word(0)) || vocabulary.dayPrefixes.contains(words.word(0))
            return this ? Match(length: 2, piece: .day(.weekend(nextWeek: false))) : nil
        }
        guard vocabulary.nextWords.contains(words.word(0)), let unit = vocabulary.units[second] else { return nil }
        let days: [QuickAddVocabulary.Unit: QuickAddPiece.Day] = [.week: .nextWeek, .month: .nextMonth, .year: .nextYear]
        return days[unit].map { Match(length: 2, piece: .day($0)) }
    }

    /// `in 3 days`, `in a week`, `in 2 hours`, `in einer Stunde`.
    private func later(_ words: Words) -> Match? {
        guard words.word(0) == vocabulary.inWord, let count = number(words.word(1)), let unit = vocabulary.units[words.word(2)] else {
            return nil
        }
        let piece: QuickAddPiece = switch unit {
        case .minute: .later(minutes: count)
        case .hour: .later(minutes: count * 60)
        case .day: .day(.offset(days: count))
        case .week: .day(.offset(days: count * 7))
        case .month: .day(.months(count))
        case .year: .day(.years(count))
        }
        return Match(length: 3, piece: piece)
    }

    /// `on the 15th`, `am 15.`.
    private func dayOfMonth(_ words: Words) -> Match? {
        switch vocabulary.ordinals {
        case .suffixed:
            guard words.word(0) == "on", words.word(1) == "the", let day = ordinal(words.word(2)) else { return nil }
            return Match(length: 3, piece: .day(.dayOfMonth(day)))
        case .dotted:
            guard vocabulary.dayPrefixes.contains(words.word(0)), let day = ordinal(words.raw(1)) else { return nil }
            return Match(length: 2, piece: .day(.dayOfMonth(day)))
        }
    }

    /// `december 5`, `dec 5th 2027`, `5th of december`, `on 5 dec`; `5. Dezember`, `am 15.12.`, `15.12.2026`.
    private func monthDay(_ words: Words) -> Match? {
        let prefixed = vocabulary.dayPrefixes.contains(words.word(0)) ? 1 : 0
        let rest = words.dropping(prefixed)
        guard let (length, month, day) = monthAndDay(rest) else { return nil }
        if let year = Int(rest.word(length)), rest.word(length).count == 4 {
            return LocalDate(year: year, month: month, day: day).map { Match(length: prefixed + length + 1, piece: .day(.date($0))) }
        }
        // A day no year has (30 February) is no date.
        guard LocalDate(year: 2000, month: month, day: day) != nil else { return nil }
        return Match(length: prefixed + length, piece: .day(.monthDay(month: month, day: day)))
    }

    /// The month and day at the start of `words`, and how many words they take.
    private func monthAndDay(_ words: Words) -> (Int, Int, Int)? {
        switch vocabulary.ordinals {
        case .suffixed:
            if let month = vocabulary.months[words.word(0)], let day = ordinal(words.word(1)) ?? plainDay(words.word(1)) {
                return (2, month, day)
            }
            guard let day = ordinal(words.word(0)) ?? plainDay(words.word(0)) else { return nil }
            let of = words.word(1) == "of" ? 1 : 0
            return vocabulary.months[words.word(1 + of)].map { (2 + of, $0, day) }
        case .dotted:
            if let day = ordinal(words.raw(0)), let month = vocabulary.months[words.word(1)] { return (2, month, day) }
            return numericDate(words.raw(0)).map { (1, $0.month, $0.day) }
        }
    }

    /// `15.12.` as month and day.
    private func numericDate(_ raw: String) -> (month: Int, day: Int)? {
        let parts = raw.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].isEmpty, let day = plainDay(String(parts[0])), let month = Int(parts[1]), (1...12).contains(month) else {
            return nil
        }
        return (month, day)
    }

    /// `15.12.2026`.
    private func dottedDate(_ words: Words) -> Match? {
        let prefixed = vocabulary.dayPrefixes.contains(words.word(0)) ? 1 : 0
        let parts = words.raw(prefixed).split(separator: ".", omittingEmptySubsequences: false)
        guard vocabulary.ordinals == .dotted, parts.count == 3, parts[2].count == 4, let year = Int(parts[2]),
              let day = plainDay(String(parts[0])), let month = Int(parts[1]), let date = LocalDate(year: year, month: month, day: day)
        else { return nil }
        return Match(length: prefixed + 1, piece: .day(.date(date)))
    }

    /// `9am`, `at 9:30 pm`, `21:00`, `at noon`; `9 Uhr`, `um 9`, `um 9.30 Uhr`.
    private func time(_ words: Words) -> Match? {
        let prefixed = vocabulary.timePrefixes.contains(words.word(0)) ? 1 : 0
        let rest = words.dropping(prefixed)
        if prefixed == 1, let time = vocabulary.dayParts[rest.word(0)] { return Match(length: 2, piece: .time(time)) }
        guard let (length, time) = clockTime(rest, prefixed: prefixed == 1) else { return nil }
        return Match(length: prefixed + length, piece: .time(time))
    }

    /// A time of day at the start of `words` and how many words it takes.
    private func clockTime(_ words: Words, prefixed: Bool) -> (Int, LocalTime)? {
        switch vocabulary.clock {
        case .twelveHour:
            let first = words.word(0)
            for suffix in ["am", "pm"] where first.hasSuffix(suffix) {
                return twelveHour(String(first.dropLast(2)), pm: suffix == "pm").map { (1, $0) }
            }
            let meridiem = ["am": false, "a.m": false, "pm": true, "p.m": true][words.word(1)]
            if let pm = meridiem { return twelveHour(first, pm: pm).map { (2, $0) } }
            return hourAndMinute(first, separator: ":", bare: prefixed).map { (1, $0) }
        case .twentyFourHour:
            let first = words.raw(0)
            let uhr = words.word(1) == "uhr"
            if uhr || prefixed, let hour = Int(first), let time = LocalTime(hour: hour, minute: 0) { return (uhr ? 2 : 1, time) }
            let time = hourAndMinute(first, separator: ":", bare: uhr || prefixed)
                ?? (uhr || prefixed ? hourAndMinute(first, separator: ".", bare: true) : nil)
            return time.map { (uhr ? 2 : 1, $0) }
        }
    }

    /// `9`, `9:30` with am or pm.
    private func twelveHour(_ text: String, pm: Bool) -> LocalTime? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard let hour = Int(parts[0]), (1...12).contains(hour), parts.count <= 2 else { return nil }
        let minute = parts.count == 2 ? Int(parts[1]).flatMap { parts[1].count == 2 ? $0 : nil } : 0
        return minute.flatMap { LocalTime(hour: hour % 12 + (pm ? 12 : 0), minute: $0) }
    }

    /// `21:00`; `9:30` only when `bare` (after `at`, or with `Uhr`): `John 3:16` is a verse.
    private func hourAndMinute(_ text: String, separator: Character, bare: Bool) -> LocalTime? {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, parts[0].count == 2 || (bare && parts[0].count == 1),
              let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return nil }
        return LocalTime(hour: hour, minute: minute)
    }

    /// `morning`, `abends`: a time that needs a day beside it.
    private func dayPart(_ words: Words) -> Match? {
        vocabulary.dayParts[words.word(0)].map { Match(length: 1, piece: .dayPart($0)) }
    }

    /// `daily` (only at the end), `every day`, `every 2 weeks`, `every other month`, `every monday`,
    /// `every weekday`, `every 15th`; `jeden Monat`, `alle 2 Wochen`, `jeden 15.`.
    private func repeats(_ words: Words) -> Match? {
        if let rule = vocabulary.repeatWords[words.word(0)] { return Match(length: 1, piece: .repeats(rule), endOnly: true) }
        guard vocabulary.everyWords.contains(words.word(0)) else { return nil }
        let next = words.word(1)
        if let weekday = vocabulary.weekdays[next] { return Match(length: 2, piece: .repeats(.weekday(weekday))) }
        if vocabulary.workdayWords.contains(next) { return Match(length: 2, piece: .repeats(.workdays)) }
        if let day = ordinal(vocabulary.ordinals == .dotted ? words.raw(1) : next) {
            return Match(length: 2, piece: .repeats(.dayOfMonth(day)))
        }
        let counted = vocabulary.otherWords.contains(next) ? 2 : Int(next).flatMap { RepeatRule.intervals.contains($0) ? $0 : nil }
        let interval = counted ?? vocabulary.numbers[next] ?? 1
        let length = counted != nil || vocabulary.numbers[next] != nil ? 3 : 2
        let repeats: [QuickAddVocabulary.Unit: QuickAddPiece.Repeat] = [
            .day: .days(interval), .week: .weeks(interval), .month: .months(interval), .year: .years(interval),
        ]
        return vocabulary.units[words.word(length - 1)].flatMap { repeats[$0] }.map { Match(length: length, piece: .repeats($0)) }
    }

    /// A count of 1 to 999, in digits or a word.
    private func number(_ word: String) -> Int? {
        if let count = Int(word) { return (1...999).contains(count) ? count : nil }
        return vocabulary.numbers[word]
    }

    /// A day of the month as an ordinal: `15th` (English), `15.` (German).
    private func ordinal(_ text: String) -> Int? {
        let suffixes = vocabulary.ordinals == .suffixed ? ["st", "nd", "rd", "th"] : ["."]
        guard let suffix = suffixes.first(where: { text.hasSuffix($0) }) else { return nil }
        return plainDay(String(text.dropLast(suffix.count)))
    }

    /// A day of the month in digits, 1 to 31.
    private func plainDay(_ text: String) -> Int? {
        guard (1...2).contains(text.count), let day = Int(text), RepeatRule.monthDays.contains(day) else { return nil }
        return day
    }
}

/// The words from one place of a text on, read past its end as empty.
private struct Words {
    let tokens: [QuickAddToken]
    let start: Int

    /// Whether the first word is literal.
    var isLiteral: Bool { tokens[start].isLiteral }

    /// The word `offset` words on, as read (empty past the end, or for a literal word).
    func word(_ offset: Int) -> String { token(offset)?.word ?? "" }

    /// The word `offset` words on, lowercased with its punctuation.
    func raw(_ offset: Int) -> String { token(offset)?.raw ?? "" }

    /// The first word.
    var first: QuickAddToken { tokens[start] }

    /// The first word, as typed.
    var firstText: String { first.text }

    /// The words from `count` words on.
    func dropping(_ count: Int) -> Words { Words(tokens: tokens, start: start + count) }

    private func token(_ offset: Int) -> QuickAddToken? {
        let index = start + offset
        guard index < tokens.count, !tokens[index].isLiteral else { return nil }
        return tokens[index]
    }
}
