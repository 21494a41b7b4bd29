import Entities

/// A member sets their choices for a list shared with them (`ListPreferences`): whether their
/// smart lists (Today, Scheduled, Flagged, All, Completed, and their counts) show it, and whether
/// its reminders that are no one's alert them. Their own lists always do both.
public protocol SetListPreferencesUseCase: Sendable {
    func execute(listID: ReminderList.ID, preferences: ListPreferences) async throws(DomainError)
}

public protocol HasSetListPreferencesUseCase {
    var setListPreferencesUseCase: any SetListPreferencesUseCase { get }
}

/// Reads the person's role: none is `notFound`, the owner's `forbidden` (their own list is
/// always shown and always alerts them); a member's choices are stored.
public struct SetListPreferencesInteractor: SetListPreferencesUseCase {
    private let members: any ListMembershipRepository
    private let access: ListAccessPolicy

    public init(members: any ListMembershipRepository, access: ListAccessPolicy) {
        self.members = members
        self.access = access
    }

    public func execute(listID: ReminderList.ID, preferences: ListPreferences) async throws(DomainError) {
        guard try await access.role(on: .list(listID)) != .owner else { throw .forbidden }
        do { try await members.setPreferences(preferences, on: listID) } catch { throw DomainError(error) }
    }
}
