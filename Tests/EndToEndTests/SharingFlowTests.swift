import HTMLTestKit
import Presentation
import Testing
import Web

/// Three accounts in one server share a list through its pages: the owner invites an address
/// that has no account yet and one that has (the same answer for both), each accepts on the
/// invitations page the lists page points to, the editor adds, the viewer only looks, and the
/// owner's role change, removal and a member's leaving take effect on the next request.
@Suite struct SharingFlowTests {
    @Test func anOwnerInvites_anEditorAndAViewerAccept_andChangesToMembersTakeEffectAtOnce() async throws {
        try await RunningApp.with { app in
            // given: the owner's list with a reminder, and a viewer-to-be who has an account
            let ownerAccount = app.newAccount()
            let owner = app.browser()
            try await owner.signUp(ownerAccount)
            try await owner.createList("Groceries")
            try await owner.addReminder("Milk")
            let listPath = await owner.url
            let (editorAccount, viewerAccount) = (app.newAccount(), app.newAccount())
            let viewer = app.browser()
            try await viewer.signUp(viewerAccount)

            // when: the owner invites an address without an account as an editor, and the
            // viewer's as a viewer, from the list's menu
            try await owner.clickLink("Share…")
            try await owner.fillIn("Email address", with: editorAccount.email)
            try await owner.select("Editor", from: "Role")
            try await owner.press("Invite")
            #expect(try await owner.flash() == "Invited \(editorAccount.email) as Editor.")
            try await owner.fillIn("Email address", with: viewerAccount.email)
            try await owner.select("Viewer", from: "Role")
            try await owner.press("Invite")
            #expect(try await owner.flash() == "Invited \(viewerAccount.email) as Viewer.")
            let sharePath = await owner.url
            #expect(try await owner.document.select(".member-email").map(\.text) == [ownerAccount.email, viewerAccount.email, editorAccount.email])

            // then: nobody else can answer them
            let stranger = try await app.signedInBrowser()
            for id in [1, 2] {
                try await stranger.post(Route.invitations.path, body: "action=acceptInvitation&invitation=\(id)")
                #expect(await stranger.status == 404)
            }

            // when: the editor signs up with the invited address; the lists page points to it
            let editor = app.browser()
            try await editor.signUp(editorAccount)
            try await editor.clickLink("1 invitation waits for you")
            #expect(try await editor.document.select(".member-name").map(\.text) == ["\(ownerAccount.displayName) invites you to “Groceries” as Editor"])
            try await editor.press("Accept")

            // then: the editor is on the list, and adds to it
            #expect(try await editor.flash() == "You now share “Groceries”.")
            // and: the navigation marks the list as shared, naming the others on it
            let sidebar = try await editor.document.select("nav.sidebar li a").filter { try !$0.select(".i-shared").isEmpty }
            #expect(try sidebar.map { try $0.select(".sidebar-name").first?.text } == ["Groceries"])
            #expect(try sidebar.map { try $0.select(".i-shared").first?["title"] } == ["shared with \(ownerAccount.displayName)"])
            #expect(await editor.url == listPath)
            #expect(try await editor.reminderTitles() == ["Milk"])
            try await editor.addReminder("Bread")
            try await owner.visit(listPath)
            #expect(try await owner.reminderTitles() == ["Milk", "Bread"])
            // and: the editor's All shows the shared list's reminders, until they hide it from there
            try await editor.visit(Route.smartList(.all).path)
            #expect(try await editor.reminderTitles() == ["Milk", "Bread"])
            try await editor.visit(sharePath)
            try await editor.uncheck("Show its reminders in my Today, Scheduled, Flagged, All and Completed")
            try await editor.press("Save")
            #expect(try await editor.flash() == "Your choices for “Groceries” are saved.")
            try await editor.visit(Route.smartList(.all).path)
            #expect(try await editor.reminderTitles() == [])
            try await editor.visit(Route.search(query: "Bread").path)
            #expect(try await editor.reminderTitles() == ["Bread"])

            // and: the viewer accepts, sees the reminders, no form to add, and no address
            try await viewer.visit(Route.invitations.path)
            try await viewer.press("Accept")
            #expect(try await viewer.reminderTitles() == ["Milk", "Bread"])
            #expect(try await viewer.document.select("input[name=title]").isEmpty)
            // and: each row is read-only, its check box and menu out of reach (the stylesheet's)
            #expect(try await viewer.document.select("li.reminder.read-only").count == 2)
            try await viewer.visit(sharePath)
            #expect(try await viewer.document.select(".member-name").map(\.text) == [ownerAccount.displayName, editorAccount.displayName, "\(viewerAccount.displayName) (you)"])
            #expect(try await viewer.document.select(".member-email").isEmpty)
            #expect(try await viewer.document.select("main").first?.text.contains("@") == false)

            // when: the owner makes the editor a viewer
            try await owner.visit(sharePath)
            try await owner.select("Viewer", from: "Role · \(editorAccount.displayName)")
            try await owner.press("Change role · \(editorAccount.displayName)")
            #expect(try await owner.flash() == "\(editorAccount.displayName) is now Viewer.")
            // then: from their next request, the page offers no adding
            try await editor.visit(listPath)
            #expect(try await editor.document.select("input[name=title]").isEmpty)

            // when: the owner removes the viewer
            try await owner.press("Remove · \(viewerAccount.displayName)")
            #expect(try await owner.flash() == "\(viewerAccount.displayName) no longer shares this list.")
            // then: the list is a stranger's to them
            try await viewer.visit(listPath)
            #expect(await viewer.status == 404)

            // when: the other member leaves
            try await editor.visit(sharePath)
            try await editor.press("Leave this list")
            #expect(try await editor.flash() == "You left “Groceries”.")
            try await editor.visit(listPath)
            #expect(await editor.status == 404)

            // then: the owner shares it with nobody, and keeps everything
            try await owner.visit(sharePath)
            #expect(try await owner.document.select(".member-name").map(\.text) == ["\(ownerAccount.displayName) (you)"])
            try await owner.visit(listPath)
            #expect(try await owner.reminderTitles() == ["Milk", "Bread"])
        }
    }

