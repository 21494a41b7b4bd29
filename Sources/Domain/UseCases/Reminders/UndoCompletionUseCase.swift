import Entities

/// Takes back the completion of a repeating reminder that moved it to its next occurrence: the
/// reminder as it was before (its due date and time, its series' count, and so its alert, which
/// the store schedules again from the due date), and the occurrence recorded removed — the
/// "Undo" after completing one. Only while both are exactly what that completion left
/// (`Reminder.beforeCompletion(recorded:)`): otherwise nothing changes and the answer says so.
/// `notFound` if either is someone else's, deleted, or does not exist.
public protocol UndoCompletionUseCase: Sendable {
    /// Takes back the completion of reminder `id` that recorded reminder `occurrence`.
    func execute(id: Reminder.ID, occurrence: Reminder.ID) async throws(DomainError) -> CompletionUndo
}

public protocol HasUndoCompletionUseCase {
    var undoCompletionUseCase: any UndoCompletionUseCase { get }
}

/// What taking a completion back came to.
public enum CompletionUndo: Sendable, Equatable {
    /// Taken back: the reminder as it is again.
    case undone(Reminder)
    /// The reminder or the occurrence changed since (edited, moved, completed again, reopened):
    /// nothing changed; the reminder as it is.
    case changedSince(Reminder)
}

/// Reads the reminder and the occurrence, and writes both back, in one unit of work.
public struct UndoCompletionInteractor: UndoCompletionUseCase {
    private let unitOfWork: any UnitOfWork
    private let access: ListAccessPolicy

    public init(unitOfWork: any UnitOfWork, access: ListAccessPolicy) {
        self.unitOfWork = unitOfWork
        self.access = access
    }

    public func execute(id: Reminder.ID, occurrence: Reminder.ID) async throws(DomainError) -> CompletionUndo {
        try await access.require(.change, on: .reminder(id))
        try await access.require(.change, on: .reminder(occurrence))
        do {
            return try await unitOfWork.run { transaction throws(RepositoryError) in
                let reminder = try transaction.reminder(id: id)
                let record = try transaction.reminder(id: occurrence)
                guard let before = reminder.beforeCompletion(recorded: record) else { return .changedSince(reminder) }
                try transaction.remove(id: occurrence)
                return .undone(try transaction.save(before))
            }
        } catch {
            throw DomainError(error)
        }
    }
}
