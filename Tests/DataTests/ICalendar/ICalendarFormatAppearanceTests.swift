import Data
import Domain
import Entities
import Foundation
import Testing

/// The list's look on the `VCALENDAR`: `X-APPLE-CALENDAR-COLOR` and `X-REMINDERS-LIST-ICON`.
struct ICalendarFormatAppearanceTests {
    private let reminders = [ReminderTransfer(uid: "a", title: "Buy milk")]

    @Test func anExport_writesTheColoursHexAndTheIconOnTheCalendar() {
        let text = encode(reminders, listName: "Groceries", appearance: ListAppearance(color: .orange, icon: .cart))

        let calendarLines = text.components(separatedBy: "\r\n").prefix { $0 != "BEGIN:VTODO" }
        #expect(calendarLines.contains("X-APPLE-CALENDAR-COLOR:#FF9500"))
        #expect(calendarLines.contains("X-REMINDERS-LIST-ICON:cart"))
    }

    @Test(arguments: ListColor.allCases)
    func everyColour_andItsIcon_readBackAsWritten(color: ListColor) throws {
        let icon = ListIcon.allCases[ListColor.allCases.firstIndex(of: color)! % ListIcon.allCases.count]
        let text = encode(reminders, listName: "Mine", appearance: ListAppearance(color: color, icon: icon))

        #expect(try decodeList(text) == ReminderFile(listName: "Mine", appearance: ListAppearance(color: color, icon: icon), reminders: reminders))
    }

    @Test func anotherAppsColour_isTheNearestPaletteColour_withItsAlphaIgnored() throws {
        let text = todoFile("UID:a", "SUMMARY:Buy milk").replacingOccurrences(
            of: "VERSION:2.0\n", with: "VERSION:2.0\nX-WR-CALNAME:Einkauf\nX-APPLE-CALENDAR-COLOR:#63DA38FF\n"
        )

        let list = try decodeList(text)

        #expect(list.listName == "Einkauf" && list.appearance == ListAppearance(color: .green))
    }

    @Test func aColourThatIsNone_andAnIconThisAppDoesNotDraw_areAsIfUnsaid() throws {
        let text = todoFile("UID:a", "SUMMARY:Buy milk").replacingOccurrences(
            of: "VERSION:2.0\n", with: "VERSION:2.0\nX-APPLE-CALENDAR-COLOR:purple-ish\nX-REMINDERS-LIST-ICON:rocket\n"
        )

        #expect(try decodeList(text).appearance == ListAppearance())
    }

    @Test func aFileWithoutALook_saysNone() throws {
        #expect(try decodeList(todoFile("UID:a", "SUMMARY:Buy milk")) == ReminderFile(reminders: reminders))
    }
}
