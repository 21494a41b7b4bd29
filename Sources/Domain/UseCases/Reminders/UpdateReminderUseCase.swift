import Entities

/// Replaces every field of a reminder, with the rules of adding one, and moves it to another list
/// with `listID` — all or nothing: a list that no longer exists leaves the reminder as it was.
public protocol UpdateReminderUseCase: Sendable {
    func execute(id: Reminder.ID, _ draft: ReminderDraft, movingTo listID: ReminderList.ID?) async throws(DomainError) -> Reminder
}

public protocol HasUpdateReminderUseCase {
    var updateReminderUseCase: any UpdateReminderUseCase { get }
}

/// Validates and prepares the draft, then updates (and moves) the reminder in one step. A draft
/// that assigns the reminder is checked against the members of the list it ends in
/// (`Assignees`): someone who may not be assigned there is a broken rule of the `assignee` field,
/// reported with the draft's others.
public struct UpdateReminderInteractor: UpdateReminderUseCase {
    private let repository: any ReminderRepository
    private let members: any ListMembershipRepository
    private let access: ListAccessPolicy

    public init(repository: any ReminderRepository, members: any ListMembershipRepository, access: ListAccessPolicy) {
        self.repository = repository
        self.members = members
        self.access = access
    }

    public func execute(id: Reminder.ID, _ draft: ReminderDraft, movingTo listID: ReminderList.ID?) async throws(DomainError) -> Reminder {
        try await access.require(.change, on: .reminder(id))
        if let listID { try await access.require(.change, on: .list(listID)) }
        let validated = draft.validated()
        if let issue = try await assigneeIssue(of: draft, reminder: id, movingTo: listID) {
            var errors = ValidationErrors()
            if case .failure(let broken) = validated { errors = broken }
            errors.issues[.assignee] = issue
            throw .invalid(errors)
        }
        let valid = try validated.get(orThrow: DomainError.invalid)
        do { return try await repository.update(id: id, with: valid, movingTo: listID) } catch { throw DomainError(error) }
    }

    /// What is wrong with the draft's assignee on the list the reminder ends in; nil for no one,
    /// without a read.
    private func assigneeIssue(of draft: ReminderDraft, reminder id: Reminder.ID, movingTo listID: ReminderList.ID?) async throws(DomainError) -> ValidationIssue? {
        guard let assigneeID = draft.assigneeID else { return nil }
        do throws(RepositoryError) {
            let list: ReminderList.ID
            if let listID { list = listID } else { list = try await repository.reminder(id: id).listID }
            return Assignees.issue(assigning: assigneeID, among: try await members.members(of: list))
        } catch { throw DomainError(error) }
    }
}
