extension FlashText {
    /// The flash after deleting a reminder that took `subtasks` subtasks with it: "Reminder
    /// deleted", or "Reminder and its 3 subtasks deleted".
    static func reminderDeleted(subtasks: Int) -> FlashText {
        subtasks == 0 ? FlashText(.reminderDeleted) : FlashText(.subtasksDeleted, .number(subtasks))
    }
}
