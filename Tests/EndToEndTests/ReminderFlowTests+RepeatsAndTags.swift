import HTMLTestKit
import Presentation
import Testing
import Web

/// Repeating reminders and tags, through the forms and pages without JavaScript.
extension ReminderFlowTests {
    @Test func aRepeatingReminder_movesToItsNextDateWhenCompleted_andCompletedShowsTheOccurrenceDone() async throws {
        try await RunningApp.with { app in
            // given: "Water the plants" every 3 days from today (2026-06-15)
            let browser = try await app.signedInBrowser()
            try await browser.createList("Home")
            let list = await browser.url
            try await browser.fillIn("New reminder", with: "Water the plants")
            try await browser.fillIn("Due date", with: Days.fromToday(0))
            try await browser.select("Daily", from: "Repeats")
            try await browser.fillIn("Every (days, weeks, months or years)", with: "3")
            try await browser.press("Add")
            #expect(try await browser.flash() == "Reminder added")
            let row = try await browser.row("Water the plants")
            #expect(try await browser.texts("\(row) .repeat") == ["Every 3 days"])

            // when: completed from its row
            try await browser.press("Complete “Water the plants”")

            // then: still open on the list, due three days on, with an Undo that moves it back
            #expect(await browser.url == list)
            #expect(try await browser.flash() == "Done. Next due 18 Jun 2026")
            #expect(try await browser.document.select(".flash button[value=undoCompletion]").map(\.text) == ["Undo"])
            #expect(try await browser.reminderTitles() == ["Water the plants"])
            try await browser.clickLink("Water the plants")
            #expect(try await browser.document.select("#edit-due-date").first?["value"] == Days.fromToday(3))
            #expect(try await browser.document.select("#edit-repeat-frequency option[selected]").map(\.text) == ["Daily"])
            #expect(try await browser.document.select("#edit-repeat-interval").first?["value"] == "3")

            // and: Completed shows the occurrence done
            try await browser.visit(Route.smartList(.completed).path)
            #expect(try await browser.reminderTitles() == ["Water the plants"])
        }
    }

    @Test func undoAfterCompletingAWeeklyReminder_putsItsDueDateBack_andTheRowAsItWas_once() async throws {
        try await RunningApp.with { app in
            // given: "Put the bins out" weekly on Mondays from today (Monday 2026-06-15)
            let browser = try await app.signedInBrowser()
            try await browser.createList("Home")
            let list = await browser.url
            try await browser.fillIn("New reminder", with: "Put the bins out")
            try await browser.fillIn("Due date", with: Days.fromToday(0))
            try await browser.select("Weekly", from: "Repeats")
            try await browser.check("Monday")
            try await browser.press("Add")
            let row = try await browser.row("Put the bins out")
            let rowBefore = try await browser.texts(row)

            // when: completed from its row
            try await browser.press("Complete “Put the bins out”")

            // then: due a week on, and Completed shows the occurrence done
            #expect(try await browser.flash() == "Done. Next due 22 Jun 2026")
            #expect(try await browser.texts(row) != rowBefore)
            let undo = try await browser.undoFields()

            // when: Undo
            try await browser.press("Undo")

            // then: due today again, the row as it was, and no occurrence done
            #expect(await browser.url == list)
            #expect(try await browser.flash() == "Undone. Due 15 Jun 2026 again")
            #expect(try await browser.texts(row) == rowBefore)
            try await browser.clickLink("Put the bins out")
            #expect(try await browser.document.select("#edit-due-date").first?["value"] == Days.fromToday(0))
            try await browser.visit(Route.smartList(.completed).path)
            #expect(try await browser.reminderTitles().isEmpty)

            // when: the same Undo sent again (from a page kept open): the occurrence it names is gone
            try await browser.post(list, body: "action=undoCompletion&\(undo)")

            // then: 404, nothing changed
            #expect(await browser.status == 404)
            try await browser.visit(list)
            #expect(try await browser.texts(row) == rowBefore)
        }
    }

    @Test func undoAfterCompletingARepeatingReminder_thatWasEditedSince_saysSo_andChangesNothing() async throws {
        try await RunningApp.with { app in
            // given: completed, and the flash's Undo kept
            let browser = try await app.signedInBrowser()
            try await browser.createList("Home")
            let list = await browser.url
            try await browser.fillIn("New reminder", with: "Water the plants")
            try await browser.fillIn("Due date", with: Days.fromToday(0))
            try await browser.select("Daily", from: "Repeats")
            try await browser.press("Add")
            try await browser.press("Complete “Water the plants”")
            let undo = try await browser.undoFields()

            // when: completed again, then the first Undo sent
            try await browser.press("Complete “Water the plants”")
            #expect(try await browser.flash() == "Done. Next due 17 Jun 2026")
            try await browser.post(list, body: "action=undoCompletion&\(undo)")

            // then: the message, and still due on the 17th (both occurrences done: the Domain
            // tests count them; Completed would show two rows of one title)
            #expect(try await browser.flash() == "Not undone: “Water the plants” has changed since it was completed")
            try await browser.clickLink("Water the plants")
            #expect(try await browser.document.select("#edit-due-date").first?["value"] == Days.fromToday(2))
        }
    }

