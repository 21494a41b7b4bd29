import Foundation

/// How long a deleted reminder can still be brought back (the "Undo" after deleting), and so
/// when it is gone for good: one rule for restoring (`RestoreReminderUseCase`) and for the
/// purge that deletes it from storage.
public enum DeletedReminders {
    /// A deleted reminder can be restored for 10 minutes after its deletion; after that it is
    /// purged. Longer than any flash message is shown, short enough that nothing deleted lingers.
    public static let restoreWindow: TimeInterval = 10 * 60

    /// The earliest deletion still restorable at `now`: a reminder deleted before it is past the window.
    public static func oldestRestorable(at now: Date) -> Date {
        now.addingTimeInterval(-restoreWindow)
    }
}
