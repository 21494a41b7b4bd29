import Entities
@testable import Presentation
import Testing

/// A repeat in words, as a row's muted line shows it, in English and German.
struct RepeatTextTests {
    static let german: StringCatalog = {
        do { return try StringCatalog.bundled(language: "de") } catch { fatalError("German catalog: \(error)") }
    }()

    @Test(arguments: [
        (RepeatRule(.daily), "Daily", "Täglich"),
        (RepeatRule(.daily, every: 3), "Every 3 days", "Alle 3 Tage"),
        (RepeatRule(.weekdays), "Every weekday", "Werktags"),
        (RepeatRule(.weekdays, every: 2), "Every 2 weeks on weekdays", "Alle 2 Wochen werktags"),
        (RepeatRule(.weekly(on: [.thursday, .monday])), "Weekly on Mon, Thu", "Wöchentlich am Mo., Do."),
        (RepeatRule(.weekly(on: [.sunday, .saturday]), every: 3), "Every 3 weeks on Sat, Sun", "Alle 3 Wochen am Sa., So."),
        (RepeatRule(.monthly(day: 15)), "Monthly on day 15", "Monatlich am 15."),
        (RepeatRule(.monthly(day: 1), every: 6), "Every 6 months on day 1", "Alle 6 Monate am 1."),
        (RepeatRule(.monthlyOnLastDay), "Monthly on the last day", "Monatlich am letzten Tag"),
        (RepeatRule(.yearly), "Yearly", "Jährlich"),
        (RepeatRule(.yearly, every: 2), "Every 2 years", "Alle 2 Jahre"),
        (RepeatRule(.daily, end: .afterOccurrences(5)), "Daily, 5 times", "Täglich, 5-mal"),
        (RepeatRule(.yearly, end: .afterOccurrences(1)), "Yearly, once", "Jährlich, einmal"),
        (RepeatRule(.monthlyOnLastDay, end: .onDate(.fixture("2027-12-31"))), "Monthly on the last day until 31 Dec 2027",
         "Monatlich am letzten Tag bis 31. Dez. 2027"),
    ])
    func aRule_readsInWords(rule: RepeatRule, english: String, german: String) {
        #expect(RepeatText(strings: strings).text(rule) == english)
        #expect(RepeatText(strings: Self.german).text(rule) == german)
    }
}
