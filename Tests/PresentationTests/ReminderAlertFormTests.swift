import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

/// A reminder's alert in its forms and rows: chosen in the editor, carried to the draft only with
/// a due date, kept on a refused form, and said on the row of an open dated reminder.
struct ReminderAlertFormTests {
    private let quarter = ReminderAlert(minutesBefore: 15)!
    private let due = DueDate(date: .fixture("2026-12-05"), time: .fixture("14:30"))

    private func editor(reminder: Reminder, update: MockUpdateReminderUseCase = MockUpdateReminderUseCase()) -> ReminderEditorViewModel {
        let container = DIContainer.mock(
            fetchListSummaries: MockFetchListSummariesUseCase(returning: Lists.summaries),
            fetchReminder: MockFetchReminderUseCase(returning: reminder), fetchSubtasks: MockFetchSubtasksUseCase(returning: []),
            updateReminder: update
        )
        return ReminderEditorViewModel(useCases: container, strings: strings)
    }

    @Test func aNewForm_alertsAtTheTime_asAppleRemindersDoesOnceADateIsSet() {
        #expect(ReminderForm().alert == .atTime)
        #expect(ReminderForm(title: "Call", dueDate: .fixture("2026-12-05")).draft.alert == .atTime)
    }

    @Test func aFormWithoutADueDate_draftsNoAlert() {
        #expect(ReminderForm(title: "Call", alert: quarter).draft.alert == nil)
    }

    @Test func theEditor_showsTheStoredAlert_andNoneForAReminderWithout() async {
        let viewModel = editor(reminder: .fixture(id: 5, due: due, alert: quarter))
        await viewModel.send(.onAppear(id: 5))
        #expect(viewModel.state.form.form.alert == quarter)
        #expect(viewModel.state.form.form.alertValue == "15")

        let without = editor(reminder: .fixture(id: 5, due: due))
        await without.send(.onAppear(id: 5))
        #expect(without.state.form.form.alert == nil)
        #expect(without.state.form.form.alertValue == "none")
    }

    @Test func saving_carriesTheAlertChosenToTheDraft() async {
        let update = MockUpdateReminderUseCase(returning: .fixture(id: 5, due: due, alert: quarter))
        let viewModel = editor(reminder: .fixture(id: 5), update: update)

        await viewModel.send(.saveTapped(id: 5, form: ReminderForm(title: "Call", dueDate: due.date, dueTime: due.time, listID: 1, alert: quarter)))

        #expect(update.stub.calls == [.init(id: 5, draft: ReminderDraft(title: "Call", dueDate: due.date, dueTime: due.time, alert: quarter), listID: 1)])
        #expect(viewModel.state.outcome == .redirect(.list(1, page: 1, showCompleted: false), flash: FlashText(.reminderSaved)))
    }

    @Test func aRefusedForm_keepsTheAlertChosen() async {
        let update = MockUpdateReminderUseCase(failing: .invalid(ValidationErrors([.title: .empty])))
        let viewModel = editor(reminder: .fixture(id: 5), update: update)
        let form = ReminderForm(title: " ", dueDate: due.date, listID: 1, alert: ReminderAlert(minutesBefore: 1440))

        await viewModel.send(.saveTapped(id: 5, form: form))

        #expect(viewModel.state.outcome == .invalid)
        #expect(viewModel.state.form.form == form)
    }

    @Test func theSelectsValues_readBackAsTheirAlerts_andNoOtherValueDoes() {
        for alert in [nil] + ReminderAlert.choices.map(Optional.some) {
            #expect(ReminderForm.alert(value: ReminderForm.alertValue(alert)) == .some(alert))
        }
        for value in ["", "10", "-5", "0x0f", "never", "99999", "１５"] {
            #expect(ReminderForm.alert(value: value) == nil, "\(value)")
        }
    }

    @Test func aRow_saysWhenAnOpenDatedReminderAlertsBeforeItsTime() {
        let builder = ReminderRowBuilder(strings: strings, clock: FixedCalendarClock())
        #expect(builder.row(.fixture(due: due, alert: quarter)).alertText == "Alert: 15 minutes before")
        #expect(builder.row(.fixture(due: due, alert: ReminderAlert(minutesBefore: 60))).alertText == "Alert: 1 hour before")
        #expect(builder.row(.fixture(due: due, alert: ReminderAlert(minutesBefore: 1440))).alertText == "Alert: 1 day before")
    }

    @Test func aRow_saysNothingWithoutAnAlert_aDueDate_orOnceCompleted() {
        let builder = ReminderRowBuilder(strings: strings, clock: FixedCalendarClock())
        #expect(builder.row(.fixture(due: due)).alertText == nil)
        #expect(builder.row(.fixture(alert: quarter)).alertText == nil)
        #expect(builder.row(.fixture(due: due, completedAt: fixtureDate, alert: quarter)).alertText == nil)
    }

    @Test func aRow_saysNothingOfTheDefaultAlert_whichEveryDatedReminderGets() {
        let builder = ReminderRowBuilder(strings: strings, clock: FixedCalendarClock())
        #expect(ReminderForm().alert == ReminderAlert.default)
        #expect(builder.row(.fixture(due: due, alert: ReminderAlert.default)).alertText == nil)
    }

    @Test func alertTexts_inGerman() throws {
        let german = try StringCatalog.bundled(language: "de")
        let builder = ReminderRowBuilder(strings: german, clock: FixedCalendarClock())
        #expect(builder.row(.fixture(due: due, alert: quarter)).alertText == "Hinweis: 15 Minuten vorher")
    }
}
