import Data
import Testing

/// Grouping content lines into components by BEGIN and END.
struct ICalendarComponentTests {
    @Test func theRFCsTodo_isAVTODOInsideTheVCALENDAR_withItsPropertiesInOrder() throws {
        let calendar = try ICalendarReader.calendar(ICalendarSamples.rfcTodo)

        #expect(calendar.name == "VCALENDAR")
        #expect(calendar.properties.map(\.name) == ["VERSION", "PRODID"])
        let todo = try #require(calendar.components(named: "vtodo").first)
        #expect(todo.properties.map(\.name) == ["UID", "DTSTAMP", "DUE", "SUMMARY", "CLASS", "CATEGORIES", "STATUS"])
        #expect(todo.property("uid")?.value == "20070313T123432Z-456553@example.com")
        #expect(todo.property("SUMMARY")?.text == "Submit Quebec Income Tax Return for 2006")
        #expect(todo.components.isEmpty)
        #expect(ICalendarText.list(try #require(todo.property("CATEGORIES")).value) == ["FAMILY", "FINANCE"])
        #expect(ICalendarDateTime(try #require(todo.property("DUE")))?.text == "20070501")
        #expect(ICalendarDateTime(try #require(todo.property("DUE")))?.time == nil)
        #expect(ICalendarDateTime(try #require(todo.property("DTSTAMP")))?.isUTC == true)
    }

    @Test func eachComponent_keepsTheLineOfItsBegin_andEachPropertyItsOwn() throws {
        let calendar = try ICalendarReader.calendar(ICalendarSamples.rfcTodo)

        let todo = try #require(calendar.components.first)
        #expect(calendar.line == 1)
        #expect(todo.line == 4)
        #expect(todo.properties.map(\.line) == Array(5...11))
        #expect(todo == ICalendarComponent(name: "VTODO", properties: todo.properties))
    }

    @Test func everyPropertyOfAName_comesInTheOrderGiven() throws {
        let calendar = try ICalendarReader.calendar("BEGIN:VCALENDAR\nCATEGORIES:a\nSUMMARY:x\ncategories:b\nEND:VCALENDAR\n")

        #expect(calendar.properties("Categories").map(\.value) == ["a", "b"])
        #expect(calendar.properties("DUE").isEmpty)
    }

    @Test func appExports_nestAlarmsInTodos_andTimeZoneRulesInTimeZones() throws {
        let apple = try ICalendarReader.calendar(ICalendarSamples.appleReminders)
        #expect(apple.components.map(\.name) == ["VTIMEZONE", "VTODO"])
        #expect(apple.components[0].components.map(\.name) == ["DAYLIGHT", "STANDARD"])
        #expect(apple.components[1].components.map(\.name) == ["VALARM"])
        #expect(apple.components[1].property("DESCRIPTION")?.text
            == "Beim Bäcker am Marktplatz: sechs Brötchen, zwei Laugenstangen. Danach Käse – Gruyère; und für Yuki: 抹茶のお菓子を忘れないでください。\nNicht vergessen!")

        let thunderbird = try ICalendarReader.calendar(ICalendarSamples.thunderbird)
        #expect(thunderbird.components(named: "VTODO").count == 2)
        #expect(thunderbird.components(named: "VTODO")[0].components.map(\.name) == ["VALARM"])

        let tasks = try ICalendarReader.calendar(ICalendarSamples.tasksOrg)
        #expect(tasks.components(named: "VTODO")[0].property("DESCRIPTION")?.text
            == "Ficus: one glass. Monstera: two glasses 💧💧 — and the basil on the balcony, if it has not rained.")
    }

    @Test(arguments: [
        ("BEGIN:VCALENDAR\nBEGIN:VTODO\nUID:1\nEND:VALARM\nEND:VCALENDAR\n", 4, "END:VALARM closes BEGIN:VTODO of line 2"),
        ("BEGIN:VCALENDAR\nBEGIN:VTODO\nUID:1\nEND:VCALENDAR\n", 4, "END:VCALENDAR closes BEGIN:VTODO of line 2"),
        ("BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VTODO\nUID:1\nEND:VTODO\n", 1, "BEGIN:VCALENDAR with no END"),
        ("BEGIN:VCALENDAR\nBEGIN:VTODO\nUID:1\n", 2, "BEGIN:VTODO with no END"),
        ("VERSION:2.0\nBEGIN:VCALENDAR\nEND:VCALENDAR\n", 1, "VERSION outside a VCALENDAR"),
        ("BEGIN:VTODO\nEND:VTODO\n", 1, "BEGIN:VTODO outside a VCALENDAR"),
        ("END:VCALENDAR\n", 1, "END:VCALENDAR with no component open"),
        ("BEGIN:VCALENDAR\nEND:VCALENDAR\nX-TRAILER:1\n", 3, "text after the end of the VCALENDAR"),
        ("BEGIN:VCALENDAR\nEND:VCALENDAR\nBEGIN:VCALENDAR\nEND:VCALENDAR\n", 3, "text after the end of the VCALENDAR"),
        ("BEGIN:VCALENDAR\nBEGIN:V TODO\n", 2, "BEGIN with \"V TODO\", not a component name"),
        ("", 1, "no VCALENDAR"),
    ])
    func aBrokenNesting_namesItsLine(_ text: String, line: Int, reason: String) {
        #expect(throws: ICalendarError.malformed(line: line, reason: reason)) {
            try ICalendarReader.calendar(text)
        }
    }

    @Test func nestingDeeperThanTheLimit_isRefused() {
        let depth = ICalendarReader.maximumDepth + 1
        let text = "BEGIN:VCALENDAR\n" + String(repeating: "BEGIN:X-DEEP\n", count: depth - 1)

        #expect(throws: ICalendarError.malformed(line: depth, reason: "components nested more than \(depth - 1) deep")) {
            try ICalendarReader.calendar(text)
        }
    }
}
