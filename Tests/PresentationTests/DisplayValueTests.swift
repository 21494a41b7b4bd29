import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

struct DisplayValueTests {
    @Test func pagination_inTheMiddle_linksBothWays() {
        let pagination = Pagination(number: 2, pageCount: 3, totalCount: 120)
        #expect(pagination.hasPrevious && pagination.hasNext && pagination.isVisible)
        #expect(pagination.previousNumber == 1 && pagination.nextNumber == 3)
        #expect(pagination.pages == [
            PageLink(number: 1, isCurrent: false), PageLink(number: 2, isCurrent: true), PageLink(number: 3, isCurrent: false),
        ])
    }

    @Test func pagination_ofThousandsOfPages_linksTheEndsAndAWindowAroundTheCurrentPage() {
        let links = { (number: Int) in Pagination(number: number, pageCount: 2000, totalCount: 100_000).pages }
        let page = { (number: Int, current: Int) in PageLink(number: number, isCurrent: number == current) }
        #expect(links(50) == [page(1, 50), .gap, page(48, 50), page(49, 50), page(50, 50), page(51, 50), page(52, 50), .gap, page(2000, 50)])
        #expect(links(1) == [page(1, 1), page(2, 1), page(3, 1), .gap, page(2000, 1)])
        #expect(links(2000) == [page(1, 2000), .gap, page(1998, 2000), page(1999, 2000), page(2000, 2000)])
    }

    @Test func pagination_showsAPageInsteadOfAGapThatWouldHideOnlyIt() {
        let pages = Pagination(number: 4, pageCount: 7, totalCount: 350).pages
        #expect(pages.map(\.number) == [1, 2, 3, 4, 5, 6, 7])
        #expect(!pages.contains { $0.isGap })
    }

    @Test func pagination_ofOnePage_isHidden() {
        let pagination = Pagination.empty
        #expect(!pagination.hasPrevious && !pagination.hasNext && !pagination.isVisible)
        #expect(pagination.previousNumber == 1 && pagination.nextNumber == 1)
        #expect(pagination.pages == [PageLink(number: 1, isCurrent: true)])
    }

    @Test func emptyForm_hasEmptyInputValues() {
        let form = ReminderForm()
        #expect(form.dueDateText == "" && form.dueTimeText == "" && form.isPriorityNone)
        #expect(form.draft == ReminderDraft(title: ""))
        #expect(ReminderForm(notes: "n", priority: .low).isPriorityLow && ReminderForm(priority: .high).isPriorityHigh)
    }

    @Test func dayTexts_areRelativeNearToday_andCarryTheYearOtherwise() {
        let dates = DateTexts(strings: strings, clock: FixedCalendarClock())
        #expect(dates.day(.fixture("2026-11-20")) == "Yesterday")
        #expect(dates.day(.fixture("2026-11-21")) == "Today")
        #expect(dates.day(.fixture("2026-11-22")) == "Tomorrow")
        #expect(dates.day(.fixture("2026-11-19")) == "Thu 19 Nov")
        #expect(dates.day(.fixture("2025-11-21")) == "Fri 21 Nov 2025")
        #expect(dates.due(DueDate(date: .fixture("2026-12-05"), time: .fixture("07:05"))) == "Sat 5 Dec, 07:05")
    }

    @Test func dayTexts_inGerman_haveGermanNamesAndPatterns_andA24HourTime() throws {
        let dates = DateTexts(strings: try StringCatalog.bundled(language: "de"), clock: FixedCalendarClock())
        #expect(dates.day(.fixture("2026-11-20")) == "Gestern")
        #expect(dates.day(.fixture("2026-11-21")) == "Heute")
        #expect(dates.day(.fixture("2026-11-22")) == "Morgen")
        #expect(dates.day(.fixture("2026-12-05")) == "Sa., 5. Dez.")
        #expect(dates.day(.fixture("2026-03-03")) == "Di., 3. März")
        #expect(dates.day(.fixture("2025-11-21")) == "Fr., 21. Nov. 2025")
        #expect(dates.due(DueDate(date: .fixture("2026-12-05"), time: .fixture("19:05"))) == "Sa., 5. Dez., 19:05")
        #expect(dates.due(DueDate(date: .fixture("2026-11-22"), time: .fixture("07:30"))) == "Morgen, 07:30")
        #expect(dates.instant(fixtureDate, .editorCreated) == "Erstellt am 21. Nov. 2026 um 12:00")
    }

    @Test func theUsersTimeZone_decidesToday() {
        // 12:00 UTC on 21 Nov is already 22 Nov in Auckland.
        let clock = FixedCalendarClock(
            localDate: .fixture("2026-11-22"), localTime: .fixture("01:00"), timeZone: TimeZone(identifier: "Pacific/Auckland")!)
        let dates = DateTexts(strings: strings, clock: clock)
        #expect(dates.day(.fixture("2026-11-22")) == "Today")
        #expect(dates.instant(fixtureDate, .editorCompleted) == "Completed 22 Nov 2026 at 01:00")
    }
}

@Suite struct DatePatternTests {
    private let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    @Test(arguments: [
        ("EEE d MMM", "Sat 5 Dec"), ("EEE d MMM yyyy", "Sat 5 Dec 2026"), ("d MMM yyyy", "5 Dec 2026"),
        ("dd.MM.yyyy", "05.12.2026"), ("yyyy-MM-dd", "2026-12-05"), ("MMM d, yyyy", "Dec 5, 2026"), ("'le' d", "'le' 5"),
        ("d. MMM · été", "5. Dec · été"),
    ])
    func pattern_formatsTheDayWithTheCatalogsNames(pattern: String, expected: String) {
        let text = DatePattern(pattern).format(LocalDate(year: 2026, month: 12, day: 5)!, weekdays: weekdays, months: months)
        #expect(text == expected)
    }

    @Test func aPattern_isReadOnceIntoTextAndFields() {
        #expect(DatePattern("EEE d. MMM yyyy").parts == [
            .weekdayName, .text(" "), .day(width: 1), .text(". "), .monthName, .text(" "), .year(width: 4),
        ])
        #expect(DatePattern("").parts == [])
    }

    @Test func missingNames_fallBackToNumbers() {
        #expect(DatePattern("EEE d MMM").format(LocalDate(year: 2026, month: 12, day: 5)!, weekdays: [], months: []) == "6 5 12")
    }
}
