import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

/// Quick add on a list's page: the add form's title alone is a line for `AddReminderFromTextUseCase`
/// to read; with "More details" filled in, the fields say it all.
extension ReminderListViewModelTests {
    static let typed = "Buy milk tomorrow 9am !1 #shop"

    /// "Buy milk tomorrow 9am !1 #shop", as read on the fixed clock's day (2026-11-21).
    static let read = QuickAddResult(
        reminder: .fixture(id: 9, title: "Buy milk"),
        reading: QuickAddReading(
            title: "Buy milk", due: DueDate(date: .fixture("2026-11-22"), time: .fixture("09:00")), priority: .high, tags: [Tag("shop")!],
            spans: [
                .init(text: "tomorrow 9am", kind: .due, range: 9..<21), .init(text: "!1", kind: .priority, range: 22..<24),
                .init(text: "#shop", kind: .tag, range: 25..<30),
            ]
        )
    )

    @Test func addReminderTapped_withTheTitleAlone_isReadByQuickAdd_theFlashSaysWhatWasRead_andOffersKeepAsText() async {
        let fromText = MockAddReminderFromTextUseCase(returning: Self.read)
        let viewModel = ReminderListViewModel(useCases: useCases { $0.addReminderFromTextUseCase = fromText }, strings: strings)

        await viewModel.send(.addReminderTapped(listID: 1, form: ReminderForm(title: Self.typed)))

        #expect(viewModel.state == .unloaded(outcome: .redirect(
            .list(1, page: 1, showCompleted: false), flash: FlashText(.quickAddAdded, .text("Buy milk"), .text("Due Tomorrow, 09:00 · Priority High · #shop")),
            undo: .keepAsText(9, text: Self.typed)
        )).with { $0.listID = 0 })
        #expect(fromText.stub.calls == [.init(text: Self.typed, destination: .list(1))])
    }

    @Test func addReminderTapped_withATitleReadAsNothing_saysReminderAdded_withoutKeepAsText() async {
        let fromText = MockAddReminderFromTextUseCase(
            returning: QuickAddResult(reminder: .fixture(id: 9, title: "Shop Black Friday"), reading: QuickAddReading(title: "Shop Black Friday"))
        )
        let viewModel = ReminderListViewModel(useCases: useCases { $0.addReminderFromTextUseCase = fromText }, strings: strings)

        await viewModel.send(.addReminderTapped(listID: 1, form: ReminderForm(title: "Shop Black Friday")))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 1, showCompleted: false), flash: FlashText(.reminderAdded))).with {
            $0.listID = 0
        })
        #expect(fromText.stub.calls == [.init(text: "Shop Black Friday", destination: .list(1))])
    }

    @Test func addReminderTapped_withAnyDetail_addsTheFieldsAsTheySay_readingNothing() async {
        // `addReminderFromTextUseCase` is not configured: calling it would fail the test.
        let add = MockAddReminderUseCase(returning: .fixture(id: 9))
        let viewModel = ReminderListViewModel(useCases: useCases { $0.addReminderUseCase = add }, strings: strings)

        await viewModel.send(.addReminderTapped(listID: 1, form: ReminderForm(title: Self.typed, priority: .low)))

        #expect(viewModel.state == .unloaded(outcome: .redirect(.list(1, page: 1, showCompleted: false), flash: FlashText(.reminderAdded))).with {
            $0.listID = 0
        })
        #expect(add.stub.calls.map(\.draft) == [ReminderDraft(title: Self.typed, priority: .low, alert: nil)])
    }

    @Test func addReminderTapped_withTheTitleAlone_breakingTheTitlesRule_showsThePageWithTheLineAndItsMessage() async {
        let fromText = MockAddReminderFromTextUseCase(failing: .invalid(ValidationErrors([.title: .tooShort(minimum: 3)])))
        let viewModel = ReminderListViewModel(useCases: useCases { $0.addReminderFromTextUseCase = fromText }, strings: strings)

        await viewModel.send(.addReminderTapped(listID: 1, form: ReminderForm(title: "Go")))

        let messages = FieldErrors([.title: "Use at least 3 characters for the title"])
        #expect(viewModel.state == .fixture(addForm: .fixture(ReminderForm(title: "Go"), errors: messages), outcome: .invalid))
        #expect(!viewModel.state.addForm.hasDetails)
    }

    @Test func keepAsText_addsTheLineAsTyped_toTheList_andSaysSo() async {
        let keep = MockKeepQuickAddAsTextUseCase(returning: .fixture(id: 10, title: Self.typed))
        let viewModel = ReminderListViewModel(useCases: useCases { $0.keepQuickAddAsTextUseCase = keep }, strings: strings)

        await viewModel.send(.row(.keptAsText(id: 9, text: Self.typed), listID: 1, page: 1, showCompleted: false))

        #expect(viewModel.state == .unloaded(outcome: .redirect(
            .list(1, page: 1, showCompleted: false), flash: FlashText(.quickAddKept, .text("Buy milk tomorrow 9am !1 #shop"))
        )).with { $0.listID = 0 })
        #expect(keep.stub.calls == [.init(id: 9, text: Self.typed, destination: .list(1))])
    }

    @Test func keepAsText_ofAReminderThePersonMayNotChange_isNotFound() async {
        let keep = MockKeepQuickAddAsTextUseCase(failing: .notFound)
        let viewModel = ReminderListViewModel(useCases: useCases { $0.keepQuickAddAsTextUseCase = keep }, strings: strings)

        await viewModel.send(.row(.keptAsText(id: 99, text: Self.typed), listID: 1, page: 1, showCompleted: false))

        #expect(viewModel.state == .unloaded(outcome: .notFound).with { $0.listID = 0 })
    }
}
