import Domain
import Entities
import Mocks
@testable import Presentation
import Testing

/// What quick add read, as the message after adding says it, in English and German.
struct QuickAddTextTests {
    private let clock = FixedCalendarClock(localDate: .fixture("2026-11-25"), localTime: .fixture("14:30"))

    private let reading = QuickAddReading(
        title: "Buy milk", due: DueDate(date: .fixture("2026-11-26"), time: .fixture("09:00")),
        repeatRule: RepeatRule(.weekly(on: [.thursday])), priority: .high, tags: [Tag("shop")!], listName: "Groceries",
        spans: [.init(text: "tomorrow 9am", kind: .due, range: 9..<21)]
    )

    @Test func everythingRead_isSaid_inTheCatalogsLanguage() throws {
        let english = QuickAddText(strings: try StringCatalog.bundled(language: "en"), clock: clock)
        let german = QuickAddText(strings: try StringCatalog.bundled(language: "de"), clock: clock)

        #expect(english.text(reading) == "Due Tomorrow, 09:00 · Weekly on Thu · Priority High · #shop · in Groceries")
        #expect(german.text(reading) == "Fällig Morgen, 09:00 · Wöchentlich am Do. · Priorität Hoch · #shop · in Groceries")
    }

    @Test func onlyWhatWasRead_isSaid_andNothingForATextReadAsNothing() throws {
        let english = QuickAddText(strings: try StringCatalog.bundled(language: "en"), clock: clock)
        let tagged = QuickAddReading(title: "Buy milk", tags: [Tag("shop")!], spans: [.init(text: "#shop", kind: .tag, range: 9..<14)])

        #expect(english.text(tagged) == "#shop")
        #expect(english.text(QuickAddReading(title: "Call May")) == nil)
    }
}
