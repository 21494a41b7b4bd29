import HTMLTestKit
import Presentation
import Testing
import Web

/// Reminders added, rejected, edited, moved, completed, reopened and deleted through the pages.
@Suite struct ReminderFlowTests {
    @Test func addingAReminderWithEveryField_listsItAndTheEditorShowsEachValue() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.createList("Family")

            // when
            try await browser.addReminder("Call mum", notes: "About Sunday's lunch", dueDate: "2030-01-15", dueTime: "14:30", priority: "High")

            // then
            let row = try await browser.row("Call mum")
            #expect(try await browser.texts("\(row) .priority") == ["High"])
            #expect(try await browser.texts("\(row) .notes") == ["About Sunday's lunch"])
            #expect(try await browser.texts("\(row) .due") == ["Tue 15 Jan 2030, 14:30"])
            try await browser.clickLink("Call mum", within: row)
            let editor = await browser.document
            #expect(try editor.select("#edit-title").first?["value"] == "Call mum")
            #expect(try editor.select("#edit-notes").first?.text == "About Sunday's lunch")
            #expect(try editor.select("#edit-due-date").first?["value"] == "2030-01-15")
            #expect(try editor.select("#edit-due-time").first?["value"] == "14:30")
            #expect(try editor.select("#edit-priority option[selected]").map(\.text) == ["High"])
            #expect(try editor.select("#edit-list option[selected]").map(\.text) == ["Family"])
        }
    }

    @Test func aTitleTooShort_is422WithTheMessageBesideTheField_everyTypedValueKept_andNothingAdded() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.createList("Family")
            try await browser.fillIn("New reminder", with: "ab")
            try await browser.fillIn("Notes", with: "Keep <these> notes")
            try await browser.fillIn("Due date", with: "2030-01-15")
            try await browser.fillIn("Time", with: "09:05")
            try await browser.select("Medium", from: "Priority")

            // when
            try await browser.press("Add")

            // then
            #expect(await browser.status == 422)
            let document = await browser.document
            let title = try #require(try document.select("#new-title").first)
            #expect([title["value"], title["aria-invalid"], title["aria-describedby"]] == ["ab", "true", "new-title-error"])
            // The message right under the quick-add field's row.
            let message = try document.xpath("//*[@id='new-title']/parent::div/following-sibling::*[1][self::p][@class='error']")
            #expect(message.map(\.text) == ["Use at least 3 characters for the title"])
            #expect(try document.select("#new-notes").first?.text == "Keep <these> notes")
            #expect(try document.select("#new-due-date").first?["value"] == "2030-01-15")
            #expect(try document.select("#new-due-time").first?["value"] == "09:05")
            #expect(try document.select("#new-priority option[selected]").map(\.text) == ["Medium"])
            #expect(try await browser.flash() == nil)
            #expect(try await browser.reminderTitles() == [])
        }
    }

    @Test func aTimeWithoutADay_isRejectedBesideTheTimeField() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.createList("Family")
            try await browser.fillIn("New reminder", with: "Call mum")
            try await browser.fillIn("Time", with: "09:05")

            try await browser.press("Add")

            #expect(await browser.status == 422)
            #expect(try await browser.texts("#new-due-time-error") == ["Choose a day for this time"])
            #expect(try await browser.document.select("#new-title").first?["value"] == "Call mum")
        }
    }

    @Test func editingAReminder_savesEveryField() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.createList("Family")
            try await browser.addReminder("Call mum")
            try await browser.clickLink("Call mum")

            // when
            try await browser.fillIn("Title", with: "Call mum and dad")
            try await browser.fillIn("Notes", with: "Both of them")
            try await browser.fillIn("Due date", with: "2030-02-01")
            try await browser.fillIn("Time", with: "08:00")
            try await browser.select("Low", from: "Priority")
            try await browser.press("Save")

            // then
            #expect(try await browser.flash() == "Reminder saved")
            #expect(try await browser.texts("h1") == ["Family"])
            let row = try await browser.row("Call mum and dad")
            #expect(try await browser.texts("\(row) .notes") == ["Both of them"])
            #expect(try await browser.texts("\(row) .due") == ["Fri 1 Feb 2030, 08:00"])
            #expect(try await browser.texts("\(row) .priority") == ["Low"])
        }
    }

    @Test func aRejectedEdit_is422OnTheEditorWithTheTypedValuesKept() async throws {
        try await RunningApp.with { app in
            let browser = try await app.signedInBrowser()
            try await browser.createList("Family")
            try await browser.addReminder("Call mum")
            try await browser.clickLink("Call mum")

            try await browser.fillIn("Title", with: " x ")
            try await browser.fillIn("Notes", with: "Typed")
            try await browser.press("Save")

            #expect(await browser.status == 422)
            #expect(try await browser.texts("#edit-title-error") == ["Use at least 3 characters for the title"])
            #expect(try await browser.document.select("#edit-title").first?["value"] == " x ")
            #expect(try await browser.document.select("#edit-notes").first?.text == "Typed")
            try await browser.clickLink("← Family")
            #expect(try await browser.reminderTitles() == ["Call mum"])
        }
    }

    @Test func movingAReminder_fromItsRowOrFromTheEditor_takesItToTheOtherList() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.createList("Work")
            let work = await browser.url
            try await browser.createList("Home")
            let home = await browser.url
            try await browser.addReminder("Fix the sink")

            // when: moved from its row
            let row = try await browser.row("Fix the sink")
            try await browser.clickLink("Move “Fix the sink” to…", within: row)
            try await browser.press("Work")

            // then
            #expect(await browser.url == home)
            #expect(try await browser.flash() == "Reminder moved to “Work”")
            #expect(try await browser.reminderTitles() == [])
            try await browser.visit(work)
            #expect(try await browser.reminderTitles() == ["Fix the sink"])

            // when: moved back from the editor
            try await browser.clickLink("Fix the sink")
            try await browser.select("Home", from: "List")
            try await browser.press("Save")

            // then
            #expect(await browser.url == home)
            #expect(try await browser.flash() == "Reminder saved")
            #expect(try await browser.reminderTitles() == ["Fix the sink"])
            try await browser.visit(work)
            #expect(try await browser.reminderTitles() == [])
        }
    }

    @Test func savingIntoAListDeletedInAnotherTab_isA404AndChangesNothing() async throws {
        try await RunningApp.with { app in
            // given: the editor open, the reminder about to go to "Work"
            let account = app.newAccount()
            let browser = app.browser()
            try await browser.signUp(account)
            try await browser.createList("Work")
            let work = await browser.url
            try await browser.createList("Home")
            let home = await browser.url
            try await browser.addReminder("Fix the sink")
            try await browser.clickLink("Fix the sink")
            try await browser.fillIn("Title", with: "Fix the tap")
            try await browser.select("Work", from: "List")

            // when: "Work" is deleted in another tab, then the editor saved
            let otherTab = try await app.signedInBrowser(account)
            try await otherTab.visit("\(work)/delete")
            try await otherTab.press("Delete list and its reminders")
            try await browser.press("Save")

            // then
            #expect(await browser.status == 404)
            try await browser.visit(home)
            #expect(try await browser.reminderTitles() == ["Fix the sink"])
        }
    }

    @Test func completingAndReopeningAReminder_fromTheListAndFromTheEditor() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.createList("Family")
            let list = await browser.url
            try await browser.addReminder("Call mum")

            // when: completed from its row
            try await browser.press("Complete “Call mum”")

            // then: gone from the open reminders, there with the completed ones
            #expect(try await browser.flash() == "Reminder completed")
            #expect(try await browser.reminderTitles() == [])
            try await browser.clickLink("Show completed")
            #expect(await browser.url == "\(list)?completed=1")
            let row = try await browser.row("Call mum")
            #expect(try await browser.document.select("li.reminder.completed").map { "#\($0["id"] ?? "")" } == [row])

            // when: reopened from its row
            try await browser.press("Reopen “Call mum”")

            // then: back on the list as it was shown, completed reminders included
            #expect(await browser.url == "\(list)?completed=1")
            #expect(try await browser.flash() == "Reminder reopened")
            #expect(try await browser.reminderTitles() == ["Call mum"])
            #expect(try await browser.document.select("li.reminder.completed").isEmpty)

            // when: completed and reopened in the editor
            try await browser.clickLink("Call mum")
            let editor = await browser.url
            try await browser.press("Mark done")
            #expect(await browser.url == editor)
            #expect(try await browser.flash() == "Reminder completed")
            #expect(try await browser.texts("p.meta").first?.contains("Completed") == true)
            try await browser.press("Mark open")
            #expect(try await browser.flash() == "Reminder reopened")
            #expect(try await browser.texts("p.meta").first?.contains("Completed") == false)
        }
    }

    @Test func deletingAReminder_fromItsRowOrFromTheEditor_removesIt() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.createList("Family")
            let list = await browser.url
            try await browser.addReminder("Call mum")
            try await browser.addReminder("Call dad")
            let dad = try await browser.reminderID("Call dad")

            // when: deleted from its row
            try await browser.press("Delete", within: try await browser.row("Call mum"))

            // then
            #expect(await browser.url == list)
            #expect(try await browser.flash() == "Reminder deleted")
            #expect(try await browser.reminderTitles() == ["Call dad"])

            // when: deleted in the editor
            try await browser.clickLink("Call dad")
            try await browser.press("Delete reminder")

            // then
            #expect(await browser.url == list)
            #expect(try await browser.flash() == "Reminder deleted")
            #expect(try await browser.texts("section.empty h2") == ["No reminders yet"])
            try await browser.visit(Route.reminder(Int64(dad)).path)
            #expect(await browser.status == 404)
        }
    }

    @Test func undoAfterDeleting_bringsTheReminderBackAsItWas_andUndoAfterCompleting_reopensIt() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.createList("Family")
            let list = await browser.url
            try await browser.addReminder("Call mum", notes: "About Sunday", dueDate: "2030-01-15", priority: "High")
            try await browser.addReminder("Call dad")

            // when: deleted, then undone
            try await browser.press("Delete “Call mum”")
            #expect(try await browser.reminderTitles() == ["Call dad"])
            try await browser.press("Undo")

            // then: back where it was, with everything it had
            #expect(await browser.url == list)
            #expect(try await browser.flash() == "Reminder restored")
            #expect(try await browser.reminderTitles() == ["Call mum", "Call dad"])
            let mum = try await browser.row("Call mum")
            #expect(try await browser.texts("\(mum) .notes") == ["About Sunday"])
            #expect(try await browser.texts("\(mum) .priority") == ["High"])

            // when: completed, then undone
            try await browser.press("Complete “Call dad”")
            #expect(try await browser.reminderTitles() == ["Call mum"])
            try await browser.press("Undo")

            // then
            #expect(try await browser.flash() == "Reminder reopened")
            #expect(try await browser.reminderTitles() == ["Call mum", "Call dad"])

            // when: Undo sent a second time (from a page kept open, say): nothing is deleted, nothing to restore
            let dad = try await browser.reminderID("Call dad")
            try await browser.post(list, body: "action=restoreReminder&reminderID=\(dad)")
            #expect(await browser.status == 404)
            try await browser.visit(list)
            #expect(try await browser.reminderTitles() == ["Call mum", "Call dad"])
        }
    }
}
