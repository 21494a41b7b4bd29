import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

/// The share page: the owner sees addresses, open invitations and the forms; a member sees names
/// and roles and may leave; every action comes back with a flash, or the page again with what was
/// typed and the message beside it.
@Suite struct ShareListViewModelTests {
    static let list = ReminderList.fixture(id: 5, name: "Groceries")
    static let ada = ListMember.fixture(id: 1, displayName: "Ada", email: "ada@example.com", role: .owner)
    static let sam = ListMember.fixture(id: 2, displayName: "Sam", email: "sam@example.com", role: .editor)
    // 7 days after the fixture date (21 Nov 2026, 12:00 UTC).
    static let invitation = ListInvitation(id: 3, email: "kim@example.com", role: .viewer, createdAt: fixtureDate, expiresAt: fixtureDate + 7 * 86_400)
    static let ownersShare = ListShare(list: list, role: .owner, members: [ada, sam], invitations: [invitation])
    static let samsShare = ListShare(
        list: list, role: .editor, members: [ListMember.fixture(id: 1, displayName: "Ada", email: nil, role: .owner), .fixture(id: 2, displayName: "Sam", email: nil)],
        invitations: []
    )

    static func choices(_ selected: ListRole) -> [Choice] {
        [Choice(value: "editor", label: "Editor", isSelected: selected == .editor), Choice(value: "viewer", label: "Viewer", isSelected: selected == .viewer)]
    }

    /// The owner's page (Ada, person 1).
    static var ownersPage: ShareListViewModel.State {
        var state = ShareListViewModel.State()
        state.listID = 5
        state.listName = "Groceries"
        state.title = "Share “Groceries”"
        state.isOwner = true
        state.members = [
            .init(id: 1, name: "Ada", email: "ada@example.com", role: .owner, roleName: "Owner", isYou: true, roleChoices: []),
            .init(id: 2, name: "Sam", email: "sam@example.com", role: .editor, roleName: "Editor", isYou: false, roleChoices: choices(.editor)),
        ]
        state.invitations = [.init(id: 3, email: "kim@example.com", roleName: "Viewer", expires: "open until 28 Nov 2026")]
        state.roleChoices = choices(.editor)
        return state
    }

    func viewModel(person: User.ID = 1, share: ListShare = ownersShare, _ configure: (inout DIContainer) -> Void = { _ in }) -> ShareListViewModel {
        let fetch = MockFetchListShareUseCase()
        fetch.stub.returns(share)
        var container = DIContainer.mock(fetchListShare: fetch)
        configure(&container)
        return ShareListViewModel(person: .fixture(id: person), useCases: container, strings: strings)
    }

    @Test func theOwner_seesAddresses_openInvitations_andTheRolesToGive() async {
        let viewModel = viewModel()
        await viewModel.send(.onAppear(listID: 5))
        #expect(viewModel.state == Self.ownersPage)
    }

    @Test func aMember_seesNamesAndRoles_only_andMayLeave() async {
        let viewModel = viewModel(person: 2, share: Self.samsShare)
        await viewModel.send(.onAppear(listID: 5))
        var expected = ShareListViewModel.State()
        expected.listID = 5
        expected.listName = "Groceries"
        expected.title = "Share “Groceries”"
        expected.members = [
            .init(id: 1, name: "Ada", email: nil, role: .owner, roleName: "Owner", isYou: false, roleChoices: []),
            .init(id: 2, name: "Sam", email: nil, role: .editor, roleName: "Editor", isYou: true, roleChoices: []),
        ]
        #expect(viewModel.state == expected)
    }

    @Test func anInvitation_comesBackToThePage_sayingWhoWasInvitedAsWhat() async {
        let invite = MockInviteToListUseCase()
        invite.stub.returns(())
        let viewModel = viewModel { $0.inviteToListUseCase = invite }
        await viewModel.send(.invite(listID: 5, email: " Kim@Example.com", role: .viewer))
        var expected = Self.ownersPage
        expected.outcome = .redirect(.listShare(5), flash: FlashText(.shareInvited, .text("kim@example.com"), .key(.shareRoleViewer)))
        #expect(viewModel.state == expected)
        #expect(invite.stub.calls == [.init(listID: 5, email: " Kim@Example.com", role: .viewer)])
    }

