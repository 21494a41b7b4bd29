extension StringCatalog {
    /// The flash after deleting a reminder that took `subtasks` subtasks with it: "Reminder
    /// deleted", or "Reminder and its 3 subtasks deleted".
    func reminderDeletedFlash(subtasks: Int) -> String {
        subtasks == 0 ? self[.reminderDeleted] : plural(.subtasksDeleted, count: subtasks)
    }
}
