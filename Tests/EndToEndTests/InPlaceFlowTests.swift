import HTMLTestKit
import Presentation
import Testing
import Web

/// A row's action posted in place, as `app.js` posts it (`X-Fragment`): answered with the
/// fragment that changed — the row, the flash, the sidebar's counts — from the running app.
@Suite struct InPlaceFlowTests {
    private static let inPlace = [("X-Fragment", "1")]

    /// Presses `button` as the script would, with the page check off: the answer is a fragment, not a page.
    private func pressInPlace(_ browser: Browser, _ button: String) async throws {
        let check = await browser.pageCheck
        await browser.setPageCheck(nil)
        try await browser.press(button, headers: Self.inPlace)
        await browser.setPageCheck(check)
    }

    @Test func completingARowInPlace_answersItGone_theFlashWithUndo_andTheCounts_andNoFlashIsLeftForTheNextPage() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.createList("Home")
            try await browser.addReminder("Pay rent", dueDate: Days.fromToday(0))
            try await browser.addReminder("Water plants")
            let list = await browser.url
            let rent = try await browser.reminderID("Pay rent")

            // when
            try await pressInPlace(browser, "Complete “Pay rent”")

            // then: a fragment, not a redirect, and no page around it
            #expect(await browser.status == 200)
            #expect(await browser.url == list)
            #expect(await browser.headers.contains { $0.0.lowercased() == "x-fragment" && $0.1 == "rows" })
            #expect(try await browser.texts("main, header, form.quick-add").isEmpty)
            #expect(try await browser.texts("#flash[role=status] > .flash > p") == ["Reminder completed"])
            #expect(try await browser.texts("#flash button") == ["Undo"])
            #expect(try await browser.document.select("li[data-gone]").map { $0["id"] } == ["reminder-\(rent)"])
            #expect(try await browser.document.select("li.reminder").isEmpty)
            #expect(try await browser.texts("nav#sidebar a").prefix(5) == ["Today 0", "Scheduled 0", "Flagged 0", "All 1", "Completed 1"])
            #expect(try await browser.texts("nav#sidebar a[aria-current=page]") == ["Home 1"])

            // the list as it now is, and the flash was said once, in place
            try await browser.visit(list)
            #expect(try await browser.reminderTitles() == ["Water plants"])
            #expect(try await browser.flash() == nil)
        }
    }

    @Test func flaggingARowInPlace_answersTheRowAsThePageNowShowsIt_andUnflaggingOnFlagged_takesItAway() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.createList("Home")
            try await browser.addReminder("Pay rent")
            let rent = try await browser.reminderID("Pay rent")

            // when
            try await pressInPlace(browser, "Flag “Pay rent”")

            // then: the row, flagged, with the button that unflags it
            #expect(try await browser.document.select("li.reminder").map { $0["id"] } == ["reminder-\(rent)"])
            #expect(try await browser.texts("#reminder-\(rent) .flag") == ["Flagged"])
            #expect(try await browser.document.select("#reminder-\(rent) button[value=unflag]").map(\.accessibleName) == ["Unflag “Pay rent”"])
            #expect(try await browser.texts("#flash .flash > p") == ["Reminder flagged"])
            #expect(try await browser.texts("nav#sidebar a").prefix(3) == ["Today 0", "Scheduled 0", "Flagged 1"])

            // when: on Flagged, unflagged
            try await browser.visit(Route.smartList(.flagged).path)
            try await pressInPlace(browser, "Unflag “Pay rent”")

            // then: it leaves the page
            #expect(try await browser.document.select("li[data-gone]").map { $0["id"] } == ["reminder-\(rent)"])
            #expect(try await browser.texts("nav#sidebar a").prefix(3) == ["Today 0", "Scheduled 0", "Flagged 0"])
        }
    }

    @Test func completingTheFirstRowOfAManualOrderInPlace_answersTheNewFirstRowWithoutMoveUp() async throws {
        try await RunningApp.with { app in
            // given: three reminders in manual order
            let browser = try await app.signedInBrowser()
            try await browser.createList("Home")
            for title in ["Apple", "Banana", "Cherry"] { try await browser.addReminder(title) }
            try await browser.press("Manual")
            #expect(try await browser.reminderTitles() == ["Apple", "Banana", "Cherry"])
            let (apple, banana, cherry) = (try await browser.reminderID("Apple"), try await browser.reminderID("Banana"), try await browser.reminderID("Cherry"))

            // when
            try await pressInPlace(browser, "Complete “Apple”")

            // then: Apple goes; Banana, first now, comes without Move up; Cherry, still last, as it was
            #expect(try await browser.document.select("li[data-gone]").map { $0["id"] } == ["reminder-\(apple)"])
            #expect(try await browser.document.select("li.reminder").map { $0["id"] } == ["reminder-\(banana)", "reminder-\(cherry)"])
            #expect(try await browser.document.select("#reminder-\(banana) button[name=action]").compactMap { $0["value"] }.contains("moveReminderUp") == false)
            #expect(try await browser.document.select("#reminder-\(banana) button[name=action]").compactMap { $0["value"] }.contains("moveReminderDown"))
        }
    }

    @Test func completingASubtaskInPlace_answersItGone_andItsParentWithItsProgress() async throws {
        try await RunningApp.with { app in
            // given: a parent with two subtasks
            let browser = try await app.signedInBrowser()
            try await browser.createList("Trip")
            let trip = await browser.url
            try await browser.addReminder("Pack for the trip")
            try await browser.addReminder("Book the hotel")
            try await browser.clickLink("Add a subtask to “Pack for the trip”")
            for title in ["Passport", "Charger"] {
                try await browser.fillIn("New subtask", with: title)
                try await browser.press("Add subtask")
            }
            try await browser.visit(trip)
            let (pack, passport) = (try await browser.reminderID("Pack for the trip"), try await browser.reminderID("Passport"))

            // when
            try await pressInPlace(browser, "Complete “Passport”")

            // then: the subtask goes (the list hides completed ones), its parent comes with its new progress
            #expect(try await browser.document.select("li[data-gone]").map { $0["id"] } == ["reminder-\(passport)"])
            #expect(try await browser.document.select("li.reminder").map { $0["id"] } == ["reminder-\(pack)"])
            #expect(try await browser.texts("#reminder-\(pack) .progress") == ["Subtasks done: 1 of 2"])
        }
    }

    @Test func aRowActionInPlaceOnSomeoneElsesReminder_isThe404ItIsWithoutTheScript_andChangesNothing() async throws {
        try await RunningApp.with { app in
            // given: Ada's reminder
            let ada = try await app.signedInBrowser()
            try await ada.createList("Home")
            try await ada.addReminder("Pay rent")
            let rent = try await ada.reminderID("Pay rent")
            let grace = try await app.signedInBrowser()
            try await grace.createList("Work")
            let work = await grace.url

            // when: Grace posts Ada's reminder's id in place
            let token = try await grace.document.select("input[name=csrf]").first?["value"] ?? ""
            try await grace.send(BrowserRequest(
                method: "POST", url: work, headers: [("Content-Type", "application/x-www-form-urlencoded")] + Self.inPlace,
                body: Array("csrf=\(token)&action=complete&reminderID=\(rent)".utf8)
            ))

            // then
            #expect(await grace.status == 404)
            try await ada.visit(await ada.url)
            #expect(try await ada.reminderTitles() == ["Pay rent"])
        }
    }
}