    @Test func theOwnerAssignsAReminderToAnEditor_whoFindsItInAssignedToMe_untilTheyAreAViewer() async throws {
        try await RunningApp.with { app in
            // given: a list shared with an editor and a viewer
            let (ownerAccount, editorAccount, viewerAccount) = (app.newAccount(), app.newAccount(), app.newAccount())
            let owner = app.browser()
            try await owner.signUp(ownerAccount)
            let listID = try await owner.createList("Groceries")
            try await owner.addReminder("Milk")
            let listPath = await owner.url
            let (editor, viewer) = (app.browser(), app.browser())
            try await editor.signUp(editorAccount)
            try await viewer.signUp(viewerAccount)
            try await owner.share(listID, with: editorAccount, as: "Editor", acceptedBy: editor)
            try await owner.share(listID, with: viewerAccount, as: "Viewer", acceptedBy: viewer)

            // when: the owner opens the reminder; its editor offers the owner and the editor
            try await owner.visit(listPath)
            try await owner.clickLink("Milk")
            let editorPath = await owner.url
            #expect(try await owner.texts("select[name=assignee] option") == ["No one", ownerAccount.displayName, editorAccount.displayName])
            let csrf = try #require(try await owner.document.select("input[name=csrf]").first?["value"])
            try await owner.select(editorAccount.displayName, from: "Assigned to")
            try await owner.press("Save")

            // then: the row says so, for the owner and the editor, and the editor has it in Assigned to Me
            #expect(try await owner.flash() == "Reminder saved")
            #expect(try await owner.texts("\(try await owner.row("Milk")) .assignee") == ["Assigned to \(editorAccount.displayName)"])
            try await editor.visit(Route.smartList(.assigned).path)
            #expect(try await editor.reminderTitles() == ["Milk"])
            #expect(try await editor.texts("nav.sidebar a[aria-current=page] .sidebar-name") == ["Assigned to Me"])
            try await viewer.visit(listPath)
            #expect(try await viewer.texts("\(try await viewer.row("Milk")) .assignee") == ["Assigned to \(editorAccount.displayName)"])

            // when: the owner tries to assign it to someone without a role, through a form of their own
            try await owner.post(editorPath, body: "csrf=\(csrf)&action=saveReminder&title=Milk&listID=\(listID)&assignee=999999")
            // then: refused with the choice's message, nothing changed
            #expect(await owner.status == 422)
            #expect(try await owner.texts("#edit-assignee-error") == ["Choose the owner or an editor of this list."])

            // when: the owner makes the editor a viewer
            try await owner.visit(Route.listShare(listID).path)
            try await owner.select("Viewer", from: "Role · \(editorAccount.displayName)")
            try await owner.press("Change role · \(editorAccount.displayName)")

            // then: the reminder is no one's, and Assigned to Me is empty
            try await editor.visit(Route.smartList(.assigned).path)
            #expect(try await editor.reminderTitles() == [])
            try await owner.visit(listPath)
            #expect(try await owner.texts("\(try await owner.row("Milk")) .assignee") == [])
        }
    }

