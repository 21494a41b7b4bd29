import Domain
import HTTPServer
import Presentation
import Testing
@testable import Web

/// The rows' forms, decoded once for every page with rows; which of them a page takes is its offer.
@Suite struct ReminderRowFormTests {
    func fields(_ body: String) throws -> FormFields {
        FormFields(form: try URLEncodedForm(decoding: Array(body.utf8)))
    }

    @Test(arguments: [
        ("action=complete&reminderID=5", ReminderRowAction.toggled(id: 5, isCompleted: true)),
        ("action=reopen&reminderID=5", .toggled(id: 5, isCompleted: false)),
        ("action=unflag&reminderID=5", .flagToggled(id: 5, isFlagged: false)),
        ("action=flag&reminderID=5", .flagToggled(id: 5, isFlagged: true)),
        ("action=undoCompletion&reminderID=5&occurrenceID=8", .completionUndone(id: 5, occurrence: 8)),
        ("action=moveReminder&reminderID=5&toListID=2", .moved(id: 5, toListID: 2)),
        ("action=deleteReminder&reminderID=5", .deleted(id: 5)),
        ("action=restoreReminder&reminderID=5", .restored(id: 5)),
        ("action=keepAsText&reminderID=5&text=Buy+milk+tomorrow", .keptAsText(id: 5, text: "Buy milk tomorrow")),
        ("action=moveReminderUp&reminderID=5", .repositioned(id: 5, placement: .up)),
        ("action=moveReminderDown&reminderID=5", .repositioned(id: 5, placement: .down)),
        ("action=placeReminder&reminderID=5&beforeID=3", .repositioned(id: 5, placement: .before(3))),
        ("action=placeReminder&reminderID=5&afterID=3", .repositioned(id: 5, placement: .after(3))),
    ])
    func everyRowForm_decodesIntoItsRowAction_onAList(body: String, action: ReminderRowAction) throws {
        #expect(try ReminderRowForm.action(from: fields(body), offering: .all) == action)
    }

    /// Smart lists, a tag's page and search offer the checkbox and the flag: a move, a deletion or
    /// a reordering posted there is no action of theirs.
    @Test(arguments: [
        "action=moveReminder&reminderID=5&toListID=2", "action=deleteReminder&reminderID=5", "action=restoreReminder&reminderID=5",
        "action=moveReminderUp&reminderID=5", "action=moveReminderDown&reminderID=5", "action=placeReminder&reminderID=5&afterID=3",
    ])
    func aRowActionThePageDoesNotOffer_isNoRowAction_andA400WhereRowsAreTheOnlyForms(body: String) throws {
        #expect(try ReminderRowForm.action(from: fields(body), offering: .completeAndFlag) == nil)
        let name = String(body.split(separator: "&")[0].dropFirst("action=".count))
        #expect(throws: HTTPError.badRequest("unknown action “\(name)”")) {
            try ReminderRowForm.required(from: fields(body), offering: .completeAndFlag)
        }
        #expect(throws: HTTPError.badRequest("unknown action “\(name)”")) { try SmartListForm.action(from: fields(body), list: .today, page: 1) }
    }

    @Test(arguments: [
        "action=complete&reminderID=x", "action=flag", "action=moveReminder&reminderID=5",
        "action=placeReminder&reminderID=5", "action=placeReminder&reminderID=5&beforeID=3&afterID=4",
        "action=undoCompletion&reminderID=5", "action=undoCompletion&reminderID=5&occurrenceID=-x",
    ])
    func aMalformedRowForm_isA400(body: String) throws {
        #expect(throws: HTTPError.self) { try ReminderRowForm.action(from: fields(body), offering: .all) }
    }

    /// Keep as text is offered where the page has quick add: a list, Today, Scheduled, Flagged.
    @Test func keepAsText_isASmartListsRowAction_whereItTakesNewReminders_only() throws {
        let body = "action=keepAsText&reminderID=5&text=Call+mum+friday"
        for list in [SmartList.today, .scheduled, .flagged] {
            #expect(try SmartListForm.action(from: fields(body), list: list, page: 2) == .row(.keptAsText(id: 5, text: "Call mum friday"), list: list, page: 2))
        }
        #expect(throws: HTTPError.badRequest("unknown action “keepAsText”")) { try SmartListForm.action(from: fields(body), list: .completed, page: 1) }
        #expect(throws: HTTPError.badRequest("unknown action “keepAsText”")) { try TagForm.action(from: fields(body), tag: "home", page: 1) }
    }

    /// Completing is every page's, and so is its Undo, which moves a repeating reminder back.
    @Test func undoCompletion_isARowActionOfEveryPageWithRows() throws {
        let body = "action=undoCompletion&reminderID=5&occurrenceID=8"
        #expect(try ReminderRowForm.action(from: fields(body), offering: .completeAndFlag) == .completionUndone(id: 5, occurrence: 8))
        #expect(try SmartListForm.action(from: fields(body), list: .completed, page: 1) == .row(.completionUndone(id: 5, occurrence: 8), list: .completed, page: 1))
    }

    @Test func aPagesOwnForm_isNoRowAction() throws {
        #expect(try ReminderRowForm.action(from: fields("action=addReminder&title=Milk"), offering: .all) == nil)
    }
}
