import HTMLTestKit
import Testing
import Web

/// A list's order chosen in its menu, and the manual order changed with Move up and Move down,
/// without JavaScript, on the real server.
@Suite struct SortOrderFlowTests {
    /// A list of four reminders whose due dates, priorities, titles and creation each order them differently.
    private func fourReminders(_ browser: Browser) async throws -> String {
        try await browser.createList("Pantry")
        try await browser.addReminder("banana", dueDate: "2026-12-03", priority: "Low")
        try await browser.addReminder("Apple", priority: "High")
        try await browser.addReminder("cherry", dueDate: "2026-12-01")
        try await browser.addReminder("Éclair", dueDate: "2026-12-02", priority: "High")
        return await browser.url
    }

    private func sort(_ browser: Browser, by order: String) async throws {
        try await browser.press(order)
        #expect(try await browser.flash() == "List sorted by: \(order)")
    }

    @Test func choosingEachOrder_showsTheRowsInThatOrder_andTheListKeepsIt() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            let list = try await fourReminders(browser)
            #expect(try await browser.reminderTitles() == ["cherry", "Éclair", "banana", "Apple"])

            let expected: [(String, [String])] = [
                ("Priority", ["Éclair", "Apple", "banana", "cherry"]),
                ("Title", ["Apple", "banana", "cherry", "Éclair"]),
                ("Creation date", ["banana", "Apple", "cherry", "Éclair"]),
                ("Manual", ["banana", "Apple", "cherry", "Éclair"]),
                ("Due date", ["cherry", "Éclair", "banana", "Apple"]),
            ]
            for (order, titles) in expected {
                try await sort(browser, by: order)
                #expect(await browser.url == list)
                #expect(try await browser.reminderTitles() == titles, "\(order)")
                #expect(try await browser.texts("#sort-order button[aria-current=true]") == [order])
            }

            // The choice is the list's: it is still there on the next visit.
            try await sort(browser, by: "Title")
            try await browser.visit(list)
            #expect(try await browser.reminderTitles() == ["Apple", "banana", "cherry", "Éclair"])
        }
    }

    @Test func inManualOrder_moveUpAndDown_reorderTheRows_andTheEndsHaveNoButtonOutwards() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            let list = try await fourReminders(browser)
            try await sort(browser, by: "Manual")

            // when
            try await browser.press("Move “cherry” up")

            // then
            #expect(await browser.url == list)
            #expect(try await browser.flash() == "Reminder moved")
            #expect(try await browser.reminderTitles() == ["banana", "cherry", "Apple", "Éclair"])

            // when
            try await browser.press("Move “banana” down")

            // then: cherry is first, with no Move up; Éclair last, with no Move down
            #expect(try await browser.reminderTitles() == ["cherry", "banana", "Apple", "Éclair"])
            #expect(try await browser.texts("\(try await browser.row("cherry")) button[value=moveReminderUp]").isEmpty)
            #expect(try await browser.texts("\(try await browser.row("Éclair")) button[value=moveReminderDown]").isEmpty)

            // A new reminder goes to the end.
            try await browser.addReminder("Fig")
            #expect(try await browser.reminderTitles() == ["cherry", "banana", "Apple", "Éclair", "Fig"])
        }
    }

    @Test func moveUp_inAListNotInManualOrder_is422_andNothingMoves() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            let list = try await fourReminders(browser)
            let banana = try await browser.reminderID("banana")

            try await browser.post(list, body: "action=moveReminderUp&reminderID=\(banana)")

            #expect(await browser.status == 422)
            #expect(try await browser.texts("#sort-error") == ["Choose Manual to move reminders by hand."])
            #expect(try await browser.reminderTitles() == ["cherry", "Éclair", "banana", "Apple"])
        }
    }

    @Test func aForgedMoveOfSomeoneElsesReminder_is404_andTheirOrderStays() async throws {
        try await RunningApp.with { app in
            // given: Ada's list in manual order
            let ada = try await app.signedInBrowser()
            let adasList = try await fourReminders(ada)
            try await sort(ada, by: "Manual")
            let apple = try await ada.reminderID("Apple")

            // when: Eve moves Ada's reminder, from her own list and from Ada's address
            let eve = try await app.signedInBrowser()
            try await eve.createList("Mine")
            let evesList = await eve.url
            try await eve.addReminder("Hers")
            let hers = try await eve.reminderID("Hers")
            try await sort(eve, by: "Manual")
            for (path, body) in [
                (evesList, "action=moveReminderUp&reminderID=\(apple)"),
                (adasList, "action=moveReminderDown&reminderID=\(apple)"),
                (evesList, "action=placeReminder&reminderID=\(hers)&beforeID=\(apple)"),
            ] {
                try await eve.visit(evesList)
                try await eve.post(path, body: body)
                #expect(await eve.status == 404, "\(path) \(body)")
            }

            // then
            try await ada.visit(adasList)
            #expect(try await ada.reminderTitles() == ["banana", "Apple", "cherry", "Éclair"])
        }
    }
}
