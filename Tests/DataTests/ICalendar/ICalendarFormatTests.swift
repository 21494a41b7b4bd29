import Data
import Domain
import Entities
import Foundation
import Mocks
import Testing

/// Reading other apps' to-dos as reminders: each sample file, and each property's mapping.
struct ICalendarFormatTests {
    @Test func theFormat_isTextCalendarInUTF8_withTheIcsExtension() {
        #expect(ICalendarFormat().mediaType == "text/calendar; charset=utf-8")
        #expect(ICalendarFormat().fileExtension == "ics")
    }

    @Test func theRFCsTodos_areADayDueReturn_andADraftDoneBeforeItsDueInstant() throws {
        let reminders = try decode(ICalendarSamples.rfcTodos)

        #expect(reminders == [
            ReminderTransfer(
                uid: "20070313T123432Z-456553@example.com", title: "Submit Quebec Income Tax Return for 2006",
                due: DueDate(date: .fixture("2007-05-01")), tags: tags("FAMILY", "FINANCE")
            ),
            ReminderTransfer(
                uid: "20070514T103211Z-123404@example.com", title: "Submit Revised Internet-Draft",
                // 13:00 UTC is 15:00 in Berlin's summer time.
                due: DueDate(date: .fixture("2007-07-09"), time: .fixture("15:00")), priority: .high,
                completedAt: utc("2007-07-07T10:00:00Z")
            ),
        ])
        #expect(reminders.map(\.line) == [4, 13])
    }

    @Test func anAppleRemindersExport_isOneReminder_dueInBerlin_withItsFoldedNotes() throws {
        let reminders = try decode(ICalendarSamples.appleReminders)

        #expect(reminders == [
            ReminderTransfer(
                uid: "6C1E5A2B-93D4-4F0E-A1B7-2D8C4E6F9A10", title: "Brötchen & Käse holen",
                notes: "Beim Bäcker am Marktplatz: sechs Brötchen, zwei Laugenstangen. Danach Käse – Gruyère; und für Yuki: 抹茶のお菓子を忘れないでください。\nNicht vergessen!",
                due: DueDate(date: .fixture("2026-11-21"), time: .fixture("09:00")), priority: .high,
                // Its VALARM's instant is the due time.
                createdAt: utc("2026-11-20T08:15:02Z"), alert: .atTime
            ),
        ])
        #expect(reminders.map(\.line) == [24])
    }

    @Test func aThunderbirdExport_isAnOpenTaskDueInNewYork_andACompletedOne() throws {
        let reminders = try decode(ICalendarSamples.thunderbird)

        #expect(reminders == [
            ReminderTransfer(
                uid: "c3a1f0de-55b2-4e2a-9f41-0a7d2b6e8c11", title: "Call the plumber, again",
                // 17:00 in New York (EST, UTC−5) is 23:00 in Berlin (CET, UTC+1).
                due: DueDate(date: .fixture("2026-11-03"), time: .fixture("23:00")),
                tags: tags("Home", "Urgent-really"), createdAt: utc("2026-11-01T12:00:00Z")
            ),
            ReminderTransfer(
                uid: "9b0e7c44-1d2f-4c55-8a6e-3f1e2d4c5b6a", title: "Renew the passport", completedAt: utc("2026-11-02T09:30:00Z")
            ),
        ])
        #expect(reminders.map(\.line) == [15, 33])
    }

    @Test func aTasksOrgExport_isARepeatingTask_andItsSubtask() throws {
        let reminders = try decode(ICalendarSamples.tasksOrg)

        #expect(reminders == [
            ReminderTransfer(
                uid: "4418296427186813952", title: "Water the plants 🌱",
                notes: "Ficus: one glass. Monstera: two glasses 💧💧 — and the basil on the balcony, if it has not rained.",
                due: DueDate(date: .fixture("2026-11-22")), priority: .medium, repeatRule: RepeatRule(.weekly(on: [.saturday])),
                createdAt: utc("2026-11-18T07:45:12Z")
            ),
            ReminderTransfer(uid: "4418296427186813953", title: "Buy fertiliser", parentUID: "4418296427186813952"),
        ])
    }

    @Test func aTasksOrgProject_isItsTasksAndSubtasks_withoutTheOverriddenOccurrence() throws {
        let reminders = try decode(ICalendarSamples.tasksOrgProject)

        #expect(reminders == [
            ReminderTransfer(
                uid: "5512873400000000001", title: "Move to the new flat",
                notes: #"Keys on the 30th; the landlord wants the old flat clean, painted and empty by then. C:\Users\me\moving.xlsx has the budget."#,
                due: DueDate(date: .fixture("2026-11-30")), priority: .high, tags: tags("Home", "Family"),
                createdAt: utc("2026-11-01T08:00:00Z")
            ),
            ReminderTransfer(
                uid: "5512873400000000002", title: "Cancel the internet contract", completedAt: utc("2026-11-15T16:15:00Z"),
                parentUID: "5512873400000000001"
            ),
            ReminderTransfer(
                uid: "5512873400000000003", title: "Book the van", due: DueDate(date: .fixture("2026-11-28"), time: .fixture("08:30")),
                priority: .low, parentUID: "5512873400000000001",
                tags: tags("Home", "Errands", "Moving-day")
            ),
            ReminderTransfer(
                uid: "5512873400000000004", title: "Gym", due: DueDate(date: .fixture("2026-11-23"), time: .fixture("19:30")),
                repeatRule: RepeatRule(.weekly(on: [.monday, .wednesday]))
            ),
            ReminderTransfer(
                uid: "5512873400000000005", title: "Pay the rent", due: DueDate(date: .fixture("2026-11-30")), priority: .medium,
                repeatRule: RepeatRule(.monthlyOnLastDay)
            ),
            ReminderTransfer(uid: "5512873400000000006", title: "Keep the old phone contract", completedAt: utc("2026-10-10T12:00:00Z")),
        ])
    }

    @Test(arguments: [(0, Priority.none), (1, .high), (4, .high), (5, .medium), (6, .low), (9, .low)])
    func priorities_mapOntoNoneHighMediumAndLow(_ value: Int, priority: Priority) throws {
        let reminders = try decode(todoFile("UID:a", "PRIORITY:\(value)"))

        #expect(reminders.map(\.priority) == [priority])
    }

    @Test func aTodoWithoutUIDOrSummary_isNamedAfterItsLine_withAnEmptyTitle() throws {
        let reminders = try decode(todoFile("DESCRIPTION:"))

        #expect(reminders == [ReminderTransfer(uid: "line-3", title: "")])
    }

    @Test func cancelled_isCompletedWhenLastModified_elseWhenStamped() throws {
        let modified = try decode(todoFile("UID:a", "DTSTAMP:20261121T120000Z", "LAST-MODIFIED:20261120T080000Z", "STATUS:CANCELLED"))
        let stamped = try decode(todoFile("UID:a", "DTSTAMP:20261121T120000Z", "STATUS:cancelled"))

        #expect(modified.map(\.completedAt) == [utc("2026-11-20T08:00:00Z")])
        #expect(stamped.map(\.completedAt) == [utc("2026-11-21T12:00:00Z")])
    }

    @Test(arguments: ["NEEDS-ACTION", "IN-PROCESS", "X-WAITING"])
    func otherStatuses_withoutCompleted_areOpen(_ status: String) throws {
        let reminders = try decode(todoFile("UID:a", "DTSTAMP:20261121T120000Z", "STATUS:\(status)"))

        #expect(reminders.map(\.completedAt) == [nil])
    }

    @Test func theFlag_isThisAppsOwnProperty_inAnyCase() throws {
        #expect(try decode(todoFile("UID:a", "X-REMINDERS-FLAGGED:TRUE")).map(\.isFlagged) == [true])
        #expect(try decode(todoFile("UID:a", "x-reminders-flagged:false")).map(\.isFlagged) == [false])
        #expect(try decode(todoFile("UID:a")).map(\.isFlagged) == [false])
    }

    @Test func theURL_isTheLink_asWritten_andTheFirstCounts() throws {
        let reminders = try decode(todoFile("UID:a", "URL;VALUE=URI:https://example.com/rent?a=1,2;b", "URL:https://second.example"))

        #expect(reminders.map(\.link) == [WebLink("https://example.com/rent?a=1,2;b")])
        #expect(try decode(todoFile("UID:a")).map(\.link) == [nil])
    }

    @Test(arguments: ["mailto:rent@example.com", "message://%3C1234@example.com%3E", "javascript:alert(1)", "/relative", "", "https://"])
    func aURLThatIsNoWebLink_isIgnored_andTheReminderKept(_ url: String) throws {
        let reminders = try decode(todoFile("UID:a", "SUMMARY:Pay rent", "URL:\(url)"))

        #expect(reminders.map(\.title) == ["Pay rent"])
        #expect(reminders.map(\.link) == [nil])
    }

    @Test func aURLLongerThan2000Characters_isIgnored() throws {
        let long = "https://example.com/" + String(repeating: "a", count: 1981)

        #expect(try decode(todoFile("UID:a", "URL:\(long)")).map(\.link) == [nil])
    }

    @Test func categoriesThatAreNoTags_areNormalised_orDropped_andRepeatsKeptOnce() throws {
        let reminders = try decode(todoFile("UID:a", #"CATEGORIES:#Work,  Q3 report!,2026,home,HOME,Ünterwegs & zu Fuß,"#))

        #expect(reminders.first?.tags.map(\.name) == ["Work", "Q3-report", "home", "Ünterwegs-zu-Fuß"])
    }

    @Test func onlyAParentRelation_isASubtask() throws {
        let sibling = try decode(todoFile("UID:a", "RELATED-TO;RELTYPE=SIBLING:b", "RELATED-TO;RELTYPE=CHILD:c"))
        let parent = try decode(todoFile("UID:a", "RELATED-TO;RELTYPE=CHILD:c", "RELATED-TO;RELTYPE=parent:p\\,1"))

        #expect(sibling.map(\.parentUID) == [nil])
        #expect(parent.map(\.parentUID) == ["p,1"])
    }

    @Test func todosNestedInOtherComponents_areRead_inFileOrder() throws {
        let text = [
            "BEGIN:VCALENDAR", "BEGIN:X-GROUP", "BEGIN:VTODO", "UID:inner", "END:VTODO", "END:X-GROUP",
            "BEGIN:VTODO", "UID:outer", "END:VTODO", "END:VCALENDAR",
        ].map { $0 + "\n" }.joined()

        let reminders = try decode(text)

        #expect(reminders.map(\.uid) == ["inner", "outer"])
        #expect(reminders.map(\.line) == [3, 7])
    }

    @Test func aDescriptionThatIsEmpty_isNoNotes() throws {
        #expect(try decode(todoFile("UID:a", "DESCRIPTION:")).map(\.notes) == [nil])
    }
}
