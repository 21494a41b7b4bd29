import Data
import Domain
import Entities
import Foundation
import HTMLTestKit
import Presentation
import Testing
import Web

/// The links that alerts and the daily summary carry, on the running app, followed by a browser
/// that is not signed in (an email opened on a phone): "Mark done" asks, then completes through
/// the person's own use case; the summary's stop link takes a mail client's one-click
/// unsubscribe without a form token. The tokens are sealed with the server's own key, read from
/// its database as `NotificationLinks` would be given it.
@Suite struct AlertLinkFlowTests {
    /// The server's seal, with the key it keeps in its database.
    private func serverSeal(_ app: RunningApp) async throws -> TextSeal {
        let database = try AppDatabase(path: app.databasePath)
        defer { try? database.close() }
        return TextSeal(signer: try await HMACMessageSigner.kept(in: database))
    }

    /// The path of the "Mark done" link that an alert of reminder `id` of person 1, due `due`,
    /// carried, its alert `alertAgo` seconds before the app's clock started.
    private func markDonePath(_ app: RunningApp, reminderID id: Int64, due: DueDate?, alertAgo: TimeInterval = 0) async throws -> String {
        let links = NotificationLinks(baseURL: "http://127.0.0.1", seal: try await serverSeal(app))
        let start = try #require(ISO8601DateFormatter().date(from: RunningApp.clockStart))
        let occurrence = AlertLinkOccurrence(due: due, alertAt: start.addingTimeInterval(-alertAgo))
        return String(links.markDone(userID: 1, reminderID: id, occurrence: occurrence).dropFirst("http://127.0.0.1".count))
    }

    private func day(_ offset: Int) -> DueDate? {
        LocalDate(Days.fromToday(offset)).map { DueDate(date: $0) }
    }

    @Test func markDone_fromAnAlertsLink_signedOut_asksThenCompletesTheReminder() async throws {
        try await RunningApp.with { app in
            let owner = try await app.signedInBrowser()
            try await owner.createList("Groceries")
            try await owner.addReminder("Buy milk", dueDate: "2026-06-15", dueTime: "17:30")
            try await owner.addReminder("Eggs")
            let listPath = await owner.url
            let id = try await owner.reminderID("Buy milk")
            // The first account of a fresh database is person 1.
            let path = try await markDonePath(app, reminderID: Int64(id), due: LocalDate("2026-06-15").map { DueDate(date: $0, time: LocalTime("17:30")) })
            let phone = app.browser()

            try await phone.visit(path)
            #expect(await phone.status == 200)
            #expect(try await phone.texts("h1") == ["Mark “Buy milk” done?"])
            #expect(try await phone.texts("dd") == ["Groceries", "Today, 17:30"])
            // Opening the link changed nothing.
            try await owner.visit(listPath)
            #expect(try await owner.reminderTitles() == ["Buy milk", "Eggs"])

            try await phone.press("Mark done")
            #expect(await phone.status == 200)
            #expect(try await phone.texts("h1") == ["“Buy milk” is done."])
            try await owner.visit(listPath)
            #expect(try await owner.reminderTitles() == ["Eggs"])

            // The link again, later: done already, and nothing to press.
            try await phone.visit(path)
            #expect(try await phone.texts("h1") == ["“Buy milk” was already done."])
            #expect(try await phone.texts("main form button").isEmpty)
        }
    }

    /// Issue 26 item 6: the same link posted three times moved a daily reminder three days on.
    @Test func aMarkDoneLink_isForOneOccurrence_postedAgainItChangesNothing_andSaysSo() async throws {
        try await RunningApp.with { app in
            let owner = try await app.signedInBrowser()
            try await owner.createList("Home")
            try await owner.fillIn("New reminder", with: "Water the plants")
            try await owner.fillIn("Due date", with: Days.fromToday(0))
            try await owner.select("Daily", from: "Repeats")
            try await owner.press("Add")
            let id = Int64(try await owner.reminderID("Water the plants"))
            let path = try await markDonePath(app, reminderID: id, due: day(0))
            let phone = app.browser()

            try await phone.visit(path)
            let csrf = try #require(try await phone.document.select("input[name=csrf]").first?["value"])
            try await phone.press("Mark done")
            #expect(try await phone.texts("h1") == ["“Water the plants” is done."])
            // The same form posted twice more (a reload, a script).
            for _ in 0..<2 {
                try await phone.post(path, body: "action=markDone&csrf=\(csrf)", withFormToken: false)
                #expect(await phone.status == 200)
                #expect(try await phone.texts("main form button").isEmpty)
            }

            try await owner.clickLink("Water the plants")
            #expect(try await owner.document.select("#edit-due-date").first?["value"] == Days.fromToday(1))
            try await phone.visit(path)
            #expect(try await phone.texts("h1") == ["“Water the plants” has moved on since this link was sent: the link changes nothing."])
            #expect(try await phone.texts("main form button").isEmpty)
        }
    }

    @Test func doneInTheAddress_saysNothingIsDone_whileTheReminderIsOpen() async throws {
        try await RunningApp.with { app in
            let owner = try await app.signedInBrowser()
            try await owner.createList("Groceries")
            try await owner.addReminder("Buy milk", dueDate: Days.fromToday(0))
            let id = Int64(try await owner.reminderID("Buy milk"))
            let phone = app.browser()

            try await phone.visit(try await markDonePath(app, reminderID: id, due: day(0)) + "&done=1")

            #expect(try await phone.texts("h1") == ["Mark “Buy milk” done?"])
            #expect(try await phone.texts("main form button") == ["Mark done"])
        }
    }

