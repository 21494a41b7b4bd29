import Domain
import Entities
import Foundation
import Mocks
import Testing

@Suite struct InviteToListTests {
    let members = MockListMembershipRepository()
    let lists = MockReminderListRepository()
    let clock = FixedCalendarClock()
    let outbox = InMemoryOutbox()
    static let ada = User.fixture(id: 1, displayName: "Ada")

    func invite(
        _ email: String = " Sam@Example.com ", as role: ListRole = .editor, policy: ListAccessPolicy = .fixture(), sendsMail: Bool = false
    ) async throws(DomainError) {
        let mail = AccountMail(tokens: InMemoryAccountTokens(accounts: []), outbox: outbox, composer: FakeAccountMailComposer(), sendsMail: sendsMail, reportFailure: { _ in })
        try await InviteToListInteractor(members: members, lists: lists, access: policy, clock: clock, mail: mail)
            .execute(listID: 5, email: email, role: role, inviter: Self.ada)
    }

    init() {
        members.invitations.returns([])
        members.invitationsSent.returns([])
    }

    @Test func aStorageFailure_readingOrStoring_isUnavailable_andSendsNothing() async {
        members.members.fails(with: .unavailable("disk"))
        await #expect(throws: DomainError.unavailable("disk")) { try await invite(sendsMail: true) }
        members.members.returns([])
        members.invite.fails(with: .unavailable("full"))
        await #expect(throws: DomainError.unavailable("full")) { try await invite(sendsMail: true) }
        #expect(outbox.queued.isEmpty)
    }

    @Test func anAddress_isInvitedNormalized_forAWeek() async throws {
        members.members.returns([.fixture(id: 1, email: "ada@example.com", role: .owner)])
        members.invitationsSent.returns([])
        members.invite.returns(())
        try await invite()
        #expect(members.invite.calls == [.init(
            email: "sam@example.com", listID: 5, role: .editor, now: clock.date, expiresAt: clock.date.addingTimeInterval(7 * 24 * 3600)
        )])
        #expect(members.invitationsSent.calls == [clock.date.addingTimeInterval(-24 * 3600)])
        #expect(outbox.queued.isEmpty)
    }

    @Test func whereTheServerMails_theAddressIsMailedTheInvitation_whetherItHasAnAccountOrNot() async throws {
        members.members.returns([.fixture(id: 1, email: "ada@example.com", role: .owner)])
        members.invitationsSent.returns([])
        members.invite.returns(())
        lists.list.returns(.fixture(id: 5, name: "Groceries"))
        try await invite(as: .viewer, sendsMail: true)
        #expect(outbox.mails == [MailMessage(to: "sam@example.com", subject: "invitation", text: "Ada invites to Groceries as viewer", html: "<p>Ada invites to Groceries as viewer</p>")])
        #expect(outbox.queued.map(\.accountID) == [1])
    }

    @Test func aMalformedAddressOrTheOwnersRole_isInvalid_andNothingIsRead() async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.email: .malformed, .role: .malformed]))) {
            try await invite("sam at example", as: .owner)
        }
        #expect(members.members.callCount == 0 && members.invite.callCount == 0)
    }

    @Test func anAddressThatHoldsARole_isADuplicate_andNothingIsStored() async {
        members.members.returns([.fixture(id: 1, email: "ada@example.com", role: .owner), .fixture(id: 2, email: "sam@example.com")])
        await #expect(throws: DomainError.invalid(ValidationErrors([.email: .duplicate]))) { try await invite() }
        #expect(members.invite.callCount == 0)
    }

    @Test func aListSharedWithFiftyPeople_invitationsCounted_takesNoMore_butAnInvitationIsReplaced() async throws {
        members.members.returns([.fixture(id: 1, email: "ada@example.com", role: .owner)] + (2...41).map { .fixture(id: $0, email: "m\($0)@example.com") })
        members.invitations.returns((1...10).map { ListInvitation(id: $0, email: "i\($0)@example.com", role: .viewer, createdAt: fixtureDate, expiresAt: fixtureDate) })
        await #expect(throws: DomainError.invalid(ValidationErrors([.email: .tooMany(maximum: 50)]))) { try await invite() }
        #expect(members.invite.callCount == 0)

        members.invitationsSent.returns([])
        members.invite.returns(())
        try await invite("i3@example.com", as: .editor)
        #expect(members.invite.calls.map(\.email) == ["i3@example.com"])
    }

    @Test func theTwentyFirstInvitationOfADay_isRefused_untilTheOldestLeavesTheDay() async {
        members.members.returns([])
        // Twenty sent over the last 20 hours: the oldest, 20 hours ago, leaves the day in 4 hours.
        members.invitationsSent.returns((0..<20).map { clock.date.addingTimeInterval(Double($0 - 20) * 3600) })
        await #expect(throws: DomainError.tooManyAttempts(retryAfter: 4 * 3600)) { try await invite() }
        #expect(members.invite.callCount == 0)
    }

    @Test func nineteenInADay_leaveRoomForOneMore() async throws {
        members.members.returns([])
        members.invitationsSent.returns((0..<19).map { clock.date.addingTimeInterval(Double(-$0) * 60) })
        members.invite.returns(())
        try await invite()
        #expect(members.invite.callCount == 1)
    }

    @Test func anEditor_isForbiddenToInvite_andNothingIsRead() async {
        await #expect(throws: DomainError.forbidden) { try await invite(policy: .fixture(.editor)) }
        #expect(members.members.callCount == 0 && members.invite.callCount == 0)
    }
}

