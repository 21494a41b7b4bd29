import Domain
import Entities
import Foundation

/// A `ListMembershipRepository` whose every method is a `MockMethod`: stub it, then read its calls.
///
/// ```swift
/// let members = MockListMembershipRepository()
/// members.members.returns([.fixture(id: 1, role: .owner)])
/// members.invitationsSent.returns([])
/// members.invite.returns(())
/// try await InviteToListInteractor(members: members, access: .fixture(), clock: clock)
///     .execute(listID: 5, email: "Sam@Example.com", role: .editor)
/// #expect(members.invite.calls.map(\.email) == ["sam@example.com"])
/// ```
public final class MockListMembershipRepository: ListMembershipRepository, Sendable {
    /// An invitation as `invite` was asked to store it.
    public struct InviteCall: Sendable, Equatable {
        public var email: String
        public var listID: ReminderList.ID
        public var role: ListRole
        public var now: Date
        public var expiresAt: Date

        /// The record of a call.
        public init(email: String, listID: ReminderList.ID, role: ListRole, now: Date, expiresAt: Date) {
            self.email = email
            self.listID = listID
            self.role = role
            self.now = now
            self.expiresAt = expiresAt
        }
    }

    /// An invitation answered by the address it was sent to (`accept`, `decline`).
    public struct AnswerCall: Sendable, Equatable {
        public var id: ListInvitation.ID
        public var email: String

        /// The record of a call.
        public init(id: ListInvitation.ID, email: String) {
            self.id = id
            self.email = email
        }
    }

    /// A member, or an invitation, of a list (`remove`, `withdraw`), with a role for `setRole`.
    public struct MemberCall: Sendable, Equatable {
        public var id: Int64
        public var listID: ReminderList.ID
        public var role: ListRole?

        /// The record of a call.
        public init(id: Int64, listID: ReminderList.ID, role: ListRole? = nil) {
            self.id = id
            self.listID = listID
            self.role = role
        }
    }

    /// `sharedLists()`.
    public let sharedLists: MockMethod<Void, [ListShare]>
    /// `members(of:)`, recording the list.
    public let members: MockMethod<ReminderList.ID, [ListMember]>
    /// `invitations(to:at:)`, recording the list.
    public let invitations: MockMethod<ReminderList.ID, [ListInvitation]>
    /// `invitationsSent(since:)`, recording the start of the window.
    public let invitationsSent: MockMethod<Date, [Date]>
    /// `invite(_:to:as:at:expiresAt:)`.
    public let invite: MockMethod<InviteCall, Void>
    /// `withdraw(_:from:at:)`: the invitation and its list.
    public let withdraw: MockMethod<MemberCall, Void>
    /// `invitations(forAddress:at:)`, recording the address.
    public let received: MockMethod<String, [ReceivedInvitation]>
    /// `accept(_:forAddress:at:)`.
    public let accept: MockMethod<AnswerCall, ReminderList.ID>
    /// `decline(_:forAddress:at:)`.
    public let decline: MockMethod<AnswerCall, Void>
    /// `setRole(_:of:on:)`: the member, the list and the role.
    public let setRole: MockMethod<MemberCall, Void>
    /// `remove(_:from:)`: the member and the list.
    public let remove: MockMethod<MemberCall, Void>
    /// `transfer(_:to:at:)`: the new owner and the list.
    public let transfer: MockMethod<MemberCall, Void>
    /// `names(of:)`, recording the ids.
    public let names: MockMethod<Set<User.ID>, [User.ID: String]>
    /// `preferences(on:)`, recording the list.
    public let preferences: MockMethod<ReminderList.ID, ListPreferences>
    /// `setPreferences(_:on:)`: the choices and the list.
    public let setPreferences: MockMethod<PreferencesCall, Void>

    /// A mock with no method configured; a call to one reports to `onUnconfigured` (by default:
    /// an issue in the running test), then throws.
    public init(onUnconfigured: @escaping @Sendable (String) -> Void = recordUnconfigured) {
        func method<A, O>(_ name: String) -> MockMethod<A, O> {
            MockMethod(name: "MockListMembershipRepository.\(name)", onUnconfigured: onUnconfigured)
        }
        sharedLists = method("sharedLists")
        members = method("members")
        invitations = method("invitations")
        invitationsSent = method("invitationsSent")
        invite = method("invite")
        withdraw = method("withdraw")
        received = method("received")
        accept = method("accept")
        decline = method("decline")
        setRole = method("setRole")
        remove = method("remove")
        transfer = method("transfer")
        preferences = method("preferences")
        names = method("names")
        setPreferences = method("setPreferences")
    }