    @Test func aLinkAWeekAfterItsAlert_hasExpired_andChangesNothing() async throws {
        try await RunningApp.with { app in
            let owner = try await app.signedInBrowser()
            try await owner.createList("Groceries")
            try await owner.addReminder("Buy milk", dueDate: Days.fromToday(-7))
            let listPath = await owner.url
            let id = Int64(try await owner.reminderID("Buy milk"))
            let path = try await markDonePath(app, reminderID: id, due: day(-7), alertAgo: 7 * 24 * 3600)
            let phone = app.browser()

            try await phone.visit(path)
            #expect(try await phone.texts("h1") == ["This link for “Buy milk” has expired: a Mark done link works for 7 days after its alert. Mark it done from its list."])
            #expect(try await phone.texts("main form button").isEmpty)
            try await phone.visit(Route.signUp().path)
            try await phone.post(path, body: "action=markDone")
            #expect(await phone.status == 200)
            try await owner.visit(listPath)
            #expect(try await owner.reminderTitles() == ["Buy milk"])
        }
    }

    @Test func aForgedOrForeignLink_isNotFound_andChangesNothing() async throws {
        try await RunningApp.with { app in
            let owner = try await app.signedInBrowser()
            try await owner.createList("Groceries")
            try await owner.addReminder("Buy milk")
            let listPath = await owner.url
            let id = Int64(try await owner.reminderID("Buy milk"))
            let seal = try await serverSeal(app)
            let phone = app.browser()
            let now = AlertLinkOccurrence(due: nil, alertAt: try #require(ISO8601DateFormatter().date(from: RunningApp.clockStart)))

            for token in [
                seal.markDoneToken(userID: 1, reminderID: id, occurrence: now) + "x",
                TextSeal(signer: HMACMessageSigner(key: Array(repeating: 7, count: 32))).markDoneToken(userID: 1, reminderID: id, occurrence: now),
                seal.markDoneToken(userID: 2, reminderID: id, occurrence: now),
                seal.markDoneToken(userID: 1, reminderID: id + 100, occurrence: now),
                // A link from before occurrences.
                seal.seal("1:\(id)", for: .markDone),
                seal.stopSummaryToken(userID: 1),
            ] {
                try await phone.visit(Route.markDone(token: token).path)
                #expect(await phone.status == 404, "\(token)")
            }
            try await owner.visit(listPath)
            #expect(try await owner.reminderTitles() == ["Buy milk"])
        }
    }

    @Test func theSummarysStopLink_takesAOneClickUnsubscribe_andAPersonsPress() async throws {
        try await RunningApp.with { app in
            let owner = try await app.signedInBrowser()
            let stop = NotificationLinks(baseURL: "http://127.0.0.1", seal: try await serverSeal(app)).stopSummary(userID: 1)
            let path = String(stop.dropFirst("http://127.0.0.1".count))
            try await owner.visit(Route.settings.path)
            try await owner.check("Email me a summary of the day (due today and overdue)")
            try await owner.press("Save notifications")
            #expect(try await owner.document.select("#notifications-daily-summary[checked]").count == 1)

            // A mail client: no cookie, no form token, only the one-click body.
            let mailClient = app.browser(checkingPages: false)
            try await mailClient.post(path, body: "List-Unsubscribe=One-Click", withFormToken: false)
            #expect(await mailClient.status == 200)
            try await owner.visit(Route.settings.path)
            #expect(try await owner.document.select("#notifications-daily-summary[checked]").isEmpty)

            // A person on the page presses the button.
            let phone = app.browser()
            try await phone.visit(path)
            try await phone.press("Stop the daily summary")
            #expect(await phone.status == 200)
            #expect(try await phone.texts("main p").first == "The daily summary is stopped. You can switch it on again in your settings.")

            // Without the one-click body, a post without a token is refused.
            try await mailClient.post(path, body: "action=stopSummary", withFormToken: false)
            #expect(await mailClient.status == 403)
            try await mailClient.post(Route.stopSummary(token: "forged").path, body: "List-Unsubscribe=One-Click", withFormToken: false)
            #expect(await mailClient.status == 404)
        }
    }

    /// Issue 28 item 7: an alert's and the summary's links know whose they are, so their pages
    /// speak that person's language — German here — in an English browser nobody is signed in to.
    @Test func theLinksOfAGermanPerson_openInGerman_inAnEnglishBrowser() async throws {
        try await RunningApp.with { app in
            let owner = try await app.signedInBrowser()
            try await owner.createList("Groceries")
            try await owner.addReminder("Buy milk", dueDate: "2026-06-15", dueTime: "17:30")
            let id = try await owner.reminderID("Buy milk")
            try await owner.clickLink("Settings")
            try await owner.select("Deutsch", from: "Language")
            try await owner.press("Save settings")
            let markDone = try await markDonePath(app, reminderID: Int64(id), due: LocalDate("2026-06-15").map { DueDate(date: $0, time: LocalTime("17:30")) })
            let stop = NotificationLinks(baseURL: "http://127.0.0.1", seal: try await serverSeal(app)).stopSummary(userID: 1)
            let phone = app.browser(headers: [("Accept-Language", "en")])

            try await phone.visit(markDone)
            #expect(try await phone.document.select("html").first?["lang"] == "de")
            #expect(try await phone.texts("h1") == ["„Buy milk“ als erledigt markieren?"])
            try await phone.press("Erledigt")
            #expect(try await phone.texts("h1") == ["„Buy milk“ ist erledigt."])

            try await phone.visit(String(stop.dropFirst("http://127.0.0.1".count)))
            #expect(try await phone.document.select("html").first?["lang"] == "de")
            try await phone.press("Tägliche Übersicht abbestellen")
            #expect(try await phone.texts("main p").first == "Die tägliche Übersicht ist abbestellt. In deinen Einstellungen kannst du sie wieder einschalten.")
        }
    }
}
