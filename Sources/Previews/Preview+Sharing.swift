import Domain
import Entities
import Foundation
import Mocks
import Presentation

extension Preview {
    /// A list's share page as its owner and as a member sees it, its refusals, and the
    /// invitations page, in each language.
    static let sharing: [Preview] = [("en", ""), ("de", ", in German")].flatMap { language, suffix in
        [
            Preview("Shared, as its owner\(suffix)", .listShare(1), language: language) { sharing(Samples.ownersShare) },
            Preview("Shared, as an editor\(suffix)", .listShare(1), language: language, user: Samples.graceUser) { sharing(Samples.editorsShare) },
            Preview("Not shared yet\(suffix)", .listShare(1), language: language) {
                sharing(ListShare(list: Samples.groceries, role: .owner, members: [Samples.ownersShare.members[0]], invitations: []))
            },
            Preview("Invitation refused\(suffix)", .listShare(1), sending: ShareListViewModel.Action.invite(listID: 1, email: "grace@example.com", role: .viewer),
                    status: .unprocessableContent, language: language) {
                var container = sharing(Samples.ownersShare)
                let invite = MockInviteToListUseCase()
                invite.stub.fails(.invalid(ValidationErrors([.email: .duplicate])))
                container.inviteToListUseCase = invite
                return container
            },
            Preview("Invitations\(suffix)", .invitations, language: language, emailConfirmed: true) { invitations(Samples.received) },
            Preview("Invitations, address unconfirmed\(suffix)", .invitations, language: language) { invitations(Samples.received) },
            Preview("No invitations\(suffix)", .invitations, language: language, emailConfirmed: true) { invitations([]) },
            Preview("Lists, with invitations waiting\(suffix)", .lists, language: language) {
                var container = overview(Samples.summaries)
                container.fetchInvitationsUseCase = MockFetchInvitationsUseCase(returning: Samples.received)
                return container
            },
        ]
    } + [
        Preview("Twenty invitations today", .listShare(1), sending: ShareListViewModel.Action.invite(listID: 1, email: "kim@example.com", role: .editor),
                status: .tooManyRequests) {
            var container = sharing(Samples.ownersShare)
            let invite = MockInviteToListUseCase()
            invite.stub.fails(.tooManyAttempts(retryAfter: 3 * 3600))
            container.inviteToListUseCase = invite
            return container
        },
        Preview("Editing a shared list's reminder, assigned", .reminder(2)) { assigning(Samples.assigned[0]) },
        Preview("Editing a shared list's reminder, in German", .reminder(2), language: "de") { assigning(Samples.assigned[0]) },
        Preview("Assigning refused", .reminder(2), sending: ReminderEditorViewModel.Action.saveTapped(id: 2, form: {
            var form = ReminderForm(Samples.assigned[0])
            form.fields.assigneeID = 3
            return form
        }()), status: .unprocessableContent) {
            assigning(Samples.assigned[0], update: MockUpdateReminderUseCase(failing: .invalid(ValidationErrors([.assignee: .notAssignable]))))
        },
        Preview("A shared list, its reminders assigned", .list(1)) {
            var container = DIContainer.mock(
                fetchList: MockFetchListUseCase(returning: Samples.groceries),
                fetchReminders: MockFetchRemindersUseCase(returning: Samples.listPage(Samples.groceries, Samples.page(Samples.assigned + Samples.open.suffix(2))))
            )
            container.fetchPeopleNamesUseCase = MockFetchPeopleNamesUseCase(returning: Samples.names)
            return container
        },
        Preview("Assigned to Me", .smartList(.assigned), user: Samples.graceUser) {
            var container = DIContainer.mock(
                fetchListSummaries: MockFetchListSummariesUseCase(returning: Samples.sharedSummaries),
                fetchSmartList: MockFetchSmartListUseCase(returning: Samples.page(Samples.assigned.filter { $0.assigneeID == 2 })),
                fetchOverview: MockFetchOverviewUseCase(returning: ReminderOverview(lists: Samples.sharedSummaries, counts: [.today: 1, .all: 4, .assigned: 2]))
            )
            container.fetchPeopleNamesUseCase = MockFetchPeopleNamesUseCase(returning: Samples.names)
            return container
        },
        Preview("Assigned to Me, nothing", .smartList(.assigned), user: Samples.graceUser) {
            .mock(
                fetchListSummaries: MockFetchListSummariesUseCase(returning: Samples.sharedSummaries), fetchSmartList: MockFetchSmartListUseCase(returning: Samples.page([])),
                fetchOverview: MockFetchOverviewUseCase(returning: ReminderOverview(lists: Samples.sharedSummaries, counts: [:]))
            )
        },
        Preview("A member changing members", .listShare(1), sending: ShareListViewModel.Action.change(listID: 1, .remove(1)), status: .forbidden, user: Samples.graceUser) {
            var container = sharing(Samples.editorsShare)
            let manage = MockManageListMembersUseCase()
            manage.stub.fails(.forbidden)
            container.manageListMembersUseCase = manage
            return container
        },
        Preview("Transfer refused: a list of that name", .listShare(1), sending: ShareListViewModel.Action.change(listID: 1, .transfer(to: 2)),
                status: .unprocessableContent) {
            var container = sharing(Samples.ownersShare)
            let manage = MockManageListMembersUseCase()
            manage.stub.fails(.invalid(ValidationErrors([.name: .duplicate])))
            container.manageListMembersUseCase = manage
            return container
        },
        Preview("Deleting an account that shares lists", .accountDeletion) {
            let delete = MockDeleteAccountUseCase()
            delete.planned.returns(AccountDeletionPlan([
                Samples.ownersShare,
                ListShare(list: Samples.books, role: .owner, members: [Samples.ownersShare.members[0], Samples.alan], invitations: []),
            ]))
            return .mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: Samples.summaries), deleteAccount: delete)
        },
        Preview("Not found", .listShare(99), status: .notFound) {
            let fetch = MockFetchListShareUseCase()
            fetch.stub.fails(.notFound)
            return .mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: Samples.summaries), fetchListShare: fetch)
        },
    ]

    /// The share page of `share`, with the sidebar's lists.
    static func sharing(_ share: ListShare) -> DIContainer {
        let fetch = MockFetchListShareUseCase()
        fetch.stub.returns(share)
        return .mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: Samples.summaries), fetchListShare: fetch)
    }

    /// The invitations page with `received` waiting.
    static func invitations(_ received: [ReceivedInvitation]) -> DIContainer {
        let fetch = MockFetchInvitationsUseCase()
        fetch.stub.returns(received)
        return .mock(fetchListSummaries: MockFetchListSummariesUseCase(returning: Samples.summaries), fetchInvitations: fetch)
    }
}

