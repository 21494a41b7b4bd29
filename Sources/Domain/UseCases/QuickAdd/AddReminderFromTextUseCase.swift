import Entities

/// A reminder added by quick add, and what was read in its text.
public struct QuickAddResult: Sendable, Equatable {
    /// The reminder added.
    public var reminder: Reminder
    /// What was read; a reading with nothing recognised when the text was kept as typed.
    public var reading: QuickAddReading

    /// Creates a result.
    public init(reminder: Reminder, reading: QuickAddReading) {
        self.reminder = reminder
        self.reading = reading
    }
}

/// Adds a reminder from one typed line, with what `QuickAddParser` reads in it applied: its due
/// day and time, repeat, priority and tags, and the list `+Name` names (one of the person's,
/// else the destination; typed on a smart list, it is still due today or flagged as the smart
/// list adds). When the title left breaks the title's rule ("Go tomorrow" leaves
/// "Go"), the text is added as typed. The draft's rules are `AddReminderUseCase`'s.
public protocol AddReminderFromTextUseCase: Sendable {
    func execute(_ text: String, to destination: QuickAddDestination) async throws(DomainError) -> QuickAddResult
}

public protocol HasAddReminderFromTextUseCase {
    var addReminderFromTextUseCase: any AddReminderFromTextUseCase { get }
}

/// Reads the text (with the person's lists' names when a word starts with `+`), then adds the reminder.
public struct AddReminderFromTextInteractor: AddReminderFromTextUseCase {
    private let reader: QuickAddReader
    private let adder: QuickAddAdder
    private let clock: any CalendarClock

    /// - Parameters:
    ///   - lists: the person's lists only, whose names `+Name` may name.
    ///   - parser: in the person's language, zone and week.
    public init(
        lists: any ReminderListRepository, add: any AddReminderUseCase, addFromSmartList: any AddReminderFromSmartListUseCase,
        parser: QuickAddParser, clock: any CalendarClock
    ) {
        reader = QuickAddReader(lists: lists, parser: parser, clock: clock)
        adder = QuickAddAdder(add: add, addFromSmartList: addFromSmartList)
        self.clock = clock
    }

    public func execute(_ text: String, to destination: QuickAddDestination) async throws(DomainError) -> QuickAddResult {
        let (reading, summaries) = try await reader.read(text)
        let listID = reading.listName.flatMap { name in summaries.first { $0.list.name == name }?.id }
        var draft = reading.draft
        if listID != nil, case .smartList(let smartList) = destination,
            let completed = smartList.completing(draft, today: clock.localNow().date) {
            draft = completed
        }
        do {
            return QuickAddResult(reminder: try await adder.add(draft, to: destination, namedList: listID), reading: reading)
        } catch {
            guard case .invalid(let errors) = error, errors.issues[.title] != nil, !reading.isEmpty else { throw error }
            let typed = QuickAddReading(title: text)
            return QuickAddResult(reminder: try await adder.add(typed.draft, to: destination, namedList: nil), reading: typed)
        }
    }
}
