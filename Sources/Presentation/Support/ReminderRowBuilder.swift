import Domain
import Entities

/// Turns reminders into rows, with their due texts, overdue and flag marks, and (where wanted) list names.
struct ReminderRowBuilder {
    let dates: DateTexts
    /// The names of the lists, when rows show them; empty when they don't.
    var listNames: [ReminderList.ID: String] = [:]
    /// The titles of the subtasks' parents, where subtasks show apart from them (smart lists,
    /// search): "Subtask of “Pack”"; empty on a list's page.
    var parentTitles: [Reminder.ID: String] = [:]
    /// The display names of the people the rows' reminders are assigned to or were completed by
    /// (`FetchPeopleNamesUseCase`); empty where none is.
    var peopleNames: [User.ID: String] = [:]
    /// The rows that are read-only: those of the lists shared with the person to look at only.
    var readOnly = ReadOnlyRows.none
    /// The texts of every row, read once per catalog.
    private let texts: RowTexts
    private let repeatText: RepeatText

    init(
        strings: StringCatalog, clock: any CalendarClock, listNames: [ReminderList.ID: String] = [:],
        parentTitles: [Reminder.ID: String] = [:], peopleNames: [User.ID: String] = [:], readOnly: ReadOnlyRows = .none
    ) {
        self.peopleNames = peopleNames
        self.readOnly = readOnly
        dates = DateTexts(strings: strings, clock: clock)
        self.listNames = listNames
        self.parentTitles = parentTitles
        texts = strings.rowTexts
        repeatText = RepeatText(strings: strings)
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
        // The details read once, rather than each field through `Reminder`'s dynamic member
        // subscript: its key paths cost a runtime lookup apiece, a dozen per row.
        let details = reminder.details
        let title = details.title
        return ReminderRow(
            id: reminder.id,
            listID: reminder.listID,
            listName: listNames.isEmpty ? nil : listNames[reminder.listID],
            title: title,
            notesExcerpt: details.notes.map(Self.excerpt),
            dueText: dueText,
            isOverdue: isOverdue(reminder),
            priority: details.priority.rawValue,
            priorityText: details.priority == .none ? nil : texts.priorityNames.name(of: details.priority),
            isCompleted: reminder.isCompleted,
            toggleLabel: FilledText(reminder.isCompleted ? texts.reopenLabel : texts.completeLabel, title),
            isFlagged: details.isFlagged,
            flagToggleText: details.isFlagged ? texts.unflagText : texts.flagText,
            flagLabel: FilledText(details.isFlagged ? texts.unflagLabel : texts.flagLabel, title),
            menuLabel: FilledText(texts.menuLabel, title),
            deleteLabel: FilledText(texts.deleteLabel, title),
            moveLabel: FilledText(texts.moveLabel, title),
            parentText: parentText(reminder),
            addSubtaskLabel: reminder.takesSubtasks ? FilledText(texts.addSubtaskLabel, title) : nil,
            repeatText: reminder.repetition.map { repeatText.text($0.rule) },
            tags: details.tags.map(\.name),
            alertText: alertText(reminder),
            link: reminder.link.map { ReminderRow.Link(href: $0.text, text: $0.host, label: texts.linkLabel.filled(title, $0.host)) },
            assigneeText: assigneeText(reminder),
            completedByText: completedByText(reminder),
            isReadOnly: readOnly.includes(reminder.listID)
        )
    }

    /// "Alert: 15 minutes before" for an open reminder with a due date that alerts; nil otherwise
    /// (a completed one, or one without a date, alerts no more), and nil for the default alert,
    /// which every dated reminder gets: saying it on each row made most rows a line longer.
    private func alertText(_ reminder: Reminder) -> String? {
        guard let alert = reminder.alert, alert != .default, reminder.due != nil, !reminder.isCompleted else { return nil }
        return texts.alertTexts[alert.minutesBefore]
    }