    @Test func anAddressThatSharesTheListAlready_keepsWhatWasTyped_besideTheMessage() async {
        let invite = MockInviteToListUseCase()
        invite.stub.fails(.invalid(ValidationErrors([.email: .duplicate])))
        let viewModel = viewModel { $0.inviteToListUseCase = invite }
        await viewModel.send(.invite(listID: 5, email: "sam@example.com", role: .viewer))
        var expected = Self.ownersPage
        expected.email = "sam@example.com"
        expected.roleChoices = Self.choices(.viewer)
        expected.errors = FieldErrors([.email: "This address already shares this list."])
        expected.outcome = .invalid
        #expect(viewModel.state == expected)
    }

    @Test func theTwentyFirstInvitationOfADay_isA429_sayingHowLongToWait() async {
        let invite = MockInviteToListUseCase()
        invite.stub.fails(.tooManyAttempts(retryAfter: 4 * 3600))
        let viewModel = viewModel { $0.inviteToListUseCase = invite }
        await viewModel.send(.invite(listID: 5, email: "kim@example.com", role: .viewer))
        #expect(viewModel.state.outcome == .tooManyAttempts("You sent 20 invitations today. Try again in 240 minutes.", retryAfter: 4 * 3600))
    }

    @Test func removingAMember_saysTheirName() async {
        let manage = MockManageListMembersUseCase()
        manage.stub.returns(())
        let viewModel = viewModel { $0.manageListMembersUseCase = manage }
        await viewModel.send(.change(listID: 5, .remove(2)))
        #expect(viewModel.state.outcome == .redirect(.listShare(5), flash: FlashText(.shareRemoved, .text("Sam"))))
        await viewModel.send(.change(listID: 5, .setRole(2, .viewer)))
        #expect(viewModel.state.outcome == .redirect(.listShare(5), flash: FlashText(.shareRoleChanged, .text("Sam"), .key(.shareRoleViewer))))
        await viewModel.send(.change(listID: 5, .withdraw(3)))
        #expect(viewModel.state.outcome == .redirect(.listShare(5), flash: FlashText(.shareWithdrawn)))
        await viewModel.send(.change(listID: 5, .transfer(to: 2)))
        #expect(viewModel.state.outcome == .redirect(.listShare(5), flash: FlashText(.shareTransferred, .text("Sam"))))
        #expect(manage.stub.calls.map(\.change) == [.remove(2), .setRole(2, .viewer), .withdraw(3), .transfer(to: 2)])
    }

    @Test func aTransferToSomeoneWithAListOfTheSameName_saysToRenameOneFirst() async {
        let manage = MockManageListMembersUseCase()
        manage.stub.fails(.invalid(ValidationErrors([.name: .duplicate])))
        let viewModel = viewModel { $0.manageListMembersUseCase = manage }
        await viewModel.send(.change(listID: 5, .transfer(to: 2)))
        var expected = Self.ownersPage
        expected.errors = FieldErrors([.name: "They already have a list with this name. Rename one of the two first."])
        expected.outcome = .invalid
        #expect(viewModel.state == expected)
    }

    @Test func leaving_goesToTheLists_sayingWhichWasLeft() async {
        let leave = MockLeaveListUseCase()
        leave.stub.returns(())
        let viewModel = viewModel(person: 2, share: Self.samsShare) { $0.leaveListUseCase = leave }
        await viewModel.send(.leave(listID: 5))
        #expect(viewModel.state.outcome == .redirect(.lists, flash: FlashText(.shareLeft, .text("Groceries"))))
        #expect(leave.stub.calls == [5])
    }

    @Test func aMember_hidesTheListFromTheirSmartLists_orMutesIt_andIsToldTheirChoicesAreSaved() async {
        let set = MockSetListPreferencesUseCase()
        set.stub.returns(())
        let viewModel = viewModel(person: 2, share: Self.samsShare) { $0.setListPreferencesUseCase = set }
        let hidden = ListPreferences(inSmartLists: false, receivesAlerts: true)
        let muted = ListPreferences(inSmartLists: true, receivesAlerts: false)
        await viewModel.send(.setPreferences(listID: 5, hidden))
        #expect(viewModel.state.outcome == .redirect(.listShare(5), flash: FlashText(.sharePreferencesSaved, .text("Groceries"))))
        await viewModel.send(.setPreferences(listID: 5, muted))
        #expect(viewModel.state.outcome == .redirect(.listShare(5), flash: FlashText(.sharePreferencesSaved, .text("Groceries"))))
        #expect(set.stub.calls == [.init(preferences: hidden, listID: 5), .init(preferences: muted, listID: 5)])
    }

