import Data
import Entities
import HTMLTestKit
import Presentation
import Testing
import Web

/// A list longer than a page, seeded into the database file before the server starts.
@Suite struct PaginationTests {
    private static let count = 130

    private func seed(_ database: AppDatabase) async throws {
        _ = try await database.seed(listNamed: "Archive", reminderCount: Self.count, today: LocalDate(Days.fromToday(0))!)
    }

    /// The ids of the reminder rows on the page.
    private func rowIDs(_ browser: Browser) async throws -> [String] {
        try await browser.document.select("li.reminder").compactMap { $0["id"] }
    }

    @Test func aLongList_isPagedFiftyAtATime_withPreviousAndNextLinks() async throws {
        try await RunningApp.with(seed: seed) { app in
            // given: the overview says how many are open
            let browser = try await app.signedInBrowser()
            try await browser.visit(Route.lists.path)
            let countText = try #require(try await browser.texts("ul.lists .count").first)
            let open = try #require(Int(countText.prefix { $0.isNumber }), "“\(countText)”")
            try #require(open > 100 && open < Self.count)
            try await browser.clickLink("Archive")
            let list = await browser.url

            // then: page 1 of 3
            var seen = try await rowIDs(browser)
            #expect(seen.count == 50)
            #expect(try await browser.texts("nav.pagination [aria-current=page]") == ["1"])
            #expect(try await browser.document.select("nav.pagination a[rel=prev]").isEmpty)

            // when / then: page 2
            try await browser.clickLink("Next")
            #expect(await browser.url == "\(list)?page=2")
            #expect(try await browser.texts("nav.pagination [aria-current=page]") == ["2"])
            seen += try await rowIDs(browser)

            // when / then: page 3, the rest
            try await browser.clickLink("Next")
            #expect(await browser.url == "\(list)?page=3")
            let last = try await rowIDs(browser)
            #expect(last.count == open - 100)
            #expect(try await browser.document.select("nav.pagination a[rel=next]").isEmpty)
            seen += last
            #expect(Set(seen).count == open)

            // when / then: back
            try await browser.clickLink("Previous")
            #expect(await browser.url == "\(list)?page=2")
            try await browser.clickLink("1", within: "nav.pagination")
            #expect(try await rowIDs(browser) == Array(seen.prefix(50)))
        }
    }

    @Test func showingCompleted_pagesEveryReminder_andTogglingOnAPageReturnsToThatPage() async throws {
        try await RunningApp.with(seed: seed) { app in
            let browser = try await app.signedInBrowser()
            try await browser.visit(Route.lists.path)
            try await browser.clickLink("Archive")
            let list = await browser.url

            try await browser.clickLink("Show completed")
            try await browser.clickLink("3", within: "nav.pagination")

            #expect(await browser.url == "\(list)?completed=1&page=3")
            #expect(try await rowIDs(browser).count == Self.count - 100)

            // Toggling on page 2 of the open reminders comes back to page 2.
            try await browser.visit("\(list)?page=2")
            let first = try #require(try await browser.reminderTitles().first)
            try await browser.press("Complete “\(first)”")
            #expect(await browser.url == "\(list)?page=2")
            #expect(try await browser.flash() == "Reminder completed")
            #expect(try await !browser.reminderTitles().contains(first))
        }
    }
}