    public func sharedLists() async throws(RepositoryError) -> [ListShare] {
        try await sharedLists.invoke(())
    }

    public func members(of listID: ReminderList.ID) async throws(RepositoryError) -> [ListMember] {
        try await members.invoke(listID)
    }

    public func invitations(to listID: ReminderList.ID, at now: Date) async throws(RepositoryError) -> [ListInvitation] {
        try await invitations.invoke(listID)
    }

    public func invitationsSent(since: Date) async throws(RepositoryError) -> [Date] {
        try await invitationsSent.invoke(since)
    }

    public func invite(_ email: String, to listID: ReminderList.ID, as role: ListRole, at now: Date, expiresAt: Date) async throws(RepositoryError) {
        try await invite.invoke(InviteCall(email: email, listID: listID, role: role, now: now, expiresAt: expiresAt))
    }

    public func withdraw(_ id: ListInvitation.ID, from listID: ReminderList.ID, at now: Date) async throws(RepositoryError) {
        try await withdraw.invoke(MemberCall(id: id, listID: listID))
    }

    public func invitations(forAddress email: String, at now: Date) async throws(RepositoryError) -> [ReceivedInvitation] {
        try await received.invoke(email)
    }

    public func accept(_ id: ListInvitation.ID, forAddress email: String, at now: Date) async throws(RepositoryError) -> ReminderList.ID {
        try await accept.invoke(AnswerCall(id: id, email: email))
    }

    public func decline(_ id: ListInvitation.ID, forAddress email: String, at now: Date) async throws(RepositoryError) {
        try await decline.invoke(AnswerCall(id: id, email: email))
    }

    public func setRole(_ role: ListRole, of userID: User.ID, on listID: ReminderList.ID) async throws(RepositoryError) {
        try await setRole.invoke(MemberCall(id: userID, listID: listID, role: role))
    }

    public func remove(_ userID: User.ID, from listID: ReminderList.ID) async throws(RepositoryError) {
        try await remove.invoke(MemberCall(id: userID, listID: listID))
    }

    public func names(of ids: Set<User.ID>) async throws(RepositoryError) -> [User.ID: String] {
        try await names.invoke(ids)
    }

    public func preferences(on listID: ReminderList.ID) async throws(RepositoryError) -> ListPreferences {
        try await preferences.invoke(listID)
    }

    public func setPreferences(_ preferences: ListPreferences, on listID: ReminderList.ID) async throws(RepositoryError) {
        try await setPreferences.invoke(PreferencesCall(preferences: preferences, listID: listID))
    }

    public func transfer(_ listID: ReminderList.ID, to userID: User.ID, at now: Date) async throws(RepositoryError) {
        try await transfer.invoke(MemberCall(id: userID, listID: listID))
    }
}

extension MockListMembershipRepository {
    /// A person who shares no list: `sharedLists()` answers none, anything else is unconfigured.
    public static var sharingNothing: MockListMembershipRepository {
        let members = MockListMembershipRepository()
        members.sharedLists.returns([])
        return members
    }
}

extension ListMember {
    /// A member for tests: an editor named "Sam" with an address, who joined at the reference date.
    public static func fixture(
        id: User.ID = 2, displayName: String = "Sam", email: String? = "sam@example.com", role: ListRole = .editor,
        joinedAt: Date = Date(timeIntervalSinceReferenceDate: 0)
    ) -> ListMember {
        ListMember(id: id, displayName: displayName, email: email, role: role, joinedAt: joinedAt)
    }
}

/// A call that sets a person's choices for a list: `MockListMembershipRepository.setPreferences`
/// and `MockSetListPreferencesUseCase`.
public struct PreferencesCall: Sendable, Equatable {
    public var preferences: ListPreferences
    public var listID: ReminderList.ID

    /// The record of a call.
    public init(preferences: ListPreferences, listID: ReminderList.ID) {
        self.preferences = preferences
        self.listID = listID
    }
}