    /// A list page's rows: each of `parents` (its reminders' rows, in order), with its progress
    /// when it has subtasks, then its subtasks, indented (the completed ones only with `showCompleted`).
    func interleaving(_ parents: [ReminderRow], subtasks: [Reminder.ID: [Reminder]], showCompleted: Bool) -> [ReminderRow] {
        guard !subtasks.isEmpty else { return parents }
        var rows: [ReminderRow] = []
        rows.reserveCapacity(parents.count)
        for var parent in parents {
            guard let children = subtasks[parent.id], !children.isEmpty else {
                rows.append(parent)
                continue
            }
            parent.progressText = texts.progress.filled([children.count { $0.isCompleted }, children.count])
            rows.append(parent)
            for child in children where showCompleted || !child.isCompleted {
                var subtask = row(child)
                subtask.isSubtask = true
                rows.append(subtask)
            }
        }
        return rows
    }

    /// The first line of `notes`, cut to `ReminderRow.notesExcerptLength` characters with "…".
    ///
    /// Characters are walked only when the first line has more bytes than characters allowed:
    /// walking every row's notes as characters cost a list page about 200,000 instructions.
    /// A line ends at a newline scalar (LF, VT, FF, CR, NEL, LS, PS), and Unicode breaks
    /// characters before and after each, so its bytes end where `Character.isNewline` says.
    static func excerpt(_ notes: String) -> String {
        let limit = ReminderRow.notesExcerptLength
        let lineEnd = firstNewline(in: notes)
        if lineEnd < limit {
            let firstLine = notes.utf8.prefix(lineEnd)
            guard lineEnd < notes.utf8.count else { return notes }
            var kept = Substring(firstLine)
            while kept.last?.isWhitespace == true { kept = kept.dropLast() }
            return kept + "…"
        }
        let firstLine = notes.prefix { !$0.isNewline }
        guard firstLine.count > limit || firstLine.endIndex < notes.endIndex else { return String(firstLine) }
        var kept = firstLine.prefix(limit - 1)
        while kept.last?.isWhitespace == true { kept = kept.dropLast() }
        return kept + "…"
    }

    /// The UTF-8 offset of the first newline scalar of `text`, or its UTF-8 count without one.
    private static func firstNewline(in text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                switch bytes[index] {
                case 0x0A...0x0D: return index
                case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return index
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    return index
                default: index += 1
                }
            }
            return bytes.count
        }
    }

    /// "Assigned to Bea" for a reminder assigned to someone whose name is known.
    private func assigneeText(_ reminder: Reminder) -> String? {
        guard let assigneeID = reminder.assigneeID, let name = peopleNames[assigneeID] else { return nil }
        return texts.assignedText.filled(name)
    }

    /// "Completed by Bea" for a reminder completed by someone whose name is known (recorded on a
    /// shared list only, `CompletedBy`).
    private func completedByText(_ reminder: Reminder) -> String? {
        guard let completedByID = reminder.completedByID, let name = peopleNames[completedByID] else { return nil }
        return texts.completedByText.filled(name)
    }

    /// "Subtask of “Pack”" for a subtask whose parent's title is known.
    private func parentText(_ reminder: Reminder) -> String? {
        guard !parentTitles.isEmpty, let parentID = reminder.parentID, let title = parentTitles[parentID] else { return nil }
        return texts.parentLabel.filled(title)
    }

    func isOverdue(_ reminder: Reminder) -> Bool {
        reminder.isOverdue(today: dates.today, now: dates.now)
    }
}

/// Which rows a page draws read-only, offering nothing to do: none (the person may change every
/// list shown), all (a list's page they may only look at), or those of some lists (rows gathered
/// from several: a smart list, a search, a tag).
enum ReadOnlyRows: Sendable {
    case none
    case all
    case of(Set<ReminderList.ID>)

    /// Whether a row of list `listID` is read-only.
    func includes(_ listID: ReminderList.ID) -> Bool {
        switch self {
        case .none: false
        case .all: true
        case .of(let lists): lists.contains(listID)
        }
    }
}
