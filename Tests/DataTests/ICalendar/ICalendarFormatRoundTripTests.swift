import Data
import Domain
import Entities
import Foundation
import Mocks
import Testing

/// Import → export → import gives the same reminders, for other apps' files and for every field.
struct ICalendarFormatRoundTripTests {
    @Test(arguments: [
        ("RFC 5545's to-do", ICalendarSamples.rfcTodo, "Europe/Berlin"),
        ("RFC 5545's to-dos", ICalendarSamples.rfcTodos, "America/Los_Angeles"),
        ("Apple Reminders", ICalendarSamples.appleReminders, "Europe/Berlin"),
        ("Apple Reminders", ICalendarSamples.appleReminders, "Asia/Tokyo"),
        ("Thunderbird", ICalendarSamples.thunderbird, "America/New_York"),
        ("Tasks.org", ICalendarSamples.tasksOrg, "Asia/Tokyo"),
        ("a Tasks.org project", ICalendarSamples.tasksOrgProject, "Europe/Berlin"),
    ])
    func anotherAppsFile_readsTheSame_afterThisAppWritesIt(_ app: String, text: String, zone: String) throws {
        let imported = try decode(text, in: zone)

        let reimported = try decode(encode(imported, in: zone), in: zone)

        #expect(reimported == imported, "\(app)")
    }

    @Test func handBuiltReminders_withEveryField_readBackEqual() throws {
        let reminders = Self.everyField

        let written = encode(reminders, listName: "Einkäufe, Haushalt; & \\ mehr")

        #expect(try decode(written) == reminders)
    }

    @Test func dueTimes_areWallClockTimes_thatReadTheSame_inAnotherZone() throws {
        let written = encode(Self.everyField, in: "Europe/Berlin")

        #expect(try decode(written, in: "Asia/Tokyo").map(\.due) == Self.everyField.map(\.due))
    }

    @Test func aDecodedTransfer_keepsTheLineOfItsTodo_whichEqualityIgnores() throws {
        let reminders = try decode(encode(Self.everyField))

        #expect(reminders.map(\.line).allSatisfy { $0 > 0 })
        #expect(Self.everyField.map(\.line).allSatisfy { $0 == 0 })
    }

    /// Reminders that set every field between them: each repeat kind and end, subtasks, tags, all
    /// priorities, open and completed, flagged, links, and text that needs escaping and folding.
    static let everyField: [ReminderTransfer] = {
        let created = utc("2026-11-01T08:15:30Z")
        let longNotes = Array(
            repeating: "Zutaten: Mehl, Zucker; Eier \\ Milch — 抹茶のお菓子 🍵, nicht vergessen!\nZweite Zeile; mit \\n wörtlich.",
            count: 6
        ).joined(separator: "\n\n")
        func day(_ text: String) -> LocalDate { .fixture(text) }
        func due(_ date: String, _ time: String? = nil) -> DueDate { DueDate(date: day(date), time: time.map { .fixture($0) }) }
        return [
            ReminderTransfer(
                uid: "project-1", title: #"Umzug: Küche, Bad; Keller \ Dachboden"#, notes: longNotes, due: due("2026-11-30"),
                priority: .high, isFlagged: true, tags: tags("Home", "umzug_2026", "Füße"), createdAt: created,
                link: WebLink("https://example.com/umzug?rooms=k%C3%BCche,bad;keller&x=1#plan")
            ),
            ReminderTransfer(
                uid: "task,2;with\\odd uid", title: "Daily, three times", due: due("2026-11-21", "07:05"), priority: .medium,
                repeatRule: RepeatRule(.daily, every: 3, end: .afterOccurrences(5)), parentUID: "project-1"
            ),
            ReminderTransfer(
                uid: "3", title: "Weekdays until Christmas", due: due("2026-11-23", "08:00"), priority: .low,
                repeatRule: RepeatRule(.weekdays, end: .onDate(day("2026-12-24"))), parentUID: "project-1", alert: ReminderAlert(minutesBefore: 15)
            ),
            ReminderTransfer(
                uid: "4", title: "Every other Monday and Thursday", due: due("2026-11-23"),
                repeatRule: RepeatRule(.weekly(on: [.monday, .thursday], weekStart: .sunday), every: 2)
            ),
            ReminderTransfer(
                uid: "5", title: "Monthly on the 15th", due: due("2026-11-15", "23:59"), repeatRule: RepeatRule(.monthly(day: 15)),
                parentUID: "task,2;with\\odd uid"
            ),
            ReminderTransfer(
                uid: "6", title: "Monthly on the 31st, clamped", due: due("2027-01-31"),
                repeatRule: RepeatRule(.monthly(day: 31), every: 1, end: .onDate(day("2027-12-31")))
            ),
            ReminderTransfer(
                uid: "7", title: "Last day of every quarter", due: due("2026-12-31"), repeatRule: RepeatRule(.monthlyOnLastDay, every: 3),
                link: WebLink("HTTP://Bücher.example/" + String(repeating: "long-path/", count: 40))
            ),
            ReminderTransfer(
                uid: "8", title: "Leap day birthday", due: due("2028-02-29", "00:00"),
                repeatRule: RepeatRule(.yearly, end: .afterOccurrences(3))
            ),
            ReminderTransfer(uid: "9", title: "Every second year", due: due("2026-11-21"), repeatRule: RepeatRule(.yearly, every: 2), alert: .atTime),
            ReminderTransfer(
                uid: "10", title: "Done, and flagged", due: due("2026-11-20", "18:30"), isFlagged: true,
                completedAt: utc("2026-11-20T17:45:09Z"), tags: tags("Errands"), createdAt: created
            ),
            ReminderTransfer(uid: "11", title: "  spaces kept at both ends  ", notes: "trailing backslash \\"),
            ReminderTransfer(uid: "12", title: ""),
        ]
    }()
}
