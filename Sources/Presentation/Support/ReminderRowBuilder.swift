import Domain
import Entities

/// Turns reminders into rows, with their due texts, overdue and flag marks, and (where wanted) list names.
struct ReminderRowBuilder {
    let dates: DateTexts
    /// The names of the lists, when rows show them; empty when they don't.
    var listNames: [ReminderList.ID: String] = [:]
    // Looked up once per page rather than once per row.
    private let priorityNames: PriorityNames
    private let markOpenText: String
    private let markDoneText: String
    private let flagText: String
    private let unflagText: String

    init(strings: StringCatalog, clock: any CalendarClock, listNames: [ReminderList.ID: String] = [:]) {
        dates = DateTexts(strings: strings, clock: clock)
        self.listNames = listNames
        priorityNames = PriorityNames(strings)
        markOpenText = strings[.toggleMarkOpen]
        markDoneText = strings[.toggleMarkDone]
        flagText = strings[.flagToggleFlag]
        unflagText = strings[.flagToggleUnflag]
    }

    /// The rows of `reminders`, in order. (Mapping with the method value `map(builder.row)`
    /// instead copied the builder for each row.)
    func rows(_ reminders: some Sequence<Reminder>) -> [ReminderRow] {
        reminders.map { row($0) }
    }

    /// The row of `reminder`.
    func row(_ reminder: Reminder) -> ReminderRow {
        // Not `reminder.due.map(dates.due)`: that method value copies `dates` for every row.
        var dueText: String?
        if let due = reminder.due { dueText = dates.due(due) }
        return ReminderRow(
            id: reminder.id,
            listID: reminder.listID,
            listName: listNames.isEmpty ? nil : listNames[reminder.listID],
            title: reminder.title,
            notes: reminder.notes,
            dueText: dueText,
            isOverdue: isOverdue(reminder),
            priority: reminder.priority.rawValue,
            priorityText: reminder.priority == .none ? nil : priorityNames.name(of: reminder.priority),
            isCompleted: reminder.isCompleted,
            toggleText: reminder.isCompleted ? markOpenText : markDoneText,
            isFlagged: reminder.isFlagged,
            flagToggleText: reminder.isFlagged ? unflagText : flagText
        )
    }

    func isOverdue(_ reminder: Reminder) -> Bool {
        reminder.isOverdue(today: dates.today, now: dates.now)
    }
}
