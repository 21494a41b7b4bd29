import Entities
import Foundation

/// Who lists are shared with, and the invitations that share them, for one person (the store
/// builds it for them, as their list repository). It stores and answers; who may do what is
/// `ListAccessPolicy`'s, asked by the use cases first.
public protocol ListMembershipRepository: Sendable {
    /// The person's own lists that are shared with anyone, by name, each with everyone on it.
    func sharedLists() async throws(RepositoryError) -> [ListShare]
    /// Everyone with a role on list `listID`, the owner first, then by `joinedAt`; with their
    /// addresses (the use case decides who is shown them).
    func members(of listID: ReminderList.ID) async throws(RepositoryError) -> [ListMember]
    /// The display names of those among `ids` who share a list with the person (or are the person).
    func names(of ids: Set<User.ID>) async throws(RepositoryError) -> [User.ID: String]
    /// The invitations to list `listID` not answered and not expired at `now`, newest first.
    func invitations(to listID: ReminderList.ID, at now: Date) async throws(RepositoryError) -> [ListInvitation]
    /// When the person sent each invitation since `since`, oldest first (the daily limit).
    func invitationsSent(since: Date) async throws(RepositoryError) -> [Date]
    /// Invites `email` to list `listID` as `role`, until `expiresAt`. An earlier open invitation
    /// of the same address to the same list is withdrawn in the same transaction.
    func invite(_ email: String, to listID: ReminderList.ID, as role: ListRole, at now: Date, expiresAt: Date) async throws(RepositoryError)
    /// Withdraws the open invitation `id` to list `listID`; `notFound` if there is none.
    func withdraw(_ id: ListInvitation.ID, from listID: ReminderList.ID, at now: Date) async throws(RepositoryError)
    /// The open invitations to address `email` at `now`, newest first.
    func invitations(forAddress email: String, at now: Date) async throws(RepositoryError) -> [ReceivedInvitation]
    /// Accepts the open invitation `id` to address `email` at `now`: the person joins its list
    /// in its role and the invitation is answered, in one transaction. `notFound` when there is
    /// no such open invitation (answered, withdrawn, expired, or to another address); `conflict`
    /// when the person already holds a role on the list (a role is never replaced this way).
    func accept(_ id: ListInvitation.ID, forAddress email: String, at now: Date) async throws(RepositoryError) -> ReminderList.ID
    /// Declines the open invitation `id` to address `email`; `notFound` if there is none.
    func decline(_ id: ListInvitation.ID, forAddress email: String, at now: Date) async throws(RepositoryError)
    /// Gives member `userID` of list `listID` the role `role` (editor or viewer); `notFound` if
    /// they are not a member (the owner is not one).
    func setRole(_ role: ListRole, of userID: User.ID, on listID: ReminderList.ID) async throws(RepositoryError)
    /// Makes member `userID` the owner of list `listID`, and the owner (the person) an editor of
    /// it since `now`, in one transaction: its reminders and their tags go with it. `notFound`
    /// unless the person owns it and `userID` is a member; `conflict` when `userID` owns a list
    /// of the same name.
    func transfer(_ listID: ReminderList.ID, to userID: User.ID, at now: Date) async throws(RepositoryError)
    /// The person's choices for list `listID`, which is shared with them; `notFound` when they
    /// are not a member of it.
    func preferences(on listID: ReminderList.ID) async throws(RepositoryError) -> ListPreferences
    /// Stores the person's choices for list `listID`, which is shared with them, in one
    /// transaction with their alerts of its reminders (added or taken off as they unmute or mute
    /// it); `notFound` when they are not a member of it.
    func setPreferences(_ preferences: ListPreferences, on listID: ReminderList.ID) async throws(RepositoryError)
    /// Takes member `userID` off list `listID`; `notFound` if they are not a member. It takes
    /// effect on their next request: every read asks the store for their role.
    func remove(_ userID: User.ID, from listID: ReminderList.ID) async throws(RepositoryError)
}
