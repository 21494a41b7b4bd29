import Domain
import Entities

/// The fields of the reminder form, as typed: what the web layer decodes and the page shows again.
public struct ReminderForm: Sendable, Equatable {
    /// The title.
    public var title: String
    /// The notes.
    public var notes: String
    /// The due day, if any.
    public var dueDate: LocalDate?
    /// The due time, if any; only with a day.
    public var dueTime: LocalTime?
    /// The priority.
    public var priority: Priority
    /// Whether the Flagged box is ticked.
    public var isFlagged: Bool
    /// The list the reminder belongs to; nil where the page implies it (adding to the list shown).
    public var listID: ReminderList.ID?
    /// The tags field as typed (`#home #errands`, `home, errands`).
    public var tagsText: String
    /// The repeat as chosen in the repeat fieldset, valid or not (kept on a `422`); nil for never.
    public var repeatRule: RepeatRule?
    /// The alert chosen; nil for none. A new form alerts at the time, as Apple Reminders does
    /// once a date is set; the draft carries it only with a due date.
    public var alert: ReminderAlert?
    /// The link field as typed (kept on a `422`); empty for none.
    public var link: String

    /// Creates a form; the defaults are an empty one, alerting at the time once it has a date.
    public init(
        title: String = "", notes: String = "", dueDate: LocalDate? = nil, dueTime: LocalTime? = nil,
        priority: Priority = .none, isFlagged: Bool = false, listID: ReminderList.ID? = nil,
        tagsText: String = "", repeatRule: RepeatRule? = nil, alert: ReminderAlert? = .default, link: String = ""
    ) {
        self.title = title
        self.notes = notes
        self.dueDate = dueDate
        self.dueTime = dueTime
        self.priority = priority
        self.isFlagged = isFlagged
        self.listID = listID
        self.tagsText = tagsText
        self.repeatRule = repeatRule
        self.alert = alert
        self.link = link
    }

    /// The form filled with `reminder`'s fields.
    public init(_ reminder: Reminder) {
        self.init(
            title: reminder.title, notes: reminder.notes ?? "", dueDate: reminder.due?.date,
            dueTime: reminder.due?.time, priority: reminder.priority, isFlagged: reminder.isFlagged, listID: reminder.listID,
            tagsText: reminder.tags.map(\.description).joined(separator: " "), repeatRule: reminder.repetition?.rule,
            alert: reminder.alert, link: reminder.link?.text ?? ""
        )
    }

    /// The date input's value: `YYYY-MM-DD`, or empty.
    public var dueDateText: String { dueDate?.description ?? "" }
    /// The time input's value: `HH:MM`, or empty.
    public var dueTimeText: String { dueTime?.description ?? "" }
    /// Whether no priority is selected.
    public var isPriorityNone: Bool { priority == .none }
    /// Whether low priority is selected.
    public var isPriorityLow: Bool { priority == .low }
    /// Whether medium priority is selected.
    public var isPriorityMedium: Bool { priority == .medium }
    /// Whether high priority is selected.
    public var isPriorityHigh: Bool { priority == .high }

    /// The draft the use cases validate; empty notes and link are none, the tags field's words that are
    /// tags its tags (`rejectedTags` are the others).
    var draft: ReminderDraft {
        ReminderDraft(
            title: title, notes: notes.isEmpty ? nil : notes, dueDate: dueDate, dueTime: dueTime, priority: priority, isFlagged: isFlagged,
            tags: TagText.tags(inField: tagsText).tags, repeatRule: repeatRule,
            // Without a due date there is nothing to alert about: no alert is stored.
            alert: dueDate == nil ? nil : alert,
            link: link.isEmpty ? nil : link
        )
    }

    /// The words of the tags field that are no tag (`a$b`), as typed.
    public var rejectedTags: [String] { TagText.tags(inField: tagsText).rejected }
}

extension ReminderForm {
    /// The draft to hand to a use case; when the tags field holds a word that is no tag, `invalid`
    /// with it beside the tags field and the draft's other broken rules, so that one answer shows
    /// every message.
    func checkedDraft() throws(DomainError) -> ReminderDraft {
        let draft = draft
        guard !rejectedTags.isEmpty else { return draft }
        var errors = ValidationErrors()
        if case .failure(let others) = draft.validated() { errors = others }
        errors.issues[.tags] = .malformed
        throw .invalid(errors)
    }
}

extension FieldErrors {
    /// These messages with the tags field's naming the words of `form` that are no tag, when
    /// that is its complaint (`ReminderForm.checkedDraft()`).
    func namingRejectedTags(of form: ReminderForm, strings: StringCatalog) -> FieldErrors {
        let rejected = form.rejectedTags
        guard self[.tags] != nil, !rejected.isEmpty else { return self }
        var errors = self
        errors[.tags] = strings.string(.tagsRejected, rejected.joined(separator: ", "))
        return errors
    }
}
