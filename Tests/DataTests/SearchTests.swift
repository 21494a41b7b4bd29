@testable import Data
import Domain
import Entities
import Foundation
import Mocks
import Testing

@Suite struct SearchTests {
    /// A database with a few reminders to search, in two lists.
    private func withReminders(_ body: (TestDatabase) async throws -> Void) async throws {
        try await TestDatabase.with { test in
            let home = try await test.lists.create(name: "Home")
            let work = try await test.lists.create(name: "Work")
            try await test.add("Buy MILK", to: home, second: 1)
            try await test.add("Call the plumber", to: home, notes: "About the leaking milk tap", second: 2)
            try await test.add("Écrire à l'ÉCOLE", to: work, notes: "Sujet: la cantine", due: "2026-11-25", second: 3)
            try await test.add("Book a table at \"Zoë's\"", to: work, notes: "50% off", second: 4)
            try await test.add("Pay taxes", to: work, notes: "Ω form", second: 5)
            try await body(test)
        }
    }

    @Test func search_findsTitlesAndNotes_ignoringCase_inTheUsualOrder() async throws {
        try await withReminders { test in
            let page = try await test.reminders.reminders(matching: "Milk", page: PageRequest())

            #expect(page.titles == ["Buy MILK", "Call the plumber"])
            #expect(page.totalCount == 2)
        }
    }

    @Test(arguments: ["école", "ÉCOLE", "e\u{301}cole", "ÉCRIRE À"])
    func search_ignoresCaseBeyondASCII(query: String) async throws {
        try await withReminders { test in
            let page = try await test.reminders.reminders(matching: query, page: PageRequest())

            #expect(page.titles == ["Écrire à l'ÉCOLE"])
        }
    }

    @Test(arguments: [("éc", ["Écrire à l'ÉCOLE"]), ("ω", ["Pay taxes"]), ("%", ["Book a table at \"Zoë's\""]), ("ta", ["Call the plumber", "Book a table at \"Zoë's\"", "Pay taxes"])])
    func search_withOneOrTwoCharacters_findsSubstrings(query: String, titles: [String]) async throws {
        try await withReminders { test in
            let page = try await test.reminders.reminders(matching: query, page: PageRequest())

            #expect(page.titles == titles)
            #expect(page.totalCount == titles.count)
        }
    }

    @Test(arguments: ["\"zoë's\"", "50% off", "l'éc"])
    func search_takesQuotesAndSymbolsLiterally(query: String) async throws {
        try await withReminders { test in
            let page = try await test.reminders.reminders(matching: query, page: PageRequest())

            #expect(page.totalCount == 1)
        }
    }

    @Test(arguments: [
        ("kase", ["Käse kaufen"]), ("KÄSE", ["Käse kaufen"]), ("Kä", ["Käse kaufen"]), ("strasse", ["Straße fegen"]),
        ("ecole", ["Écrire à l'ÉCOLE"]), ("zoe", ["Book a table at \"Zoë's\""]), ("ß", ["Straße fegen"]),
    ])
    func search_ignoresAccents_inTheQueryAndTheText(query: String, titles: [String]) async throws {
        try await withReminders { test in
            let shop = try await test.lists.create(name: "Laden")
            try await test.add("Käse kaufen", to: shop, second: 6)
            try await test.add("Straße fegen", to: shop, second: 7)

            let page = try await test.reminders.reminders(matching: query, page: PageRequest())

            #expect(page.titles == titles)
        }
    }

    @Test func aFileFromBeforeAccentFreeKeys_findsItsRemindersWithoutTheirAccents() async throws {
        // given: a file whose keys ignore case only, as every release before `v25-search-keys` wrote them
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try await fileFromBefore("v23-list-appearance", in: folder, holding: """
            INSERT INTO user (email, displayName, passwordHash, createdAt) VALUES ('old@example.com', 'Old', 'h', 0);
            INSERT INTO reminderList (name, nameKey, createdAt, ownerID) VALUES ('Öl', 'öl', 0, 1);
            INSERT INTO reminder (listID, title, titleKey, notes, notesKey, createdAt, position)
                VALUES (1, 'Käse', 'käse', 'Für Zoë', 'für zoë', 1, 1);
            """)

        // when
        let database = try AppDatabase(path: path)
        defer { try? database.close() }

        // then: the trigram index and the short scan both read the new keys; the list's name key is as it was
        let reminders = SQLiteReminderRepository(database: database, owner: 1)
        for query in ["kase", "KASE", "fur zoe", "ka", "ö"] {
            #expect(try await reminders.reminders(matching: query, page: PageRequest()).items.map(\.title) == ["Käse"], "\(query)")
        }
        #expect(try await reminders.reminders(matching: "käse", page: PageRequest()).totalCount == 1)
        let nameKey = try await database.read { db in try String.fetchOne(db, sql: "SELECT nameKey FROM reminderList") }
        #expect(nameKey == "öl")
    }

    @Test func search_findsNothing_forAbsentText() async throws {
        try await withReminders { test in
            let page = try await test.reminders.reminders(matching: "zebra", page: PageRequest())

            #expect(page.items.isEmpty && page.totalCount == 0 && page.pageCount == 1)
        }
    }

    @Test func search_pagesItsResults() async throws {
        try await TestDatabase.with { test in
            let list = try await test.lists.create(name: "Home")
            for index in 0..<7 { try await test.add("Errand \(index)", to: list, second: Double(index)) }

            let page = try await test.reminders.reminders(matching: "errand", page: PageRequest(number: 2, size: 3))
            let short = try await test.reminders.reminders(matching: "nd", page: PageRequest(number: 3, size: 3))

            #expect(page.titles == ["Errand 3", "Errand 4", "Errand 5"])
            #expect(page.totalCount == 7)
            #expect(short.titles == ["Errand 6"])
            #expect(short.totalCount == 7)
        }
    }

    @Test func shortSearch_ordersTheSame_whetherMatchesAreManyOrFewForThePage() async throws {
        try await TestDatabase.with { test in
            // given: 20 errands, the odd ones due (so they come first), created in order
            let list = try await test.lists.create(name: "Home")
            for index in 0..<20 {
                try await test.add("Errand \(index)", to: list, due: index % 2 == 1 ? "2026-12-01" : nil, second: Double(index))
            }
            let expected = (0..<20).filter { $0 % 2 == 1 }.map { "Errand \($0)" } + (0..<20).filter { $0 % 2 == 0 }.map { "Errand \($0)" }

            // when: 20 matches are many for a page ending at 4, few for one ending at 20
            let many = try await test.reminders.reminders(matching: "nd", page: PageRequest(number: 2, size: 2))
            let few = try await test.reminders.reminders(matching: "ND", page: PageRequest(number: 2, size: 10))

            // then
            #expect(many.titles == Array(expected[2..<4]) && many.totalCount == 20)
            #expect(few.titles == Array(expected[10..<20]) && few.totalCount == 20)
        }
    }

    @Test func aPagePastTheEnd_isEmpty_withTheTotal() async throws {
        try await withReminders { test in
            let page = try await test.reminders.reminders(matching: "milk", page: PageRequest(number: 3))

            #expect(page.items.isEmpty && page.totalCount == 2 && page.number == 3)
        }
    }
}
