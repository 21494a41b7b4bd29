import Domain
import Entities

/// Quick add's live preview: what adding the line typed so far would read, as the message after
/// adding says it ("Recognised: Due Tomorrow, 09:00 · Priority High · #shop"), for a script to
/// show under the quick-add field as the person types. Empty when nothing would be read.
public final class QuickAddPreviewViewModel {
    /// The use cases the preview needs.
    public typealias UseCases = HasCalendarClock & HasReadQuickAddTextUseCase

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Typed in a quick-add field, which now holds `text`.
        case textTyped(String)
    }

    /// What the preview shows.
    public struct State: Sendable, Equatable {
        /// What would be read, said in a sentence; empty when nothing would be, or when the text
        /// was refused (then the message says why).
        public var text = ""
        /// Why the text was refused (longer than a title may be), or nil.
        public var message: String?
        /// `.none`, `.invalid` for a refused text, or the failure to read the person's lists.
        public var outcome: Outcome = .none
    }

    /// The preview's current state.
    public private(set) var state = State()
    let useCases: any UseCases
    let strings: StringCatalog

    /// A ViewModel for one request.
    public init(useCases: any UseCases, strings: StringCatalog) {
        self.useCases = useCases
        self.strings = strings
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        switch action {
        case .textTyped(let text):
            state = State()
            do {
                let reading = try await useCases.readQuickAddTextUseCase.execute(text)
                let read = QuickAddText(strings: strings, clock: useCases.calendarClock).text(reading)
                state.text = read.map { strings.string(.quickAddPreview, $0) } ?? ""
            } catch .invalid(let errors) {
                state.message = FieldErrors(errors, strings: strings)[.title]
                state.outcome = .invalid
            } catch {
                state.outcome = Outcome(error, strings: strings)
            }
        }
    }
}
