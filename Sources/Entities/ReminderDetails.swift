/// What a reminder says: the fields a person writes and that travel with it unchanged — on the
/// reminder, in its draft and form, and in a file (`ReminderTransfer`). `Reminder`,
/// `ReminderDraft` and the transfer each hold one and read its fields as their own
/// (`@dynamicMemberLookup`), so a field of this kind is one property here and its rule in
/// `validated(_:)`; when, how it repeats and its link are held beside it, because a draft carries
/// them as typed.
public struct ReminderDetails: Sendable, Equatable, Hashable {
    /// The title: 3–100 characters after trimming once validated; as typed before.
    public var title: String
    /// Notes of up to 2,000 characters; never empty once validated (empty is nil).
    public var notes: String? = nil
    /// How important it is.
    public var priority: Priority = .none
    /// Whether it is flagged (the Flagged smart list gathers the open ones).
    public var isFlagged = false
    /// Its tags, in the order given, each once once validated.
    public var tags: [Tag] = []

    /// The rule for titles: 3–100 characters after trimming.
    public static let titleRule = TextRule(length: 3...100)
    /// The rule for notes: up to 2,000 characters after trimming; empty notes are none.
    public static let notesRule = TextRule(length: 0...2000)

    /// Details titled `title`, every other field empty.
    public init(title: String) {
        self.title = title
    }

    /// The details prepared for storage — `#tags` taken out of the title into the tags, title and
    /// notes trimmed, empty notes as none — with each broken rule added to `errors`: the title's
    /// and the notes' lengths, more than `Tag.limitPerReminder` tags.
    public func validated(_ errors: inout ValidationErrors) -> ReminderDetails {
        var prepared = self
        let typed = TagText.tags(inTitle: title)
        var given = Set(tags)
        for tag in typed.tags where given.insert(tag).inserted { prepared.tags.append(tag) }
        if prepared.tags.count > Tag.limitPerReminder { errors.issues[.tags] = .tooMany(maximum: Tag.limitPerReminder) }
        switch Self.titleRule.validate(typed.title) {
        case .success(let trimmed): prepared.title = trimmed
        case .failure(let issue): errors.issues[.title] = issue
        }
        switch Self.notesRule.validate(notes ?? "") {
        case .success(let trimmed): prepared.notes = trimmed.isEmpty ? nil : trimmed
        case .failure(let issue): errors.issues[.notes] = issue
        }
        return prepared
    }
}

/// A value that holds a reminder's details and reads their fields as its own: `reminder.title`
/// is `reminder.details.title`, so a new field of the details needs no line in its holders.
public protocol HoldsReminderDetails {
    /// The details it holds.
    var details: ReminderDetails { get set }
}

extension HoldsReminderDetails {
    /// The field of the details at `keyPath`, read and written as the holder's own.
    @inlinable
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ReminderDetails, Value>) -> Value {
        get { details[keyPath: keyPath] }
        set { details[keyPath: keyPath] = newValue }
    }
}
