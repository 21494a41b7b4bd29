import Entities

/// Adds a reminder to a list: a title of 3–100 characters after trimming, notes up to 2,000
/// (empty notes are none), a time only with a day.
public protocol AddReminderUseCase: Sendable {
    func execute(_ draft: ReminderDraft, listID: ReminderList.ID) async throws(DomainError) -> Reminder
}

public protocol HasAddReminderUseCase {
    var addReminderUseCase: any AddReminderUseCase { get }
}

/// Validates and prepares the draft, then adds it, stamped with the clock's time.
public struct AddReminderInteractor: AddReminderUseCase {
    private let repository: any ReminderRepository
    private let access: ListAccessPolicy
    private let clock: any CalendarClock

    public init(repository: any ReminderRepository, access: ListAccessPolicy, clock: any CalendarClock) {
        self.repository = repository
        self.access = access
        self.clock = clock
    }

    public func execute(_ draft: ReminderDraft, listID: ReminderList.ID) async throws(DomainError) -> Reminder {
        try await access.require(.change, on: .list(listID))
        let valid = try draft.validated().get(orThrow: DomainError.invalid)
        do { return try await repository.add(valid, toList: listID, createdAt: clock.now()) } catch { throw DomainError(error) }
    }
}
