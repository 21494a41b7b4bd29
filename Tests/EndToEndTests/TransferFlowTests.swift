import Foundation
import HTMLTestKit
import Presentation
import Testing
import Web

/// A list exported as a calendar file and imported again, a broken file refused, and the account
/// exported as JSON — through the pages of the running app, without JavaScript.
@Suite struct TransferFlowTests {
    /// A to-do project as Tasks.org-style apps write it (from RFC 5545's examples): a parent with
    /// a subtask, categories, a weekly repeat, a priority, a link, a completed item, and properties
    /// this app does not keep (a `mailto:` URL among them).
    static let tasksFile = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example Corp.//Tasks 1.0//EN",
        "BEGIN:VTODO", "UID:trip-1@example.com", "DTSTAMP:20261120T101500Z", "CREATED:20261120T101500Z",
        "SUMMARY:Pack for the trip", "DESCRIPTION:Passport\\, tickets\\; and the charger", "DUE;VALUE=DATE:20301205",
        "PRIORITY:1", "CATEGORIES:Travel,Family & Friends", "X-EXAMPLE-COLOR:#ff0000", "URL:https://tickets.example.com/booking/42",
        "END:VTODO",
        "BEGIN:VTODO", "UID:trip-2@example.com", "DTSTAMP:20261120T101600Z", "SUMMARY:Find the passport",
        "RELATED-TO:trip-1@example.com", "STATUS:NEEDS-ACTION", "END:VTODO",
        "BEGIN:VTODO", "UID:water@example.com", "DTSTAMP:20261120T101700Z", "SUMMARY:Water the plants",
        "DUE:20301202T090000", "RRULE:FREQ=WEEKLY;BYDAY=MO,WE", "URL:mailto:gardener@example.com",
        "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Water", "TRIGGER;RELATED=END:-PT15M", "END:VALARM", "END:VTODO",
        "BEGIN:VTODO", "UID:old@example.com", "DTSTAMP:20261120T101800Z", "SUMMARY:Book the hotel",
        "STATUS:COMPLETED", "COMPLETED:20261121T080000Z", "END:VTODO",
        "END:VCALENDAR", "",
    ].joined(separator: "\r\n")

    @Test func aCalendarFile_importsIntoAList_itsExportImportsAsTheSameReminders_andImportedAgainUpdatesThemInsteadOfDoubling() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.createList("Trip")
            let trip = await browser.url

            // when: the file is imported through the list's menu
            try await browser.attach(MultipartEncoding.File(filename: "tasks.ics", contentType: "text/calendar", bytes: Array(Self.tasksFile.utf8)), to: "Import a calendar file (.ics)")
            try await browser.press("Import")

            // then: back on the list, every open reminder there, the completed one behind its toggle
            #expect(await browser.url == trip)
            #expect(try await browser.flash() == "4 added, 0 updated")
            #expect(Set(try await browser.reminderTitles()).isSuperset(of: ["Pack for the trip", "Water the plants"]))

            // when: the list is exported
            let exportPath = try #require(try await browser.document.select("a[download]").compactMap { $0["href"] }.first { $0.hasSuffix("/export.ics") })
            try await browser.visit(exportPath)

            // then: a calendar file to download, every reminder in it
            #expect(await browser.status == 200)
            #expect(await browser.header("Content-Type") == "text/calendar; charset=utf-8")
            #expect(await browser.header("Content-Disposition") == "attachment; filename=\"Trip.ics\"; filename*=UTF-8''Trip.ics")
            let exported = await browser.body
            let text = String(decoding: exported, as: UTF8.self)
            for line in [
                "SUMMARY:Pack for the trip", "RRULE:FREQ=WEEKLY;BYDAY=MO,WE", "STATUS:COMPLETED", "PRIORITY:1", "URL:https://tickets.example.com/booking/42",
                // The file's uids are kept, and a subtask names its parent's.
                "UID:trip-1@example.com", "RELATED-TO;RELTYPE=PARENT:trip-1@example.com",
                // The alert, as a VALARM inside its to-do.
                "TRIGGER;RELATED=END:-PT15M",
            ] {
                #expect(text.contains(line), "\(line)")
            }

            // when: the export is imported again into the list it came from
            try await browser.visit(trip)
            try await browser.attach(MultipartEncoding.File(filename: "Trip.ics", contentType: "text/calendar", bytes: exported), to: "Import a calendar file (.ics)")
            try await browser.press("Import")

            // then: the reminders it made are updated, not doubled
            #expect(try await browser.flash() == "0 added, 4 updated")
            let mine = try await Self.lists(of: browser)
            #expect(mine.compactMap { $0["name"] as? String } == ["Trip"])

            // when: someone else imports the export into a list of theirs
            let other = try await app.signedInBrowser()
            try await other.createList("Trip again")
            try await other.attach(MultipartEncoding.File(filename: "Trip.ics", contentType: "text/calendar", bytes: exported), to: "Import a calendar file (.ics)")
            try await other.press("Import")
            #expect(try await other.flash() == "4 added, 0 updated")

            // then: their list holds the same reminders, each with a new uid of its own
            let theirs = try await Self.lists(of: other)
            #expect(theirs.compactMap { $0["name"] as? String } == ["Trip again"])
            let first = try Self.comparable(mine[0]), second = try Self.comparable(theirs[0])
            #expect(first == second)
            let uids = try [mine[0], theirs[0]].map { list in Set(try #require(list["reminders"] as? [[String: Any]]).compactMap { $0["uid"] as? String }) }
            #expect(uids[0].contains("trip-1@example.com") && uids[0].count == 4 && uids[1].count == 4 && uids[0].isDisjoint(with: uids[1]))
            #expect(first.count == 4)
            #expect(first.contains { $0.contains("\"title\":\"Find the passport\"") && $0.contains("\"parent\":\"Pack for the trip\"") })
            #expect(first.contains { $0.contains("\"link\":\"https://tickets.example.com/booking/42\"") && $0.contains("\"title\":\"Pack for the trip\"") })
            #expect(first.contains { $0.contains("\"link\":null") && $0.contains("\"title\":\"Water the plants\"") })
            #expect(first.contains { $0.contains("\"alert_minutes_before\":15") && $0.contains("\"title\":\"Water the plants\"") })
            #expect(first.contains { $0.contains("\"tags\":[\"Family-Friends\",\"Travel\"]") || $0.contains("\"tags\":[\"Travel\",\"Family-Friends\"]") })
        }
    }

    @Test func aBrokenFile_isRefusedWithItsLine_andNothingIsAdded() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.createList("Trip")
            try await browser.addReminder("Already here")
            let broken = Self.tasksFile.replacingOccurrences(of: "PRIORITY:1", with: "PRIORITY:12")

            try await browser.attach(MultipartEncoding.File(filename: "broken.ics", bytes: Array(broken.utf8)), to: "Import a calendar file (.ics)")
            try await browser.press("Import")

            #expect(await browser.status == 422)
            let message = try #require(try await browser.texts("#import-error").first)
            #expect(message == "This file cannot be imported, so nothing was added: line 11 cannot be read.")
            #expect(try await browser.reminderTitles() == ["Already here"])

            // An upload anywhere but a list's page is refused.
            let token = try #require(try await browser.document.select("input[name=csrf]").first?["value"])
            let boundary = MultipartEncoding.makeBoundary()
            let parts: [MultipartEncoding.Part] = [
                .text(name: "csrf", value: token), .text(name: "action", value: "importReminders"),
                .file(name: "file", file: MultipartEncoding.File(filename: "tasks.ics", bytes: Array(Self.tasksFile.utf8))),
            ]
            try await browser.send(BrowserRequest(
                method: "POST", url: Route.settings.path, headers: [("Content-Type", MultipartEncoding.contentType(boundary: boundary))],
                body: MultipartEncoding.body(parts, boundary: boundary)
            ))
            #expect(await browser.status == 415)
        }
    }

    @Test func aFileOfMoreThan10000Reminders_isRefusedWithTheLimit_andNothingIsAdded() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.createList("Everything")
            try await browser.addReminder("Already here")
            let todos = (0...10_000).map { "BEGIN:VTODO\r\nUID:\($0)\r\nSUMMARY:Thing \($0)\r\nEND:VTODO" }
            let file = (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example//EN"] + todos + ["END:VCALENDAR", ""]).joined(separator: "\r\n")

            try await browser.attach(MultipartEncoding.File(filename: "everything.ics", bytes: Array(file.utf8)), to: "Import a calendar file (.ics)")
            try await browser.press("Import")

            #expect(await browser.status == 422)
            let message = try #require(try await browser.texts("#import-error").first)
            #expect(message == "Nothing was added: one file may hold at most 10000 reminders, and this one holds more. Split it into smaller files.")
            #expect(try await browser.reminderTitles() == ["Already here"])
        }
    }

    /// The reminders of a list in the account export, each as its JSON without what differs
    /// between two imports of the same file (ids), its parent named by title; sorted.
    /// The lists of `browser`'s account export, but the account's own first list, "Reminders".
    static func lists(of browser: Browser) async throws -> [[String: Any]] {
        try await browser.visit(Route.accountExport.path)
        #expect(await browser.header("Content-Type") == "application/json; charset=utf-8")
        let account = try #require(try JSONSerialization.jsonObject(with: Data(await browser.body)) as? [String: Any])
        return try #require(account["lists"] as? [[String: Any]]).filter { $0["name"] as? String != "Reminders" }
    }

    static func comparable(_ list: [String: Any]) throws -> [String] {
        let reminders = try #require(list["reminders"] as? [[String: Any]])
        let titles = Dictionary(uniqueKeysWithValues: reminders.map { ($0["id"] as? Int ?? 0, $0["title"] as? String ?? "") })
        return try reminders.map { reminder in
            var fields = reminder
            fields["parent"] = (reminder["parent_id"] as? Int).flatMap { titles[$0] }
            fields["id"] = nil
            fields["parent_id"] = nil
            fields["uid"] = nil
            // The calendar file does not carry a list's manual order: each import places the
            // reminders it adds in the file's order, which is by creation.
            fields["position"] = nil
            let data = try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys, .withoutEscapingSlashes])
            return String(decoding: data, as: UTF8.self)
        }.sorted()
    }
}
