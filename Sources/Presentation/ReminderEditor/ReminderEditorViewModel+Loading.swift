import Domain
import Entities

extension ReminderEditorViewModel {
    /// Loads the reminder into the form, with the lists it can belong to, and its subtasks (or,
    /// for a subtask, its parent's title).
    func load(id: Reminder.ID) async {
        state.reminderID = id
        do {
            let reminder = try await useCases.fetchReminderUseCase.execute(id: id)
            let summaries = try await useCases.fetchListSummariesUseCase.execute()
            let dates = DateTexts(strings: strings, clock: useCases.calendarClock)
            state.form.form = ReminderForm(reminder)
            state.listID = reminder.listID
            state.listName = summaries.first { $0.id == reminder.listID }?.list.name ?? ""
            state.lists = summaries.filter { $0.id == reminder.listID || !$0.isReadOnly }.map { SelectOption(id: $0.id, name: $0.list.name) }
            // A shared list's owner and editors, to assign it to: one more read, for a shared list only.
            if summaries.contains(where: { $0.id == reminder.listID && $0.hasMembers }) {
                let share = try await useCases.fetchListShareUseCase.execute(listID: reminder.listID)
                state.assignees = share.members.filter { Assignees.mayBeAssigned($0.role) }.map { SelectOption(id: $0.id, name: $0.displayName) }
            }
            state.isCompleted = reminder.isCompleted
            state.completionToggleText = strings[reminder.isCompleted ? .toggleMarkOpen : .toggleMarkDone]
            state.createdText = dates.instant(reminder.createdAt, .editorCreated)
            state.completedText = reminder.completedAt.map { dates.instant($0, .editorCompleted) }
            try await loadFamily(of: reminder)
        } catch {
            state.outcome = Outcome(error, strings: strings)
        }
    }

    /// A subtask's parent title, or a reminder's subtasks and their progress.
    private func loadFamily(of reminder: Reminder) async throws(DomainError) {
        state.parentID = reminder.parentID
        state.takesSubtasks = reminder.takesSubtasks
        if let parentID = reminder.parentID {
            let parent = try await useCases.fetchReminderUseCase.execute(id: parentID)
            state.parentText = strings.string(.subtaskParent, parent.title)
            return
        }
        let subtasks = try await useCases.fetchSubtasksUseCase.execute(parentID: reminder.id)
        state.subtasks = subtasks.map(SubtaskItem.init)
        state.subtaskProgressText = subtasks.isEmpty ? nil : strings.string(.subtaskProgress, subtasks.count { $0.isCompleted }, subtasks.count)
    }
}
