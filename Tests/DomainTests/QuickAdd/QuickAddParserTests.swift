import Domain
import Entities
import Foundation
import Testing

/// The phrases of quick add, in both languages, from the tables beside this file.
enum QuickAddTable {}

struct QuickAddParserTests {
    private static let englishLists = ["Groceries", "Work", "Weekly shop"]
    private static let germanLists = ["Einkäufe", "Arbeit"]

    @Test(arguments: QuickAddTable.english)
    func english_readsWhatTheRowSays(_ row: QuickAddRow) {
        check(row, language: .english, lists: Self.englishLists)
    }

    @Test(arguments: QuickAddTable.german)
    func german_readsWhatTheRowSays(_ row: QuickAddRow) {
        check(row, language: .german, lists: Self.germanLists)
    }

    @Test func tables_holdAtLeast150PhrasesPerLanguage_40OfThemTitlesReadAsNothing() {
        for table in [QuickAddTable.english, QuickAddTable.german] {
            #expect(table.count >= 150)
            #expect(table.filter(\.readsNothing).count >= 40)
        }
    }

    @Test func spans_sayWhatWasReadWhereItStands() {
        let parser = QuickAddParser(language: .english, timeZone: QuickAddMoment.base.timeZone, weekStart: .monday)
        let reading = parser.read("Buy milk tomorrow 9am !1 #shop +groceries", at: QuickAddMoment.base.instant, listNames: ["Groceries"])
        #expect(reading.spans == [
            .init(text: "tomorrow 9am", kind: .due, range: 9..<21),
            .init(text: "!1", kind: .priority, range: 22..<24),
            .init(text: "#shop", kind: .tag, range: 25..<30),
            .init(text: "+groceries", kind: .list, range: 31..<41),
        ])
        #expect(!reading.isEmpty)
    }

    @Test func spans_ofBothRuns_andOfARepeat() {
        let parser = QuickAddParser(language: .english, timeZone: QuickAddMoment.base.timeZone, weekStart: .monday)
        let reading = parser.read("Tomorrow water plants every day", at: QuickAddMoment.base.instant)
        #expect(reading.spans == [
            .init(text: "Tomorrow", kind: .due, range: 0..<8),
            .init(text: "every day", kind: .repeats, range: 22..<31),
        ])
    }

    @Test func textReadAsNothing_isItsTitleUnchanged_withoutSpans() {
        let parser = QuickAddParser(language: .german, timeZone: QuickAddMoment.base.timeZone, weekStart: .monday)
        let reading = parser.read("  Guten Morgen  ", at: QuickAddMoment.base.instant)
        #expect(reading == QuickAddReading(title: "  Guten Morgen  "))
        #expect(reading.isEmpty)
    }

    /// The use case reads the person's lists only for a text `mayNameList` holds; the parser
    /// reads a list only in such a text (and only one of the person's, in a run at an end).
    @Test(arguments: [
        ("Buy milk +Groceries", true, true), ("Buy milk, +Groceries,", true, true), ("+Groceries Buy milk", true, true),
        ("Call +49 30 1234", true, false), ("Buy milk +Books", true, false),
        ("Buy milk", false, false), ("Buy milk \"+Groceries\"", false, false), ("1 + 1", false, false), ("C++ course", false, false),
    ])
    func mayNameList_isTrueForAPlusWordOutsideQuotes(text: String, mayNameList: Bool, readsList: Bool) {
        #expect(QuickAddParser.mayNameList(text) == mayNameList)
        let parser = QuickAddParser(language: .english, timeZone: QuickAddMoment.base.timeZone, weekStart: .monday)
        let reading = parser.read(text, at: QuickAddMoment.base.instant, listNames: ["Groceries", "49"])
        #expect(reading.listName == (readsList ? "Groceries" : nil))
    }

    @Test func language_followsTheLanguageCode() {
        #expect(QuickAddLanguage(code: "de") == .german)
        #expect(QuickAddLanguage(code: "de-AT") == .german)
        #expect(QuickAddLanguage(code: "en") == .english)
        #expect(QuickAddLanguage(code: "fr") == .english)
    }

    private func check(_ row: QuickAddRow, language: QuickAddLanguage, lists: [String]) {
        let parser = QuickAddParser(language: language, timeZone: row.moment.timeZone, weekStart: row.moment.weekStart)
        var reading = parser.read(row.text, at: row.moment.instant, listNames: lists)
        #expect(reading.spans.isEmpty == row.readsNothing, "what was read: \(reading.spans.map(\.text))")
        reading.spans = []
        #expect(reading == row.expected())
    }
}
