import Domain
import Entities
import Foundation
import HTMLTestKit
import HTTPServer
import Mocks
import Presentation
import Testing
@testable import Web
import WebTestSupport

/// Issue 18's pages through the router, in process: a reminder's alert in the editor and on its
/// row, the Notifications form of the settings page, and the pages of the links that alerts and
/// the summary carry (signed out, as from an email), the one-click unsubscribe among them.
@Suite struct AlertPagesTests {
    private let seal = TextSeal(signer: FakeMessageSigner())
    private let milk = Reminder.fixture(id: 2, listID: 1, title: "Buy milk", due: DueDate(date: .fixture("2026-11-21"), time: .fixture("17:30")),
                                        alert: ReminderAlert(minutesBefore: 15))

    // MARK: The editor and the row

    private func editing(update: MockUpdateReminderUseCase = MockUpdateReminderUseCase()) -> DIContainer {
        let lists = [ReminderListSummary.fixture(list: .fixture(id: 1, name: "Groceries"))]
        return .mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: lists),
            fetchList: MockFetchListUseCase(returning: .fixture(id: 1, name: "Groceries")),
            fetchReminders: MockFetchRemindersUseCase(returning: listPage(page([milk]), among: lists)),
            fetchReminder: MockFetchReminderUseCase(returning: milk), fetchSubtasks: MockFetchSubtasksUseCase(returning: []),
            updateReminder: update
        )
    }

    @Test func theEditor_showsTheAlertChosen_andSavesAnother() async throws {
        let update = MockUpdateReminderUseCase(returning: milk)
        let browser = try makeBrowser(editing(update: update))
        try await browser.visit(Route.reminder(2).path)
        #expect(try await browser.document.select("#edit-alert option[selected]").map { $0.text } == ["15 minutes before"])
        #expect(try await browser.document.select("#edit-alert option").map { $0["value"] ?? "" } == ["none", "0", "5", "15", "30", "60", "1440"])

        try await browser.select("1 day before", from: "Alert")
        try await browser.press("Save")

        #expect(update.stub.calls.map(\.draft.alert) == [ReminderAlert(minutesBefore: 1440)])
    }

    @Test(arguments: ["10", "soon", "-15", "0.5", ""])
    func anAlertNoOptionSends_isABadRequest_andSavesNothing(value: String) async throws {
        let update = MockUpdateReminderUseCase()
        let router = try makeRouter(editing(update: update))

        let response = try await post(router, Route.reminder(2).path, [
            "action": "saveReminder", "title": "Buy milk", "dueDate": "2026-11-21", "listID": "1", "alert": value,
        ])

        #expect(response.status == .badRequest)
        #expect(update.stub.calls.isEmpty)
    }

    @Test func aRefusedEditor_keepsTheAlertChosen() async throws {
        let router = try makeRouter(editing(update: MockUpdateReminderUseCase(failing: .invalid(ValidationErrors([.title: .empty])))))

        let response = try await post(router, Route.reminder(2).path, [
            "action": "saveReminder", "title": " ", "dueDate": "2026-11-21", "listID": "1", "alert": "60",
        ])

        #expect(response.status == .unprocessableContent)
        #expect(try response.document.select("#edit-alert option[selected]").map { $0.text } == ["1 hour before"])
    }

    @Test func aRow_saysWhenItsReminderAlerts() async throws {
        let lists = [ReminderListSummary.fixture(list: .fixture(id: 1, name: "Groceries"))]
        let container = DIContainer.mock(
            fetchList: MockFetchListUseCase(returning: .fixture(id: 1, name: "Groceries")),
            fetchReminders: MockFetchRemindersUseCase(returning: listPage(page([milk, .fixture(id: 3, title: "Eggs")]), among: lists))
        )
        let response = try await get(makeRouter(container), Route.list(1).path)
        #expect(try response.document.select(".meta .alert").map { $0.text } == ["Alert: 15 minutes before"])
    }

    @Test func quickAdd_withADateAndNoAlertField_alertsAtTheTime() async throws {
        let add = MockAddReminderUseCase(returning: milk)
        let lists = [ReminderListSummary.fixture(list: .fixture(id: 1, name: "Groceries"))]
        let container = DIContainer.mock(
            fetchList: MockFetchListUseCase(returning: .fixture(id: 1, name: "Groceries")),
            fetchReminders: MockFetchRemindersUseCase(returning: listPage(page([]), among: lists)), addReminder: add
        )

        let response = try await post(makeRouter(container), Route.list(1).path, ["action": "addReminder", "title": "Buy milk", "dueDate": "2026-11-21"])

        #expect(response.status == .seeOther)
        #expect(add.stub.calls.map(\.draft.alert) == [.atTime])
    }

    // MARK: Settings

    private func settings(update: MockUpdateSettingsUseCase = MockUpdateSettingsUseCase()) -> DIContainer {
        .mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: [.fixture(list: .fixture(id: 1, name: "Groceries"))]), updateSettings: update,
            fetchPushDevices: MockFetchPushDevicesUseCase(returning: [])
        )
    }

    @Test func theSettingsPage_showsTheNotifications_andSavesThem() async throws {
        let update = MockUpdateSettingsUseCase(returning: signedIn.user)
        let browser = try makeBrowser(settings(update: update))
        try await browser.visit(Route.settings.path)
        #expect(try await browser.document.select("#notifications-date-only-time").first?["value"] == "09:00")
        #expect(try await browser.document.select("#notifications-unconfirmed").map { $0.text } == ["Email is sent once you have confirmed your address."])

        try await browser.uncheck("Email me when a reminder alerts")
        try await browser.check("Email me a summary of the day (due today and overdue)")
        try await browser.fillIn("Time of the daily summary", with: "07:15")
        try await browser.press("Save notifications")

        #expect(try await browser.document.select(".flash p").map { $0.text } == ["Notifications saved."])
        var expected = signedIn.user.settings
        expected.notifications = NotificationSettings(emailAlerts: false, dailySummary: true, summaryTime: .fixture("07:15"), dateOnlyAlertTime: .fixture("09:00"))
        #expect(update.stub.calls == [.init(userID: 1, settings: expected)])
    }

    @Test(arguments: [("summaryTime", "25:00"), ("summaryTime", nil), ("dateOnlyAlertTime", "9am"), ("emailAlerts", "maybe")])
    func aNotificationFieldNoControlSends_isABadRequest_andSavesNothing(field: String, value: String?) async throws {
        let update = MockUpdateSettingsUseCase()
        var fields = ["action": "saveNotifications", "summaryTime": "08:00", "dateOnlyAlertTime": "09:00"]
        fields[field] = value

        let response = try await post(makeRouter(settings(update: update)), Route.settings.path, fields)

        #expect(response.status == .badRequest)
        #expect(update.stub.calls.isEmpty)
    }

    @Test func aTimeLeftEmpty_is422_withItsMessageBesideIt_andTheValuesSent() async throws {
        let update = MockUpdateSettingsUseCase()

        let response = try await post(makeRouter(settings(update: update)), Route.settings.path, [
            "action": "saveNotifications", "dailySummary": "true", "summaryTime": "07:45", "dateOnlyAlertTime": "",
        ])

        #expect(response.status == .unprocessableContent)
        #expect(try response.document.select("#notifications-date-only-time-error").map { $0.text } == ["Choose a time."])
        #expect(try response.document.select("#notifications-summary-time").first?["value"] == "07:45")
        #expect(try response.document.select("#notifications-daily-summary[checked]").count == 1)
        #expect(try response.document.select("#notifications-email-alerts[checked]").isEmpty)
        #expect(update.stub.calls.isEmpty)
    }

    // MARK: Mark done

    private func markDoneRouter(
        reminder: Reminder?, complete: MockSetReminderCompletedUseCase = MockSetReminderCompletedUseCase(), log: LogLines = LogLines(),
        fetch: MockFetchReminderUseCase? = nil
    ) throws -> Router<WebContext> {
        let target = reminder.map { AlertLinkTarget(user: .fixture(id: 4), reminderID: $0.id, occurrence: AlertLinkOccurrence(due: $0.due, alertAt: fixtureDate)) }
        let container = DIContainer.mock(
            fetchList: MockFetchListUseCase(returning: .fixture(id: 1, name: "Groceries")),
            fetchReminder: fetch ?? reminder.map { MockFetchReminderUseCase(returning: $0) } ?? MockFetchReminderUseCase(), setReminderCompleted: complete
        )
        let accounts = AccountsContainer.mock(
            resolveSession: MockResolveSessionUseCase(returning: nil), resolveAlertLink: MockResolveAlertLinkUseCase(markDone: target), container: container
        )
        return try makeWebApp(accounts: accounts, log: log.append).router()
    }

    @Test func theMarkDonePage_signedOut_asks_andGettingItChangesNothing() async throws {
        let complete = MockSetReminderCompletedUseCase()
        let browser = Browser(transport: RouterTransport(router: try markDoneRouter(reminder: milk, complete: complete), sessionToken: nil),
                              pageCheck: StandardPageChecks.check)

        try await browser.visit(Route.markDone(token: "4:2.sig").path)

        #expect(try await browser.document.select("h1").map { $0.text } == ["Mark “Buy milk” done?"])
        #expect(try await browser.document.select("dd").map { $0.text } == ["Groceries", "Today, 17:30"])
        #expect(complete.stub.calls.isEmpty)
    }

    @Test func pressingMarkDone_completesIt_andShowsItDone() async throws {
        var done = milk
        done.completedAt = fixtureDate
        let complete = MockSetReminderCompletedUseCase(returning: done)
        // The reminder as stored: open until completed.
        let fetch = MockFetchReminderUseCase()
        fetch.stub.handles { [complete, milk, done] _ in complete.stub.calls.isEmpty ? milk : done }
        let router = try markDoneRouter(reminder: milk, complete: complete, fetch: fetch)
        let browser = Browser(transport: RouterTransport(router: router, sessionToken: nil), pageCheck: StandardPageChecks.check)
        try await browser.visit(Route.markDone(token: "4:2.sig").path)

        try await browser.press("Mark done")

        #expect(complete.stub.calls == [.init(id: 2, isCompleted: true)])
        #expect(await browser.url == Route.markDone(token: "4:2.sig", done: true).path)
        #expect(try await browser.document.select("h1").map { $0.text } == ["“Buy milk” is done."])
        #expect(try await browser.document.select("form button").map { $0.text }.contains("Mark done") == false)
    }

    @Test func aPostWithoutTheFormToken_isForbidden_andChangesNothing() async throws {
        let complete = MockSetReminderCompletedUseCase()
        let response = try await post(try markDoneRouter(reminder: milk, complete: complete), Route.markDone(token: "4:2.sig").path,
                                      ["action": "markDone"], cookie: nil, csrf: nil)
        #expect(response.status == .forbidden)
        #expect(complete.stub.calls.isEmpty)
    }

    @Test func aLinkThatNamesNothing_isNotFound_andLogged() async throws {
        let log = LogLines()
        let response = try await get(try markDoneRouter(reminder: nil, log: log), Route.markDone(token: "forged").path, headers: ["Cookie": "x=1"])
        #expect(response.status == .notFound)
        #expect(log.lines.contains { $0.contains("link refused") })
    }

    @Test func anUnknownActionOnTheMarkDonePage_isABadRequest() async throws {
        let form = seal.makeFormToken()
        let response = try await post(try markDoneRouter(reminder: milk), Route.markDone(token: "4:2.sig").path, ["action": "reopen"],
                                      cookie: "csrf=\(form)", csrf: form)
        #expect(response.status == .badRequest)
    }

    // MARK: Stop the summary

    private func stopRouter(user: User?, update: MockUpdateSettingsUseCase) throws -> Router<WebContext> {
        let accounts = AccountsContainer.mock(
            resolveSession: MockResolveSessionUseCase(returning: nil), resolveAlertLink: MockResolveAlertLinkUseCase(stopSummary: user),
            container: .mock(updateSettings: update)
        )
        return try makeWebApp(accounts: accounts).router()
    }

    private var subscriber: User {
        User.fixture(id: 4, settings: UserSettings(notifications: NotificationSettings(dailySummary: true)))
    }

    @Test func theStopPage_asks_thenStopsOnlyTheSummary() async throws {
        let update = MockUpdateSettingsUseCase(returning: subscriber)
        let browser = Browser(transport: RouterTransport(router: try stopRouter(user: subscriber, update: update), sessionToken: nil),
                              pageCheck: StandardPageChecks.check)
        try await browser.visit(Route.stopSummary(token: "4.sig").path)
        #expect(update.stub.calls.isEmpty)

        try await browser.press("Stop the daily summary")

        #expect(update.stub.calls == [.init(userID: 4, settings: UserSettings(notifications: NotificationSettings(dailySummary: false)))])
        #expect(try await browser.document.select("main p").map { $0.text }.contains("The daily summary is stopped. You can switch it on again in your settings."))
    }

    @Test func aOneClickUnsubscribe_withoutAFormToken_stopsIt() async throws {
        let update = MockUpdateSettingsUseCase(returning: subscriber)

        let response = try await post(try stopRouter(user: subscriber, update: update), Route.stopSummary(token: "4.sig").path,
                                      ["List-Unsubscribe": "One-Click"], cookie: nil, csrf: nil)

        #expect(response.status == .ok)
        #expect(update.stub.calls.count == 1)
    }

    @Test(arguments: [["List-Unsubscribe": "One-Click", "action": "stopSummary"], ["List-Unsubscribe": "Yes"], ["action": "stopSummary"]])
    func anythingElseWithoutAFormToken_isForbidden(fields: [String: String]) async throws {
        let update = MockUpdateSettingsUseCase()
        let response = try await post(try stopRouter(user: subscriber, update: update), Route.stopSummary(token: "4.sig").path, fields, cookie: nil, csrf: nil)
        #expect(response.status == .forbidden)
        #expect(update.stub.calls.isEmpty)
    }

    @Test func theOneClickExemption_isTheStopPagesAlone() async throws {
        let complete = MockSetReminderCompletedUseCase()
        let response = try await post(try markDoneRouter(reminder: milk, complete: complete), Route.markDone(token: "4:2.sig").path,
                                      ["List-Unsubscribe": "One-Click"], cookie: nil, csrf: nil)
        #expect(response.status == .forbidden)
    }

    @Test func aOneClickWithAForgedToken_isNotFound_andChangesNothing() async throws {
        let update = MockUpdateSettingsUseCase()
        let response = try await post(try stopRouter(user: nil, update: update), Route.stopSummary(token: "forged").path,
                                      ["List-Unsubscribe": "One-Click"], cookie: nil, csrf: nil)
        #expect(response.status == .notFound)
        #expect(update.stub.calls.isEmpty)
    }

    // MARK: Links

    @Test func notificationLinks_areAbsolute_andTheirTokensOpenForTheirPurposeOnly() throws {
        let links = NotificationLinks(baseURL: "https://reminders.example/", seal: seal)

        let occurrence = AlertLinkOccurrence(due: nil, alertAt: fixtureDate)
        let markDone = links.markDone(userID: 4, reminderID: 17, occurrence: occurrence)
        let markDoneRoute = try #require(Route(target: String(markDone.dropFirst("https://reminders.example".count))))
        guard case .markDone(let token, false) = markDoneRoute else {
            Issue.record("\(markDoneRoute)")
            return
        }
        #expect(seal.openMarkDoneToken(token).map { [$0.userID, $0.reminderID] } == [4, 17])
        #expect(seal.openMarkDoneToken(token)?.occurrence == occurrence)
        #expect(seal.openStopSummaryToken(token) == nil)

        let stop = links.stopSummary(userID: 4)
        guard case .stopSummary(let stopToken, false)? = Route(target: String(stop.dropFirst("https://reminders.example".count))) else {
            Issue.record("\(stop)")
            return
        }
        #expect(seal.openStopSummaryToken(stopToken) == 4)
        #expect(links.reminder(17) == "https://reminders.example/reminders/17/edit")
        #expect(links.list(3) == "https://reminders.example/lists/3")
    }

    @Test func theLinkPages_roundTripThroughTheRouteTable() {
        for route in [Route.markDone(token: "4:2.abc-_"), .markDone(token: "4:2.abc", done: true), .stopSummary(token: "4.x"), .stopSummary(token: "4.x", stopped: true)] {
            #expect(Route(target: route.path) == route, "\(route.path)")
            #expect(route.isPublic && route.isPage)
        }
        #expect(Route(local: Route.markDone(token: "4:2.abc").path) == .lists)
    }
}

/// The lines a web app logged.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    var lines: [String] { lock.withLock { stored } }

    @Sendable func append(_ line: String) {
        lock.withLock { stored.append(line) }
    }
}
