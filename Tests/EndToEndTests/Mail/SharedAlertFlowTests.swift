import HTMLTestKit
import Presentation
import Testing

/// A shared list's alerts, through the real server's scheduler and mail: a reminder that is no
/// one's alerts its owner and every member who has not muted the list; one assigned alerts its
/// assignee only.
extension AlertDeliveryFlowTests {
    @Test func aSharedList_sAlert_goesToEveryMemberWhoHasNotMutedIt_andAnAssignedOne_toItsAssigneeOnly() async throws {
        try await withAlertingApp { app, inbox, _, nextMinute in
            // given: an owner, an editor and a viewer, each with a confirmed address, on one list
            let accounts = (owner: app.newAccount(), editor: app.newAccount(), viewer: app.newAccount())
            let (owner, editor, viewer) = (app.browser(), app.browser(), app.browser())
            for (browser, account) in [(owner, accounts.owner), (editor, accounts.editor), (viewer, accounts.viewer)] {
                try await browser.signUp(account)
                let confirmation = try await inbox.nextMail()
                #expect(confirmation.envelopeRecipients == [account.email])
                try await browser.visit(ReceivedMail.localPath(of: try #require(confirmation.textLinks.first { $0.contains("/confirm-email") })))
                try await browser.press("Confirm my address")
            }
            let listID = try await owner.createList("Groceries")
            let listPath = await owner.url
            try await owner.share(listID, with: accounts.editor, as: "Editor", acceptedBy: editor)
            try await owner.share(listID, with: accounts.viewer, as: "Viewer", acceptedBy: viewer)

            // when: the viewer mutes the list from its share page
            try await viewer.visit(Route.listShare(listID).path)
            try await viewer.uncheck("Alert me of its reminders that are assigned to no one")
            try await viewer.press("Save")
            #expect(try await viewer.flash() == "Your choices for “Groceries” are saved.")

            // and: the owner adds two reminders due at the next minute, and assigns one to the editor
            let minute = nextMinute()
            try await owner.visit(listPath)
            try await owner.addReminder("Bins", dueDate: "2026-06-15", dueTime: minute)
            try await owner.addReminder("Milk", dueDate: "2026-06-15", dueTime: minute)
            try await owner.clickLink("Milk")
            try await owner.select(accounts.editor.displayName, from: "Assigned to")
            try await owner.press("Save")

            // then: Bins alerts the owner and the editor, Milk the editor only (the invitations'
            // mails may come in between)
            var alerts: Set<String> = []
            while alerts.count < 3 {
                let mail = try await inbox.nextMail(within: 120)
                guard let subject = mail.headers["subject"], subject.hasPrefix("Reminder:") else { continue }
                alerts.insert("\(subject) → \(mail.envelopeRecipients.joined(separator: ","))")
            }
            #expect(alerts == [
                "Reminder: Bins → \(accounts.owner.email)", "Reminder: Bins → \(accounts.editor.email)", "Reminder: Milk → \(accounts.editor.email)",
            ])
            // and nothing reaches the viewer, who muted it
            try await Task.sleep(for: .seconds(6))
            let viewers = inbox.sink.received.compactMap(ReceivedMail.init).filter { $0.envelopeRecipients.contains(accounts.viewer.email) }
            #expect(viewers.compactMap { $0.headers["subject"] }.filter { $0.hasPrefix("Reminder:") } == [])
        }
    }
}
