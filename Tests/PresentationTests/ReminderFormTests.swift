import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

/// The form holds the draft it gives, with the tags field's text and the alert chosen.
struct ReminderFormTests {
    @Test func aFormFilledFromAReminder_givesBackItsDraft_withTheTagsOfItsTagsField() {
        let reminder = Reminder.fixture(due: DueDate(date: .fixture()), tags: [Tag("home")].compactMap { $0 }, alert: .atTime) {
            $0.notes = "two litres"
        }

        let form = ReminderForm(reminder)

        #expect(form.fields.tags.isEmpty)
        #expect(form.tagsText == "#home")
        #expect(form.listID == reminder.listID)
        #expect(form.notes == "two litres")
        #expect(form.draft == reminder.draft)
    }

    @Test func aFieldOfTheDetails_typedInTheForm_reachesTheDraft() {
        var form = ReminderForm(title: "Pay rent")
        form.details.notes = "by the first"

        #expect(form.notes == "by the first")
        #expect(form.draft.details.notes == "by the first")
    }

    @Test func anAlertChosenWithoutADate_staysInTheForm_andIsNotInTheDraft() {
        let form = ReminderForm(title: "Pay rent", alert: .atTime)

        #expect(form.alert == .atTime)
        #expect(form.draft.alert == nil)
    }
}
