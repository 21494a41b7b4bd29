import Data
import Domain
import Entities
import Foundation
import Mocks
import Testing

/// What an exported file says, line by line.
struct ICalendarFormatEncodingTests {
    @Test func aCalendarOfTwoReminders_isWrittenLineByLine() {
        let reminders = [
            ReminderTransfer(
                uid: "milk", title: "Buy milk, eggs", notes: "Two litres; organic",
                due: DueDate(date: .fixture("2026-11-23"), time: .fixture("09:30")), priority: .medium, isFlagged: true,
                completedAt: utc("2026-11-21T11:00:00Z"), repeatRule: RepeatRule(.weekly(on: [.thursday, .monday])),
                parentUID: "shopping", tags: tags("home", "Errands"), createdAt: utc("2026-11-20T08:00:00Z"),
                link: WebLink("https://example.com/milk?fat=1,5;brand=a")
            ),
            ReminderTransfer(uid: "b", title: "Open", due: DueDate(date: .fixture("2026-11-24"))),
        ]

        let text = encode(reminders, listName: "Groceries")

        #expect(text == ICalendarSamples.crlf([
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//Reminders//Reminders//EN",
            "X-WR-CALNAME:Groceries",
            "BEGIN:VTODO",
            "UID:milk",
            "DTSTAMP:20261121T120000Z",
            "CREATED:20261120T080000Z",
            "SUMMARY:Buy milk\\, eggs",
            "DESCRIPTION:Two litres\\; organic",
            "DTSTART:20261123T093000",
            "DUE:20261123T093000",
            "RRULE:FREQ=WEEKLY;BYDAY=MO,TH;WKST=MO",
            "PRIORITY:5",
            "STATUS:COMPLETED",
            "COMPLETED:20261121T110000Z",
            "RELATED-TO;RELTYPE=PARENT:shopping",
            "CATEGORIES:home,Errands",
            "X-REMINDERS-FLAGGED:TRUE",
            "URL:https://example.com/milk?fat=1,5;brand=a",
            "END:VTODO",
            "BEGIN:VTODO",
            "UID:b",
            "DTSTAMP:20261121T120000Z",
            "SUMMARY:Open",
            "DUE;VALUE=DATE:20261124",
            "STATUS:NEEDS-ACTION",
            "END:VTODO",
            "END:VCALENDAR",
        ]))
    }

    @Test(arguments: [(Priority.none, nil), (.low, "PRIORITY:9"), (.medium, "PRIORITY:5"), (.high, "PRIORITY:1")])
    func priorities_areWrittenAsAppleRemindersRanksThem(_ priority: Priority, line: String?) {
        let lines = encode([ReminderTransfer(uid: "a", title: "x", priority: priority)]).components(separatedBy: "\r\n")

        #expect(lines.filter { $0.hasPrefix("PRIORITY") } == (line.map { [$0] } ?? []))
    }

    @Test func longTexts_areFoldedIntoLinesOfAtMost75Octets_endedByCRLF() {
        let notes = String(repeating: "Grüße aus Köln, 東京 und 🌍; ", count: 20)

        let text = encode([ReminderTransfer(uid: "a", title: "Long", notes: notes)])

        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        let lines = text.dropLast(2).components(separatedBy: "\r\n")
        #expect(lines.allSatisfy { $0.utf8.count <= 75 && !$0.contains("\n") })
        // Some 770 octets of DESCRIPTION: ten continuation lines.
        #expect(lines.count(where: { $0.hasPrefix(" ") }) == 10)
    }

    @Test func emptyNotes_andARepeatWithoutADueDate_areNotWritten() {
        let text = encode([ReminderTransfer(uid: "a", title: "x", notes: "", repeatRule: RepeatRule(.daily))])

        #expect(!text.contains("DESCRIPTION"))
        #expect(!text.contains("RRULE"))
    }

    @Test func instants_areWrittenInUTC_toTheSecond() {
        let text = encode([ReminderTransfer(uid: "a", title: "x", completedAt: utc("2026-11-21T11:00:09Z").addingTimeInterval(0.75))])

        #expect(text.contains("\r\nCOMPLETED:20261121T110009Z\r\n"))
    }
}