    @Test func aRepeatWithoutDueDate_isRefusedBesideTheFieldset_keepingWhatWasTyped() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.createList("Bills")
            try await browser.fillIn("New reminder", with: "Pay rent")
            try await browser.select("Monthly", from: "Repeats")
            try await browser.check("The last day")

            // when
            try await browser.press("Add")

            // then: 422, the message beside the repeat, the choices as typed, nothing added
            #expect(await browser.status == 422)
            #expect(try await browser.texts("#new-repeat-error") == ["A repeat needs a due date to start from."])
            #expect(try await browser.document.select("#new-repeat-frequency option[selected]").map(\.text) == ["Monthly"])
            #expect(try await browser.document.select("input[name=repeatMonthly][value=lastDay][checked]").count == 1)
            #expect(try await browser.document.select("#new-title").first?["value"] == "Pay rent")
            #expect(try await browser.reminderTitles().isEmpty)
        }
    }

    @Test func aRepeatTheFormCannotSend_isABadRequest_andAddsNothing() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser(checkingPages: false)
            try await browser.createList("Bills")
            let list = await browser.url

            for body in [
                "action=addReminder&title=Pay+rent&dueDate=2026-06-15&repeatFrequency=hourly",
                "action=addReminder&title=Pay+rent&dueDate=2026-06-15&repeatFrequency=daily&repeatInterval=abc",
                "action=addReminder&title=Pay+rent&dueDate=2026-06-15&repeatFrequency=weekly&repeatDays=XX",
            ] {
                try await browser.visit(list)
                try await browser.post(list, body: body)
                #expect(await browser.status == 400, "\(body)")
            }
            try await browser.visit(list)
            #expect(try await browser.reminderTitles().isEmpty)
        }
    }

    @Test func tagsTypedInTheTitleAndTheField_showOnTheRow_onTheTagsPage_inTheTagsSection_andInSearch() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.createList("Errands")
            let list = await browser.url
            try await browser.fillIn("New reminder", with: "Buy stamps #errands")
            try await browser.fillIn("Tags", with: "post, #Home")

            // when
            try await browser.press("Add")

            // then: the title without its tag, and every tag linked on the row
            #expect(try await browser.flash() == "Reminder added")
            let row = try await browser.row("Buy stamps")
            #expect(try await browser.texts("\(row) a.tag") == ["#post", "#Home", "#errands"])

            // when: the tag's link is followed
            try await browser.clickLink("#errands", within: row)

            // then: the tag's page lists it
            #expect(await browser.url.hasSuffix(Route.tag("errands").path))
            #expect(try await browser.texts("h1") == ["#errands"])
            #expect(try await browser.reminderTitles() == ["Buy stamps"])

            // and: search finds it by tag, with or without the case it was typed in
            try await browser.visit(Route.search(query: "#home").path)
            #expect(try await browser.reminderTitles() == ["Buy stamps"])

            // and: the lists page has a Tags section, each tag with its count of open reminders
            try await browser.visit(list)
            // (the title alone: quick add reads the tag, and says so)
            try await browser.fillIn("New reminder", with: "Post the letter #post")
            try await browser.press("Add")
            #expect(try await browser.flash() == "Added “Post the letter”: #post")
            try await browser.visit(Route.lists.path)
            #expect(try await browser.texts("section[aria-labelledby=tags-heading] li") == ["#errands 1 open", "#Home 1 open", "#post 2 open"])

            // when: the tag's last open reminder is completed on its page
            try await browser.clickLink("#errands")
            try await browser.press("Complete “Buy stamps”")

            // then: the tag's page stays, empty, and the tag leaves the Tags section
            #expect(await browser.url.hasSuffix(Route.tag("errands").path))
            #expect(try await browser.texts(".empty h2") == ["All done"])
            try await browser.visit(Route.lists.path)
            #expect(try await browser.texts("section[aria-labelledby=tags-heading] li") == ["#post 1 open"])

            // and: a tag nothing carries has no page
            try await browser.visit(Route.tag("umbrella").path)
            #expect(await browser.status == 404)
        }
    }

    @Test func wordsThatAreNoTag_areRefusedBesideTheTagsField() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.createList("Errands")
            try await browser.fillIn("New reminder", with: "Buy stamps")
            try await browser.fillIn("Tags", with: "post b$c")

            try await browser.press("Add")

            #expect(await browser.status == 422)
            #expect(try await browser.texts("#new-tags-error") == ["Not tags: b$c. A tag is letters, digits, - or _, with at least one letter."])
            #expect(try await browser.document.select("#new-tags").first?["value"] == "post b$c")
            #expect(try await browser.reminderTitles().isEmpty)
        }
    }
}

extension Browser {
    /// The hidden fields of the flash's Undo after completing a repeating reminder, as a form's
    /// body (`reminderID=5&occurrenceID=8`): what a page kept open would post again.
    fileprivate func undoFields() throws -> String {
        try ["reminderID", "occurrenceID"].map { name in
            let value = try document.select(".flash input[name=\(name)]").first?["value"]
            guard let value else { throw HTMLTestKitError.noSuchElement("the flash's \(name)") }
            return "\(name)=\(value)"
        }.joined(separator: "&")
    }
}
