import Domain
import Entities

/// The reminder form as typed: what the web layer decodes and the page shows again. It holds the
/// draft it gives (`fields`, whose fields read as the form's own: `title`, `notes`, `dueDate`, …),
/// with what the form keeps otherwise: the list, the tags field's text and an alert chosen
/// without a date. A field of `ReminderDetails` is on the form with no line here.
@dynamicMemberLookup
public struct ReminderForm: Sendable, Equatable {
    /// The fields as typed. Its tags are always empty (the tags field's text is `tagsText`), and
    /// its alert is the one chosen, even without a due date.
    public var fields: ReminderDraft
    /// The list the reminder belongs to; nil where the page implies it (adding to the list shown).
    public var listID: ReminderList.ID?
    /// The tags field as typed (`#home #errands`, `home, errands`).
    public var tagsText: String

    /// A form holding `fields`; the defaults are an empty one, alerting at the time once it has a date.
    public init(_ fields: ReminderDraft = ReminderDraft(title: "", alert: .atTime), listID: ReminderList.ID? = nil, tagsText: String = "") {
        self.fields = fields
        self.fields.tags = []
        self.listID = listID
        self.tagsText = tagsText
    }

    /// Creates a form from the fields every form has had (a field added to the details later is
    /// set on `fields`); empty notes and link are none. The defaults are an empty one, alerting at
    /// the time once it has a date.
    public init(
        title: String = "", notes: String = "", dueDate: LocalDate? = nil, dueTime: LocalTime? = nil,
        priority: Priority = .none, isFlagged: Bool = false, listID: ReminderList.ID? = nil,
        tagsText: String = "", repeatRule: RepeatRule? = nil, alert: ReminderAlert? = .default, link: String = ""
    ) {
        let fields = ReminderDraft(
            title: title, notes: notes.isEmpty ? nil : notes, dueDate: dueDate, dueTime: dueTime, priority: priority,
            isFlagged: isFlagged, repeatRule: repeatRule, alert: alert, link: link.isEmpty ? nil : link
        )
        self.init(fields, listID: listID, tagsText: tagsText)
    }

    /// The form filled with `reminder`'s fields.
    public init(_ reminder: Reminder) {
        self.init(reminder.draft, listID: reminder.listID, tagsText: reminder.tags.map(\.description).joined(separator: " "))
    }

    /// Whether a field other than the title holds a value: the details were filled in, and the
    /// form's fields say what they say; without any, the title is a line for quick add to read.
    /// Derived from an empty form, so a new field counts without an edit here; only what is no
    /// detail is named: the title, the list (the page's), and the alert (preset, and meaningful
    /// only with a due date).
    public var hasDetails: Bool {
        var empty = ReminderForm()
        empty.fields.title = fields.title
        empty.listID = listID
        empty.fields.alert = fields.alert
        return self != empty
    }

    /// The field of the draft at `keyPath`, read and written as the form's own.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ReminderDraft, Value>) -> Value {
        get { fields[keyPath: keyPath] }
        set { fields[keyPath: keyPath] = newValue }
    }

    /// The date input's value: `YYYY-MM-DD`, or empty.
    public var dueDateText: String { fields.dueDate?.description ?? "" }
    /// The time input's value: `HH:MM`, or empty.
    public var dueTimeText: String { fields.dueTime?.description ?? "" }
    /// Whether no priority is selected.
    public var isPriorityNone: Bool { fields.priority == .none }
    /// Whether low priority is selected.
    public var isPriorityLow: Bool { fields.priority == .low }
    /// Whether medium priority is selected.
    public var isPriorityMedium: Bool { fields.priority == .medium }
    /// Whether high priority is selected.
    public var isPriorityHigh: Bool { fields.priority == .high }

    /// The draft the use cases validate; empty notes and link are none, the tags field's words that are
    /// tags its tags (`rejectedTags` are the others).
    var draft: ReminderDraft {
        var draft = fields
        draft.tags = TagText.tags(inField: tagsText).tags
        // Without a due date there is nothing to alert about: no alert is stored.
        if draft.dueDate == nil { draft.alert = nil }
        return draft
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
