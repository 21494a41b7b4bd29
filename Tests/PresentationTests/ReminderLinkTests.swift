import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

/// A reminder's link in its forms and rows: typed in the add form and the editor, carried to the
/// draft, kept as typed with its message on a refused form, and shown on the row as its host.
struct ReminderLinkTests {
    private let rent = Reminder.fixture(id: 5, listID: 1, title: "Pay rent", link: WebLink("https://bank.example.com/pay?to=landlord"))
    private let rentLink = ReminderRow.Link(
        href: "https://bank.example.com/pay?to=landlord", text: "bank.example.com", label: "Link for “Pay rent”: bank.example.com"
    )

    private func listPage(_ configure: (inout DIContainer) -> Void = { _ in }) -> ReminderListViewModel {
        let container = ReminderListViewModelTests().useCases(fetchReminders: MockFetchRemindersUseCase(returning: .fixture([rent])), configure)
        return ReminderListViewModel(useCases: container, strings: strings)
    }

    private func editor(update: MockUpdateReminderUseCase = MockUpdateReminderUseCase()) -> ReminderEditorViewModel {
        let container = DIContainer.mock(
            clock: FixedCalendarClock(localTime: .fixture("13:00"), timeZone: paris),
            fetchListSummaries: MockFetchListSummariesUseCase(returning: Lists.summaries),
            fetchReminder: MockFetchReminderUseCase(returning: rent), fetchSubtasks: MockFetchSubtasksUseCase(returning: []),
            updateReminder: update
        )
        return ReminderEditorViewModel(useCases: container, strings: strings)
    }

    @Test func aListPage_showsALinkedRow_withItsHost_andALabelNamingTheReminder() async {
        let viewModel = listPage()

        await viewModel.send(.onAppear(listID: 1, page: 1, showCompleted: false))

        #expect(viewModel.state == .fixture(rows: [row(id: 5, title: "Pay rent", link: rentLink)], pagination: .single(1)))
    }

    @Test func aRowWithoutALink_hasNone() {
        let builder = ReminderRowBuilder(strings: strings, clock: FixedCalendarClock())
        #expect(builder.row(.fixture(title: "Pay rent")).link == nil)
    }

    @Test func aRowsLink_showsAnInternationalHostInItsOwnLetters() {
        let builder = ReminderRowBuilder(strings: strings, clock: FixedCalendarClock())
        let row = builder.row(.fixture(title: "Buy a book", link: WebLink("HTTPS://Bücher.example/kaufen")))
        #expect(row.link == ReminderRow.Link(
            href: "HTTPS://Bücher.example/kaufen", text: "bücher.example", label: "Link for “Buy a book”: bücher.example"
        ))
    }

    @Test func addReminderTapped_withALink_sendsItInTheDraft() async {
        let add = MockAddReminderUseCase(returning: .fixture(id: 9))
        let viewModel = listPage { $0.addReminderUseCase = add }

        await viewModel.send(.addReminderTapped(listID: 1, form: ReminderForm(title: "Pay rent", link: "https://example.com/rent")))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 1, showCompleted: false), flash: FlashText(.reminderAdded))).with {
            $0.listID = 0
        })
        #expect(add.stub.calls == [.init(draft: ReminderDraft(title: "Pay rent", link: "https://example.com/rent"), listID: 1)])
    }

    @Test func addReminderTapped_withABrokenLink_keepsTheTypedTextWithItsMessage_andOpensTheDetails() async {
        let add = MockAddReminderUseCase(failing: .invalid(ValidationErrors([.link: .malformed])))
        let viewModel = listPage { $0.addReminderUseCase = add }
        let form = ReminderForm(title: "Pay rent", link: "example.com/rent")

        await viewModel.send(.addReminderTapped(listID: 1, form: form))

        let message = "Enter a web address starting with https:// or http://, like https://example.com"
        #expect(viewModel.state == .fixture(
            rows: [row(id: 5, title: "Pay rent", link: rentLink)], pagination: .single(1),
            addForm: .fixture(form, errors: FieldErrors([.link: message])), outcome: .invalid
        ))
        #expect(viewModel.state.addForm.hasDetails)
    }

    @Test func aTooLongLink_saysTheMaximum() {
        #expect(strings.message(for: .tooLong(maximum: 2000), of: .link) == "Use at most 2000 characters for the link")
    }

    @Test func theEditor_fillsTheLinkField_withTheReminders() async {
        let viewModel = editor()

        await viewModel.send(.onAppear(id: 5))

        #expect(viewModel.state == .fixture(
            form: .fixture(ReminderForm(title: "Pay rent", listID: 1, alert: nil, link: "https://bank.example.com/pay?to=landlord"))
        ))
    }

    @Test func saveTapped_withAnotherLink_sendsIt_andAnEmptyField_clearsIt() async {
        let update = MockUpdateReminderUseCase(returning: rent)
        let viewModel = editor(update: update)

        await viewModel.send(.saveTapped(id: 5, form: ReminderForm(title: "Pay rent", listID: 1, link: "https://example.org/")))
        await viewModel.send(.saveTapped(id: 5, form: ReminderForm(title: "Pay rent", listID: 1, link: "")))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 1, showCompleted: false), flash: FlashText(.reminderSaved))))
        #expect(update.stub.calls == [
            .init(id: 5, draft: ReminderDraft(title: "Pay rent", alert: nil, link: "https://example.org/"), listID: 1),
            .init(id: 5, draft: ReminderDraft(title: "Pay rent"), listID: 1),
        ])
    }

    @Test func saveTapped_withABrokenLink_keepsTheTypedTextWithItsMessage() async {
        let viewModel = editor(update: MockUpdateReminderUseCase(failing: .invalid(ValidationErrors([.link: .malformed]))))
        let form = ReminderForm(title: "Pay rent", listID: 1, link: "javascript:alert(1)")

        await viewModel.send(.saveTapped(id: 5, form: form))

        let message = "Enter a web address starting with https:// or http://, like https://example.com"
        #expect(viewModel.state == .fixture(form: .fixture(form, errors: FieldErrors([.link: message])), outcome: .invalid))
    }

    @Test func linkTexts_inGerman() throws {
        let german = try StringCatalog.bundled(language: "de")
        let builder = ReminderRowBuilder(strings: german, clock: FixedCalendarClock())
        #expect(builder.row(rent).link?.label == "Link zu „Pay rent“: bank.example.com")
        #expect(german.message(for: .malformed, of: .link).hasPrefix("Gib eine Webadresse ein"))
    }
}
