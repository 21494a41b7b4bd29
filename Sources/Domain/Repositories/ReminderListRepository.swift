import Entities

/// Where lists are kept.
public protocol ReminderListRepository: Sendable {
    /// Every list with its count of open reminders, by name (ignoring case).
    func summaries() async throws(RepositoryError) -> [ReminderListSummary]
    /// The list `id`; `notFound` if there is none.
    func list(id: ReminderList.ID) async throws(RepositoryError) -> ReminderList
    /// Creates a list named `name` (already validated); `conflict` if the name is taken, ignoring case.
    func create(name: String) async throws(RepositoryError) -> ReminderList
    /// Gives list `id` the details of `draft` (already validated): its name, colour and icon;
    /// `notFound`, or `conflict` if another list has the name, ignoring case.
    func update(id: ReminderList.ID, with draft: ReminderListDraft) async throws(RepositoryError) -> ReminderList
    /// Shows list `id` in `order` from now on; `notFound` if there is none.
    func setSortOrder(id: ReminderList.ID, to order: ReminderSortOrder) async throws(RepositoryError) -> ReminderList
    /// Deletes list `id` and its reminders; `notFound` if there is none.
    func delete(id: ReminderList.ID) async throws(RepositoryError)
}