    @Test func aMembersChange_isForbidden_andAStrangersList_isNotFound() async {
        let manage = MockManageListMembersUseCase()
        manage.stub.fails(.forbidden)
        let viewModel = viewModel(person: 2, share: Self.samsShare) { $0.manageListMembersUseCase = manage }
        await viewModel.send(.change(listID: 5, .remove(1)))
        #expect(viewModel.state.outcome == .forbidden)

        let fetch = MockFetchListShareUseCase()
        fetch.stub.fails(.notFound)
        let stranger = ShareListViewModel(person: .fixture(id: 9), useCases: DIContainer.mock(fetchListShare: fetch), strings: strings)
        await stranger.send(.invite(listID: 5, email: "kim@example.com", role: .editor))
        #expect(stranger.state.outcome == .notFound)
    }
}

@Suite struct InvitationsViewModelTests {
    static let received = ReceivedInvitation(id: 3, listID: 5, listName: "Groceries", inviterName: "Ada", role: .editor, expiresAt: fixtureDate + 7 * 86_400)
    static let row = InvitationsViewModel.Row(id: 3, text: "Ada invites you to “Groceries” as Editor", expires: "open until 28 Nov 2026")
    static let confirmed = User.fixture(id: 2, email: "sam@example.com", emailConfirmedAt: fixtureDate)

    func viewModel(_ person: User = confirmed, sendsMail: Bool = true, received: [ReceivedInvitation] = [received], answer: MockAnswerInvitationUseCase = .init()) -> InvitationsViewModel {
        let fetch = MockFetchInvitationsUseCase()
        fetch.stub.returns(received)
        return InvitationsViewModel(person: person, sendsMail: sendsMail, useCases: DIContainer.mock(fetchInvitations: fetch, answerInvitation: answer), strings: strings)
    }

    @Test func theInvitations_sayWhoInvitesToWhichListAsWhat() async {
        let viewModel = viewModel()
        await viewModel.send(.onAppear)
        #expect(viewModel.state == .init(
            title: "Invitations", invitations: [Self.row], canAccept: true, unconfirmedMessage: nil,
            emptyMessage: "No invitations wait for you. When someone shares a list with your address, it shows here."
        ))
    }

    @Test func anUnconfirmedAddress_isToldToConfirmIt_andOffersNoAccept() async {
        let viewModel = viewModel(.fixture(id: 2, email: "sam@example.com"))
        await viewModel.send(.onAppear)
        #expect(!viewModel.state.canAccept)
        #expect(viewModel.state.unconfirmedMessage?.hasPrefix("Confirm your address") == true)
        let withoutMail = self.viewModel(.fixture(id: 2, email: "sam@example.com"), sendsMail: false)
        await withoutMail.send(.onAppear)
        #expect(withoutMail.state.canAccept && withoutMail.state.unconfirmedMessage == nil)
    }

    @Test func accepting_goesToTheList_andDeclining_comesBack() async {
        let answer = MockAnswerInvitationUseCase()
        answer.stub.handles { call in call.accept ? 5 : nil }
        let viewModel = viewModel(answer: answer)
        await viewModel.send(.answered(id: 3, accept: true))
        #expect(viewModel.state.outcome == .redirect(.list(5), flash: FlashText(.invitationsAccepted, .text("Groceries"))))
        await viewModel.send(.answered(id: 3, accept: false))
        #expect(viewModel.state.outcome == .redirect(.invitations, flash: FlashText(.invitationsDeclined)))
        #expect(answer.stub.calls == [.init(id: 3, accept: true), .init(id: 3, accept: false)])
    }

    @Test func anInvitationNotWaitingForThePerson_isNotFound_andNotAnswered() async {
        let answer = MockAnswerInvitationUseCase()
        let viewModel = viewModel(answer: answer)
        await viewModel.send(.answered(id: 99, accept: true))
        #expect(viewModel.state.outcome == .notFound)
        #expect(answer.stub.calls.isEmpty)
    }
}
