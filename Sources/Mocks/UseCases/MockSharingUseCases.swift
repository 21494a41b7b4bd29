import Domain
import Entities

/// A `FetchListShareUseCase` that answers what its `stub` is told to and records the lists asked for.
public final class MockFetchListShareUseCase: FetchListShareUseCase, UseCaseMock {
    public let stub = UseCaseStub<ReminderList.ID, ListShare>("MockFetchListShareUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    public func execute(listID: ReminderList.ID) async throws(DomainError) -> ListShare {
        try stub(listID)
    }
}

/// An `InviteToListUseCase` that answers what its `stub` is told to and records its calls.
public final class MockInviteToListUseCase: InviteToListUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        public var listID: ReminderList.ID
        public var email: String
        public var role: ListRole

        /// Creates a call.
        public init(listID: ReminderList.ID, email: String, role: ListRole) {
            self.listID = listID
            self.email = email
            self.role = role
        }
    }

    public let stub = UseCaseStub<Call, Void>("MockInviteToListUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    public func execute(listID: ReminderList.ID, email: String, role: ListRole, inviter: User) async throws(DomainError) {
        try stub(Call(listID: listID, email: email, role: role))
    }
}

/// A `ManageListMembersUseCase` that answers what its `stub` is told to and records its calls.
public final class MockManageListMembersUseCase: ManageListMembersUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        public var listID: ReminderList.ID
        public var change: MemberChange

        /// Creates a call.
        public init(listID: ReminderList.ID, change: MemberChange) {
            self.listID = listID
            self.change = change
        }
    }

    public let stub = UseCaseStub<Call, Void>("MockManageListMembersUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    public func execute(listID: ReminderList.ID, _ change: MemberChange) async throws(DomainError) {
        try stub(Call(listID: listID, change: change))
    }
}

/// A `LeaveListUseCase` that answers what its `stub` is told to and records the lists left.
public final class MockLeaveListUseCase: LeaveListUseCase, UseCaseMock {
    public let stub = UseCaseStub<ReminderList.ID, Void>("MockLeaveListUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    public func execute(listID: ReminderList.ID, person: User.ID) async throws(DomainError) {
        try stub(listID)
    }
}

/// A `FetchInvitationsUseCase` that answers what its `stub` is told to and records whose were read.
public final class MockFetchInvitationsUseCase: FetchInvitationsUseCase, UseCaseMock {
    public let stub = UseCaseStub<User.ID, [ReceivedInvitation]>("MockFetchInvitationsUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    public func execute(for person: User) async throws(DomainError) -> [ReceivedInvitation] {
        try stub(person.id)
    }
}

/// An `AnswerInvitationUseCase` that answers what its `stub` is told to and records its calls.
public final class MockAnswerInvitationUseCase: AnswerInvitationUseCase, UseCaseMock {
    /// The arguments of one call.
    public struct Call: Sendable, Equatable {
        public var id: ListInvitation.ID
        public var accept: Bool

        /// Creates a call.
        public init(id: ListInvitation.ID, accept: Bool) {
            self.id = id
            self.accept = accept
        }
    }

    public let stub = UseCaseStub<Call, ReminderList.ID?>("MockAnswerInvitationUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    public func execute(id: ListInvitation.ID, accept: Bool, person: User) async throws(DomainError) -> ReminderList.ID? {
        try stub(Call(id: id, accept: accept))
    }
}

/// A `SetListPreferencesUseCase` that answers what its `stub` is told to and records its calls.
public final class MockSetListPreferencesUseCase: SetListPreferencesUseCase, UseCaseMock {
    public let stub = UseCaseStub<PreferencesCall, Void>("MockSetListPreferencesUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    public func execute(listID: ReminderList.ID, preferences: ListPreferences) async throws(DomainError) {
        try stub(PreferencesCall(preferences: preferences, listID: listID))
    }
}

/// A `FetchPeopleNamesUseCase` that answers what its `stub` is told to and records its calls.
public final class MockFetchPeopleNamesUseCase: FetchPeopleNamesUseCase, UseCaseMock {
    public let stub = UseCaseStub<Set<User.ID>, [User.ID: String]>("MockFetchPeopleNamesUseCase.execute")

    /// An unconfigured mock: configure `stub` before it is called.
    public init() {}

    public func execute(_ ids: Set<User.ID>) async throws(DomainError) -> [User.ID: String] {
        try stub(ids)
    }
}