extension Preview {
    /// The editor of `reminder`, of the shared Groceries: its owner and editor to assign it to.
    static func assigning(_ reminder: Reminder, update: MockUpdateReminderUseCase = MockUpdateReminderUseCase()) -> DIContainer {
        var container = editing(reminder, update: update)
        container.fetchListSummariesUseCase = MockFetchListSummariesUseCase(returning: Samples.sharedSummaries)
        container.fetchListShareUseCase = MockFetchListShareUseCase(returning: Samples.ownersShare)
        return container
    }
}

extension Samples {
    /// The sample lists, Groceries shared.
    static let sharedSummaries = summaries.map { summary in
        ReminderListSummary(
            list: summary.list, openCount: summary.openCount, isShared: summary.isShared, isReadOnly: summary.isReadOnly,
            hasMembers: summary.id == groceries.id, people: summary.id == groceries.id ? ["Grace Hopper"] : summary.people
        )
    }
    /// Reminders of Groceries assigned to Grace and to Ada.
    static let assigned: [Reminder] = [
        .fixture(id: 31, listID: groceries.id, title: "Take the bins out", due: DueDate(date: .fixture("2026-11-21"), time: .fixture("19:00"))) { $0.assigneeID = 2 },
        .fixture(id: 32, listID: groceries.id, title: "Return the bottles", createdAt: fixtureDate + 60) { $0.assigneeID = 2 },
        .fixture(id: 33, listID: groceries.id, title: "Order the birthday cake", createdAt: fixtureDate + 120) { $0.assigneeID = 1 },
    ]
    /// The names of the people the samples are assigned to.
    static let names: [User.ID: String] = [1: "Ada Lovelace", 2: "Grace Hopper"]
    static let grace = ListMember(id: 2, displayName: "Grace Hopper", email: "grace@example.com", role: .editor, joinedAt: fixtureDate)
    static let alan = ListMember(id: 3, displayName: "Alan Turing", email: "alan@example.com", role: .viewer, joinedAt: fixtureDate + 60)
    static let ownersShare = ListShare(
        list: groceries, role: .owner,
        members: [ListMember(id: 1, displayName: "Ada Lovelace", email: "ada@example.com", role: .owner, joinedAt: fixtureDate), grace, alan],
        invitations: [ListInvitation(id: 7, email: "kim@example.com", role: .viewer, createdAt: fixtureDate, expiresAt: fixtureDate + Sharing.invitationLifetime)]
    )
    /// Grace, signed in: an editor of Ada's Groceries.
    static let graceUser = User.fixture(id: 2, email: "grace@example.com", displayName: "Grace Hopper", emailConfirmedAt: fixtureDate)
    /// The same list as Grace sees it: names and roles, no address.
    static let editorsShare = ListShare(
        list: groceries, role: .editor,
        members: ownersShare.members.map { member in var member = member; member.email = nil; return member }, invitations: []
    )
    static let received = [
        ReceivedInvitation(id: 7, listID: 5, listName: "Family errands", inviterName: "Grace Hopper", role: .editor, expiresAt: fixtureDate + Sharing.invitationLifetime),
        ReceivedInvitation(id: 8, listID: 6, listName: "Book club", inviterName: "Alan Turing", role: .viewer, expiresAt: fixtureDate + 86_400),
    ]
}
