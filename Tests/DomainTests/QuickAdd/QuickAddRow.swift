import Domain
import Entities
import Foundation
import Testing

/// One row of the quick-add tables: a text typed at a moment, and what must be read from it.
struct QuickAddRow: Sendable, CustomTestStringConvertible {
    /// The text typed.
    var text: String
    /// The title expected.
    var title: String
    /// The due day expected, `2026-11-26` or `2026-11-26 09:00`; nil for none.
    var due: String?
    /// The repeat expected: `daily`, `daily/2`, `weekly MO`, `weekly/2 WE`, `weekdays`,
    /// `monthly 15`, `yearly`, `yearly/2`; nil for none.
    var repeats: String?
    /// The priority expected.
    var priority: Priority?
    /// The tags expected.
    var tags: [String]
    /// The list expected.
    var list: String?
    /// When and where it was typed.
    var moment: QuickAddMoment

    var testDescription: String { "\(text) [\(moment.name)]" }

    /// A text from which everything in the arguments is read.
    static func read(
        _ text: String, _ title: String, due: String? = nil, repeats: String? = nil, priority: Priority? = nil, tags: [String] = [],
        list: String? = nil, at moment: QuickAddMoment = .base
    ) -> QuickAddRow {
        QuickAddRow(text: text, title: title, due: due, repeats: repeats, priority: priority, tags: tags, list: list, moment: moment)
    }

    /// A title of which nothing must be read.
    static func kept(_ text: String, at moment: QuickAddMoment = .base) -> QuickAddRow {
        QuickAddRow(text: text, title: text, due: nil, repeats: nil, priority: nil, tags: [], list: nil, moment: moment)
    }

    /// Whether nothing must be read.
    var readsNothing: Bool { title == text }

    /// The reading the row expects, spans aside.
    func expected() -> QuickAddReading {
        QuickAddReading(
            title: title, due: due.map(Self.dueDate), repeatRule: repeats.map(expectedRule), priority: priority,
            tags: tags.compactMap { Tag($0) }, listName: list
        )
    }

    /// `2026-11-26` or `2026-11-26 09:00` as a due date.
    private static func dueDate(_ text: String) -> DueDate {
        let parts = text.split(separator: " ")
        return DueDate(date: LocalDate(parts[0])!, time: parts.count > 1 ? LocalTime(parts[1])! : nil)
    }

    /// The repeat's notation as a rule, in the moment's week.
    private func expectedRule(_ text: String) -> RepeatRule {
        let words = text.split(separator: " ")
        let kind = words[0].split(separator: "/")
        let interval = kind.count > 1 ? Int(kind[1])! : 1
        let argument = words.count > 1 ? String(words[1]) : ""
        switch kind[0] {
        case "daily": return RepeatRule(.daily, every: interval)
        case "weekly": return RepeatRule(.weekly(on: [Weekday(rawValue: argument)!], weekStart: moment.weekStart), every: interval)
        case "weekdays": return RepeatRule(.weekdays)
        case "monthly": return RepeatRule(.monthly(day: Int(argument)!), every: interval)
        default: return RepeatRule(.yearly, every: interval)
        }
    }
}

/// A moment a text is typed at, in a zone and week.
struct QuickAddMoment: Sendable {
    var name: String
    var instant: Date
    var timeZone: TimeZone
    var weekStart: WeekStart

    private static let berlin = TimeZone(identifier: "Europe/Berlin")!

    /// Wednesday 25 November 2026, 14:30 in Berlin, weeks from Monday.
    static let base = QuickAddMoment(name: "base", instant: utc("2026-11-25T13:30:00Z"), timeZone: berlin, weekStart: .monday)
    /// The same, weeks from Sunday.
    static let sundayWeeks = QuickAddMoment(name: "sundayWeeks", instant: base.instant, timeZone: berlin, weekStart: .sunday)
    /// The same instant in New York: 08:30.
    static let newYork = QuickAddMoment(
        name: "newYork", instant: base.instant, timeZone: TimeZone(identifier: "America/New_York")!, weekStart: .monday
    )
    /// Saturday 28 March 2026, 23:30 in Berlin: at 02:00 that night clocks go to 03:00.
    static let spring = QuickAddMoment(name: "spring", instant: utc("2026-03-28T22:30:00Z"), timeZone: berlin, weekStart: .monday)
    /// Sunday 25 October 2026, 01:30 summer time in Berlin: at 03:00 clocks go back to 02:00.
    static let autumn = QuickAddMoment(name: "autumn", instant: utc("2026-10-24T23:30:00Z"), timeZone: berlin, weekStart: .monday)
    /// Saturday 31 January 2026, 10:00 in Berlin: a month's last day.
    static let monthEnd = QuickAddMoment(name: "monthEnd", instant: utc("2026-01-31T09:00:00Z"), timeZone: berlin, weekStart: .monday)
    /// Tuesday 29 February 2028, 10:00 in Berlin.
    static let leapDay = QuickAddMoment(name: "leapDay", instant: utc("2028-02-29T09:00:00Z"), timeZone: berlin, weekStart: .monday)

    private static func utc(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }
}
