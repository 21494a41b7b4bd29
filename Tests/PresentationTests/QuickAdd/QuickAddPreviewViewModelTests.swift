import Domain
import Entities
import Mocks
@testable import Presentation
import Testing

/// Quick add's live preview, asserting the whole state.
struct QuickAddPreviewViewModelTests {
    private let clock = FixedCalendarClock(localDate: .fixture("2026-11-25"), localTime: .fixture("14:30"))
    private let read = MockReadQuickAddTextUseCase()

    private func viewModel(language: String = "en") throws -> QuickAddPreviewViewModel {
        QuickAddPreviewViewModel(useCases: DIContainer.mock(clock: clock, readQuickAddText: read), strings: try StringCatalog.bundled(language: language))
    }

    private let reading = QuickAddReading(
        title: "Buy milk", due: DueDate(date: .fixture("2026-11-26"), time: .fixture("09:00")), priority: .high,
        spans: [.init(text: "tomorrow 9am", kind: .due, range: 9..<21), .init(text: "!1", kind: .priority, range: 22..<24)]
    )

    @Test func whatWouldBeRead_isSaid_inTheCatalogsLanguage() async throws {
        read.stub.returns(reading)
        let english = try viewModel()
        let german = try viewModel(language: "de")

        await english.send(.textTyped("Buy milk tomorrow 9am !1"))
        await german.send(.textTyped("Buy milk tomorrow 9am !1"))

        #expect(read.stub.calls == ["Buy milk tomorrow 9am !1", "Buy milk tomorrow 9am !1"])
        #expect(english.state == .init(text: "Recognised: Due Tomorrow, 09:00 · Priority High", message: nil, outcome: .none))
        #expect(german.state == .init(text: "Erkannt: Fällig Morgen, 09:00 · Priorität Hoch", message: nil, outcome: .none))
    }

    @Test func aTextReadAsNothing_showsNothing() async throws {
        read.stub.returns(QuickAddReading(title: "Call May"))
        let viewModel = try viewModel()

        await viewModel.send(.textTyped("Call May"))

        #expect(viewModel.state == .init(text: "", message: nil, outcome: .none))
    }

    @Test func aTextLongerThanATitle_isInvalid_sayingWhy() async throws {
        read.stub.fails(.invalid(ValidationErrors([.title: .tooLong(maximum: 100)])))
        let viewModel = try viewModel()

        await viewModel.send(.textTyped(String(repeating: "a", count: 101)))

        let message = try StringCatalog.bundled(language: "en").message(for: .tooLong(maximum: 100), of: .title)
        #expect(viewModel.state == .init(text: "", message: message, outcome: .invalid))
    }

    @Test func listsThatCannotBeRead_fail() async throws {
        read.stub.fails(.unavailable("disk full"))
        let viewModel = try viewModel()

        await viewModel.send(.textTyped("Buy milk +Groceries"))

        let failed = Outcome.failed(try StringCatalog.bundled(language: "en")[.unavailable], cause: "disk full")
        #expect(viewModel.state == .init(text: "", message: nil, outcome: failed))
    }
}