    @Test func anEditorCompletesAReminder_andEveryMemberSeesWhoDid_untilItIsReopened() async throws {
        try await RunningApp.with { app in
            // given: a list shared with an editor
            let (ownerAccount, editorAccount) = (app.newAccount(), app.newAccount())
            let (owner, editor) = (app.browser(), app.browser())
            try await owner.signUp(ownerAccount)
            let listID = try await owner.createList("Groceries")
            try await owner.addReminder("Milk")
            let listPath = await owner.url
            try await editor.signUp(editorAccount)
            try await owner.share(listID, with: editorAccount, as: "Editor", acceptedBy: editor)

            // when: the editor completes it from its row
            try await editor.visit(listPath)
            try await editor.press("Complete “Milk”")

            // then: the owner's completed rows say who completed it, and so do the editor's
            try await owner.visit(listPath + "?completed=1")
            #expect(try await owner.texts("\(try await owner.row("Milk")) .completed-by") == ["Completed by \(editorAccount.displayName)"])
            try await editor.visit(Route.smartList(.completed).path)
            #expect(try await editor.texts("\(try await editor.row("Milk")) .completed-by") == ["Completed by \(editorAccount.displayName)"])

            // when: the owner reopens it; then no one completed it
            try await owner.visit(listPath + "?completed=1")
            try await owner.press("Reopen “Milk”")
            #expect(try await owner.texts("\(try await owner.row("Milk")) .completed-by") == [])
        }
    }

    @Test func theOwner_makesAnEditorTheOwner_andStaysOnAsAnEditor() async throws {
        try await RunningApp.with { app in
            // given: a list shared with an editor
            let (ownerAccount, editorAccount) = (app.newAccount(), app.newAccount())
            let owner = app.browser()
            try await owner.signUp(ownerAccount)
            let listID = try await owner.createList("Groceries")
            try await owner.addReminder("Milk")
            let listPath = await owner.url
            let editor = app.browser()
            try await editor.signUp(editorAccount)
            try await owner.share(listID, with: editorAccount, as: "Editor", acceptedBy: editor)

            // when: the owner makes the editor the owner
            try await owner.visit(Route.listShare(listID).path)
            try await owner.press("Make owner · \(editorAccount.displayName)")

            // then: the roles have changed places, and the list's reminders went with it
            #expect(try await owner.flash() == "\(editorAccount.displayName) owns this list now; you are an editor.")
            #expect(try await owner.document.select(".member-name").map(\.text) == [editorAccount.displayName, "\(ownerAccount.displayName) (you)"])
            #expect(try await owner.document.select("input[type=email]").isEmpty)
            try await editor.visit(Route.listShare(listID).path)
            #expect(try await editor.document.select("input[type=email]").count == 1)
            try await editor.visit(Route.search(query: "Milk").path)
            #expect(try await editor.reminderTitles() == ["Milk"])
            // and: the old owner still adds to it
            try await owner.visit(listPath)
            try await owner.addReminder("Bread")
            #expect(try await owner.reminderTitles() == ["Milk", "Bread"])
        }
    }

    @Test func anOwnerDeletingTheAccount_handsASharedListToItsEditor_andAListOnlyViewersShareGoes() async throws {
        try await RunningApp.with { app in
            // given: the owner's Groceries shared with an editor and a viewer, and Books with the viewer only
            let (ownerAccount, editorAccount, viewerAccount) = (app.newAccount(), app.newAccount(), app.newAccount())
            let (owner, editor, viewer) = (app.browser(), app.browser(), app.browser())
            try await owner.signUp(ownerAccount)
            try await editor.signUp(editorAccount)
            try await viewer.signUp(viewerAccount)
            var ids: [String: Int64] = [:]
            for name in ["Groceries", "Books"] {
                ids[name] = try await owner.createList(name)
                try await owner.addReminder("\(name) item")
            }
            let (groceries, books) = (try #require(ids["Groceries"]), try #require(ids["Books"]))
            try await owner.share(groceries, with: editorAccount, as: "Editor", acceptedBy: editor)
            try await owner.share(groceries, with: viewerAccount, as: "Viewer", acceptedBy: viewer)
            try await owner.share(books, with: viewerAccount, as: "Viewer", acceptedBy: viewer, listName: "Books")

            // when: the owner asks to delete the account, the page says what becomes of each
            try await owner.visit(Route.accountDeletion.path)
            #expect(try await owner.document.select("ul.shared-fate li").map(\.text) == [
                "“Groceries” goes to \(editorAccount.displayName), its longest-standing editor, with its reminders.",
                "“Books” is deleted, for the 1 person you share it with too: nobody else may edit it.",
            ])
            try await owner.fillIn("Your password", with: ownerAccount.password)
            try await owner.press("Delete my account and everything in it")

            // then: the editor owns Groceries with its reminder, and the viewer still sees it
            try await editor.visit(Route.listShare(groceries).path)
            #expect(try await editor.document.select(".member-name").map(\.text) == ["\(editorAccount.displayName) (you)", viewerAccount.displayName])
            try await viewer.visit(Route.list(groceries).path)
            #expect(try await viewer.reminderTitles() == ["Groceries item"])
            // and: Books went with the account
            try await viewer.visit(Route.list(books).path)
            #expect(await viewer.status == 404)
        }
    }
}