@Suite struct FetchListShareTests {
    let members = MockListMembershipRepository()
    let lists = MockReminderListRepository()
    let clock = FixedCalendarClock()
    let everyone: [ListMember] = [.fixture(id: 1, displayName: "Ada", email: "ada@example.com", role: .owner), .fixture(id: 2)]
    let invitation = ListInvitation(id: 3, email: "kim@example.com", role: .viewer, createdAt: fixtureDate, expiresAt: fixtureDate + 86_400)

    func fetch(as role: ListRole) async throws -> ListShare {
        lists.list.returns(.fixture(id: 5))
        members.members.returns(everyone)
        members.invitations.returns([invitation])
        return try await FetchListShareInteractor(lists: lists, members: members, access: .fixture(role), clock: clock).execute(listID: 5)
    }

    @Test func aStorageFailure_isUnavailable() async {
        lists.list.fails(with: .unavailable("disk"))
        members.members.returns(everyone)
        await #expect(throws: DomainError.unavailable("disk")) {
            try await FetchListShareInteractor(lists: lists, members: members, access: .fixture(), clock: clock).execute(listID: 5)
        }
    }

    @Test func theOwner_seesEveryAddress_andTheOpenInvitations() async throws {
        #expect(try await fetch(as: .owner) == ListShare(list: .fixture(id: 5), role: .owner, members: everyone, invitations: [invitation]))
    }

    @Test(arguments: [ListRole.editor, .viewer])
    func aMember_seesNamesAndRoles_butNoAddressAndNoInvitation(_ role: ListRole) async throws {
        members.preferences.returns(ListPreferences(inSmartLists: false, receivesAlerts: false))
        let share = try await fetch(as: role)
        #expect(share.preferences == ListPreferences(inSmartLists: false, receivesAlerts: false))
        #expect(share.members.map(\.email) == [nil, nil])
        #expect(share.members.map(\.displayName) == ["Ada", "Sam"])
        #expect(share.invitations.isEmpty && share.role == role)
        #expect(members.invitations.callCount == 0)
    }
}

@Suite struct LeaveAndManageMembersTests {
    let members = MockListMembershipRepository()
    let clock = FixedCalendarClock()

    @Test(arguments: [ListRole.editor, .viewer])
    func aMember_leaves(_ role: ListRole) async throws {
        members.remove.returns(())
        try await LeaveListInteractor(members: members, access: .fixture(role)).execute(listID: 5, person: 7)
        #expect(members.remove.calls == [.init(id: 7, listID: 5)])
    }

    @Test func theOwner_cannotLeave_aListHasOne() async {
        await #expect(throws: DomainError.forbidden) {
            try await LeaveListInteractor(members: members, access: .fixture(.owner)).execute(listID: 5, person: 1)
        }
        #expect(members.remove.callCount == 0)
    }

    @Test func theOwner_changesARole_removesAMember_andWithdrawsAnInvitation() async throws {
        members.setRole.returns(())
        members.remove.returns(())
        members.withdraw.returns(())
        let manage = ManageListMembersInteractor(members: members, access: .fixture(), clock: clock)
        try await manage.execute(listID: 5, .setRole(2, .viewer))
        try await manage.execute(listID: 5, .remove(2))
        try await manage.execute(listID: 5, .withdraw(3))
        #expect(members.setRole.calls == [.init(id: 2, listID: 5, role: .viewer)])
        #expect(members.remove.calls == [.init(id: 2, listID: 5)])
        #expect(members.withdraw.calls == [.init(id: 3, listID: 5)])
    }

    @Test func makingAMemberTheOwner_isNotARoleChange() async {
        let manage = ManageListMembersInteractor(members: members, access: .fixture(), clock: clock)
        await #expect(throws: DomainError.invalid(ValidationErrors([.role: .malformed]))) { try await manage.execute(listID: 5, .setRole(2, .owner)) }
        #expect(members.setRole.callCount == 0)
    }

    @Test func aMemberNotOfTheList_isNotFound() async {
        members.remove.fails(with: .notFound)
        let manage = ManageListMembersInteractor(members: members, access: .fixture(), clock: clock)
        await #expect(throws: DomainError.notFound) { try await manage.execute(listID: 5, .remove(9)) }
    }
}

@Suite struct AnswerInvitationTests {
    let members = MockListMembershipRepository()
    let clock = FixedCalendarClock()
    let confirmed = User.fixture(id: 7, email: "sam@example.com", emailConfirmedAt: fixtureDate)
    let unconfirmed = User.fixture(id: 7, email: "sam@example.com")

