import Entities

/// Where a reminder stands in its list's manual order as it is written: a new reminder, and one
/// moved in from another list, goes last; one that stays in its list keeps its place (only
/// `RepositionReminderUseCase` moves it within the list).
///
/// A store keeps each reminder's place as a position, an integer unique within its list and
/// larger further down, deleted reminders' included (a restored one comes back where it was).
/// It asks this rule on every write of a reminder, supplying the one fact the rule needs — the
/// list's largest position — and stores what it decided.
public enum ManualOrder {
    /// The position to store for a reminder written into list `listID`: it was in list
    /// `previousListID` before the write, nil for a new one. Answers the end of the list for a
    /// new or moved-in reminder, reading `largest` (the largest position the list holds, nil for
    /// none) only then; nil when the reminder keeps its place.
    public static func position<Failure: Error>(
        inList listID: ReminderList.ID, wasIn previousListID: ReminderList.ID?, largest: () throws(Failure) -> Int?
    ) throws(Failure) -> Int? {
        guard previousListID != listID else { return nil }
        return last(after: try largest())
    }

    /// The end of a list whose largest position is `largest` (nil when it holds none): reminders
    /// placed last one after another (a moved parent's subtasks, a seeded list) take the places
    /// that follow.
    public static func last(after largest: Int?) -> Int {
        (largest ?? 0) + 1
    }
}
