import Entities

/// Who a reminder records as having completed it — the one rule, which every store applies as it
/// writes a reminder row (knowing who is writing), so that rows of a shared list say "Completed by
/// Grace Hopper" whichever write completed them: a row's check box, the editor, a repeat's
/// completion, an import.
public enum CompletedBy {
    /// The person a row records once written by `acting` (nil: no one in particular, a review of
    /// the list's rows), given whom it recorded (`recorded`) and whether it was completed before
    /// the write (`wasCompleted`; false for a new row) and is after it (`isCompleted`), on a list
    /// shared with anyone or not (`listShared`):
    /// - completed by this write: the person writing;
    /// - completed already: whoever completed it;
    /// - open, or on a list shared with no one (the owner's own, or no longer shared): no one.
    public static func recorded(
        _ recorded: User.ID?, wasCompleted: Bool, isCompleted: Bool, acting: User.ID?, listShared: Bool
    ) -> User.ID? {
        guard isCompleted, listShared else { return nil }
        return wasCompleted ? recorded : acting
    }

    /// Whether `recorded(…)` needs to know if the list is shared: only for a completed row that
    /// records someone or is completed by this write (any other row records no one). A store
    /// reads the list only then.
    public static func asksWhetherShared(_ recorded: User.ID?, wasCompleted: Bool, isCompleted: Bool) -> Bool {
        isCompleted && (recorded != nil || !wasCompleted)
    }
}
