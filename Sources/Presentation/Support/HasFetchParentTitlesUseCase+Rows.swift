import Domain
import Entities

extension HasFetchParentTitlesUseCase {
    /// The titles of the parents of the subtasks among `reminders` (for rows shown apart from
    /// their parents), read only when there are subtasks.
    func parentTitles(of reminders: [Reminder]) async throws(DomainError) -> [Reminder.ID: String] {
        guard reminders.contains(where: \.isSubtask) else { return [:] }
        return try await fetchParentTitlesUseCase.execute(for: reminders)
    }
}