    func answer(_ id: ListInvitation.ID = 3, accept: Bool, as person: User, mail: Bool = true) async throws(DomainError) -> ReminderList.ID? {
        try await AnswerInvitationInteractor(members: members, clock: clock, requiresConfirmedAddress: mail).execute(id: id, accept: accept, person: person)
    }

    @Test func theConfirmedAddress_accepts_andJoinsTheList() async throws {
        members.accept.returns(5)
        #expect(try await answer(accept: true, as: confirmed) == 5)
        #expect(members.accept.calls == [.init(id: 3, email: "sam@example.com")])
    }

    @Test func anUnconfirmedAddress_cannotAccept_whereTheServerMails() async {
        await #expect(throws: DomainError.forbidden) { try await answer(accept: true, as: unconfirmed) }
        #expect(members.accept.callCount == 0)
    }

    @Test func withoutMail_theAddressSignedUpWith_accepts() async throws {
        members.accept.returns(5)
        #expect(try await answer(accept: true, as: unconfirmed, mail: false) == 5)
    }

    @Test func anUnconfirmedAddress_declines() async throws {
        members.decline.returns(())
        #expect(try await answer(accept: false, as: unconfirmed) == nil)
        #expect(members.decline.calls == [.init(id: 3, email: "sam@example.com")])
    }

    @Test func anInvitationGoneOrToAnotherAddress_isNotFound() async {
        members.accept.fails(with: .notFound)
        await #expect(throws: DomainError.notFound) { try await answer(accept: true, as: confirmed) }
        members.decline.fails(with: .notFound)
        await #expect(throws: DomainError.notFound) { try await answer(accept: false, as: confirmed) }
    }

    @Test func acceptingAListThePersonHoldsARoleOn_isRefused() async {
        members.accept.fails(with: .conflict)
        await #expect(throws: DomainError.invalid(ValidationErrors([.role: .duplicate]))) { try await answer(accept: true, as: confirmed) }
    }

    @Test func theInvitations_areReadByThePersonsAddress() async throws {
        let received = ReceivedInvitation(id: 3, listID: 5, listName: "Groceries", inviterName: "Ada", role: .editor, expiresAt: fixtureDate)
        members.received.returns([received])
        #expect(try await FetchInvitationsInteractor(members: members, clock: clock).execute(for: unconfirmed) == [received])
        #expect(members.received.calls == ["sam@example.com"])
    }
}

@Suite struct TransferListTests {
    let members = MockListMembershipRepository()
    let clock = FixedCalendarClock()

    @Test func theOwner_makesAMemberTheOwner() async throws {
        members.transfer.returns(())
        try await ManageListMembersInteractor(members: members, access: .fixture(), clock: clock).execute(listID: 5, .transfer(to: 2))
        #expect(members.transfer.calls == [.init(id: 2, listID: 5)])
    }

    @Test func aNewOwnerWithAListOfTheSameName_isRefused() async {
        members.transfer.fails(with: .conflict)
        await #expect(throws: DomainError.invalid(ValidationErrors([.name: .duplicate]))) {
            try await ManageListMembersInteractor(members: members, access: .fixture(), clock: clock).execute(listID: 5, .transfer(to: 2))
        }
    }

    @Test func anEditor_cannotTransfer() async {
        await #expect(throws: DomainError.forbidden) {
            try await ManageListMembersInteractor(members: members, access: .fixture(.editor), clock: clock).execute(listID: 5, .transfer(to: 2))
        }
        #expect(members.transfer.callCount == 0)
    }
}

@Suite struct SetListPreferencesTests {
    let members = MockListMembershipRepository()
    let hiddenAndMuted = ListPreferences(inSmartLists: false, receivesAlerts: false)

    @Test(arguments: [ListRole.editor, .viewer])
    func aMember_hidesASharedList_fromTheirSmartLists_andMutesIt(_ role: ListRole) async throws {
        members.setPreferences.returns(())
        try await SetListPreferencesInteractor(members: members, access: .fixture(role)).execute(listID: 5, preferences: hiddenAndMuted)
        #expect(members.setPreferences.calls == [.init(preferences: hiddenAndMuted, listID: 5)])
    }

    @Test func theOwner_hasNothingToHideOrMute() async {
        await #expect(throws: DomainError.forbidden) {
            try await SetListPreferencesInteractor(members: members, access: .fixture(.owner)).execute(listID: 5, preferences: hiddenAndMuted)
        }
        #expect(members.setPreferences.callCount == 0)
    }
}

@Suite struct FetchPeopleNamesTests {
    let members = MockListMembershipRepository()

    @Test func theNames_areTheStore_s_forThePerson() async throws {
        members.names.returns([2: "Sam"])

        #expect(try await FetchPeopleNamesInteractor(members: members).execute([2, 3]) == [2: "Sam"])
        #expect(members.names.calls == [[2, 3]])
    }

    @Test func noIds_readNothing() async throws {
        #expect(try await FetchPeopleNamesInteractor(members: members).execute([]) == [:])
        #expect(members.names.callCount == 0)
    }

    @Test(arguments: repositoryFailures)
    func aStorageFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        members.names.fails(with: failure)

        await #expect(throws: expected) { try await FetchPeopleNamesInteractor(members: members).execute([2]) }
    }
}
