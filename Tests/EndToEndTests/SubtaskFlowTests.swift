import HTMLTestKit
import Presentation
import Testing
import Web

/// Subtasks over real sockets: added from a row's menu through the editor, indented under their
/// parent with its progress, completed with it, moved and deleted (and restored) with it, shown
/// with its title on Flagged and in search, and refused under a subtask.
struct SubtaskFlowTests {
    @Test func aParentsSubtasks_areAddedShownCompletedMovedDeletedAndRestoredWithIt() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.createList("Home")
            let home = await browser.url
            try await browser.createList("Trip")
            let trip = await browser.url
            try await browser.addReminder("Pack for the trip")
            try await browser.addReminder("Book the hotel")

            // when: two subtasks added through the row's menu and the editor
            try await browser.clickLink("Add a subtask to “Pack for the trip”")
            let editor = await browser.url
            for title in ["Passport", "Charger"] {
                try await browser.fillIn("New subtask", with: title)
                try await browser.press("Add subtask")
                #expect(await browser.url == editor)
                #expect(try await browser.flash() == "Subtask added")
            }
            #expect(try await browser.texts(".subtask-list a") == ["Passport", "Charger"])

            // then: indented under their parent, which says how far along it is
            try await browser.visit(trip)
            #expect(try await browser.reminderTitles() == ["Pack for the trip", "Passport", "Charger", "Book the hotel"])
            #expect(try await browser.texts("li.reminder.subtask .reminder-title") == ["Passport", "Charger"])
            try await browser.press("Complete “Passport”")
            #expect(try await browser.reminderTitles() == ["Pack for the trip", "Charger", "Book the hotel"])
            #expect(try await browser.texts("\(try await browser.row("Pack for the trip")) .progress") == ["Subtasks done: 1 of 2"])

            // a subtask apart from its parent says whose it is
            try await browser.press("Flag “Charger”")
            try await browser.visit(Route.smartList(.flagged).path)
            #expect(try await browser.texts("\(try await browser.row("Charger")) .parent") == ["Subtask of “Pack for the trip”"])
            try await browser.visit(Route.search(query: "charger").path)
            #expect(try await browser.texts("\(try await browser.row("Charger")) .parent") == ["Subtask of “Pack for the trip”"])

            // when: the parent completed, its open subtasks are too
            try await browser.visit(trip)
            try await browser.press("Complete “Pack for the trip”")
            #expect(try await browser.reminderTitles() == ["Book the hotel"])
            try await browser.visit(trip + "?completed=1")
            #expect(try await browser.texts("li.reminder.completed .reminder-title") == ["Pack for the trip", "Passport", "Charger"])
            #expect(try await browser.texts("\(try await browser.row("Pack for the trip")) .progress") == ["Subtasks done: 2 of 2"])

            // when: the parent moved, its subtasks follow
            try await browser.clickLink("Move “Pack for the trip” to…")
            try await browser.press("Home")
            #expect(try await browser.reminderTitles() == ["Book the hotel"])
            try await browser.visit(home + "?completed=1")
            #expect(try await browser.reminderTitles() == ["Pack for the trip", "Passport", "Charger"])

            // when: the parent deleted, the flash says how many went with it, and Undo brings all back
            try await browser.press("Delete “Pack for the trip”")
            #expect(try await browser.flash() == "Reminder and its 2 subtasks deleted")
            #expect(try await browser.reminderTitles() == [])
            try await browser.press("Undo")
            #expect(try await browser.flash() == "Reminder restored")
            #expect(try await browser.reminderTitles() == ["Pack for the trip", "Passport", "Charger"])
        }
    }

    @Test func aSubtaskPostedUnderASubtask_isRefused_withTheReason_andNothingIsAdded() async throws {
        try await RunningApp.with { app in
            // given
            let browser = try await app.signedInBrowser()
            try await browser.createList("Trip")
            let trip = await browser.url
            try await browser.addReminder("Pack for the trip")
            try await browser.clickLink("Add a subtask to “Pack for the trip”")
            try await browser.fillIn("New subtask", with: "Passport")
            try await browser.press("Add subtask")
            try await browser.clickLink("Passport")
            let subtaskEditor = await browser.url
            #expect(try await browser.texts(".parent-link a") == ["Subtask of “Pack for the trip”"])
            #expect(try await browser.document.select("#add-subtask").isEmpty)

            // when: a form no page offers, posted to the subtask's editor
            try await browser.post(subtaskEditor, body: "action=addSubtask&title=Socks")

            // then
            #expect(await browser.status == 422)
            #expect(try await browser.texts("main .error[role=alert]") == ["A subtask can’t have subtasks of its own."])
            try await browser.visit(trip)
            #expect(try await browser.reminderTitles() == ["Pack for the trip", "Passport"])
        }
    }
}
