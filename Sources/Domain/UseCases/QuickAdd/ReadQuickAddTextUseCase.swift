import Entities

/// What quick add would read in a typed line, without adding anything: the preview a page shows
/// as the person types. The reading is the one `AddReminderFromTextUseCase` would apply — a
/// `+Name` of the person's lists, their zone and week — or one with nothing recognised when
/// the title left would break the title's rule (the text would then be added as typed). A text
/// longer than a title may be (no quick-add field sends one) is `.invalid`, and nothing is read.
public protocol ReadQuickAddTextUseCase: Sendable {
    func execute(_ text: String) async throws(DomainError) -> QuickAddReading
}

public protocol HasReadQuickAddTextUseCase {
    var readQuickAddTextUseCase: any ReadQuickAddTextUseCase { get }
}

/// Reads the text as adding it would, with the person's lists' names when a word starts with `+`.
public struct ReadQuickAddTextInteractor: ReadQuickAddTextUseCase {
    private let reader: QuickAddReader

    /// - Parameters:
    ///   - lists: the person's lists only, whose names `+Name` may name.
    ///   - parser: in the person's language, zone and week.
    public init(lists: any ReminderListRepository, parser: QuickAddParser, clock: any CalendarClock) {
        reader = QuickAddReader(lists: lists, parser: parser, clock: clock)
    }

    public func execute(_ text: String) async throws(DomainError) -> QuickAddReading {
        let maximum = ReminderDetails.titleRule.length.upperBound
        guard text.count <= maximum else { throw .invalid(ValidationErrors([.title: .tooLong(maximum: maximum)])) }
        let reading = try await reader.read(text).reading
        // As adding does: a title left that breaks its rule ("Go tomorrow" leaves "Go") keeps the text as typed.
        if case .failure(let errors) = reading.draft.validated(), errors.issues[.title] != nil {
            return QuickAddReading(title: text)
        }
        return reading
    }
}

/// Reads a typed line in the person's language, zone and week, with the names of the person's
/// lists when a word may name one (read only then): what adding and previewing share.
struct QuickAddReader: Sendable {
    let lists: any ReminderListRepository
    let parser: QuickAddParser
    let clock: any CalendarClock

    /// The reading of `text` now, and the person's lists it was read with (none when no word may name one).
    func read(_ text: String) async throws(DomainError) -> (reading: QuickAddReading, summaries: [ReminderListSummary]) {
        var summaries: [ReminderListSummary] = []
        if QuickAddParser.mayNameList(text) {
            // Only a list the person may add to can be named: a viewer's is no destination.
            do { summaries = try await lists.summaries().filter { !$0.isReadOnly } } catch { throw DomainError(error) }
        }
        return (parser.read(text, at: clock.now(), listNames: summaries.map(\.list.name)), summaries)
    }
}
