import Domain
import Entities
import Mocks
import Testing

struct UpdateReminderInteractorTests {
    private let reminders = MockReminderRepository()
    private let members = MockListMembershipRepository()
    private var interactor: UpdateReminderInteractor { UpdateReminderInteractor(repository: reminders, members: members, access: .fixture()) }

    @Test func validDraft_replacesTheFieldsWithThePreparedDraft() async throws {
        reminders.update.returns(.fixture(id: 3, title: "Call mum"))
        let draft = ReminderDraft.fixture(title: " Call mum ", notes: "   ", dueDate: .fixture("2026-12-01"), priority: .high)

        let reminder = try await interactor.execute(id: 3, draft, movingTo: nil)

        #expect(reminder == .fixture(id: 3, title: "Call mum"))
        let prepared = ReminderDraft.fixture(title: "Call mum", notes: nil, dueDate: .fixture("2026-12-01"), priority: .high)
        #expect(reminders.update.calls == [.init(id: 3, draft: prepared)])
    }

    @Test func aTargetList_isPassedOnWithTheDraft_inOneRepositoryCall() async throws {
        reminders.update.returns(.fixture(id: 3, listID: 2, title: "Call mum"))

        let reminder = try await interactor.execute(id: 3, .fixture(title: "Call mum"), movingTo: 2)

        #expect(reminder.listID == 2)
        #expect(reminders.update.calls == [.init(id: 3, draft: .fixture(title: "Call mum"), listID: 2)])
    }

    @Test func timeWithoutDate_isInvalid_andNothingIsUpdated() async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.dueTime: .timeWithoutDate]))) {
            try await interactor.execute(id: 3, .fixture(dueTime: .fixture("08:00")), movingTo: nil)
        }
        #expect(reminders.update.callCount == 0)
    }

    @Test func titleLongerThan100_isInvalid() async {
        await #expect(throws: DomainError.invalid(ValidationErrors([.title: .tooLong(maximum: 100)]))) {
            try await interactor.execute(id: 3, .fixture(title: String(repeating: "t", count: 101)), movingTo: nil)
        }
        #expect(reminders.update.callCount == 0)
    }

    @Test(arguments: repositoryFailures)
    func repositoryFailure_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        reminders.update.fails(with: failure)

        await #expect(throws: expected) { try await interactor.execute(id: 3, .fixture(), movingTo: nil) }
    }

    // MARK: - The assignee (`Assignees`)

    @Test(arguments: [ListRole.owner, .editor])
    func assigningTheOwnerOrAnEditorOfTheReminder_sList_updatesIt(role: ListRole) async throws {
        reminders.reminder.returns(.fixture(id: 3, listID: 5))
        members.members.returns([.fixture(id: 1, role: .owner), .fixture(id: 7, role: role == .owner ? .editor : role)])
        reminders.update.returns(.fixture(id: 3, listID: 5))
        let assignee: User.ID = role == .owner ? 1 : 7

        _ = try await interactor.execute(id: 3, .fixture(title: "Bins") { $0.assigneeID = assignee }, movingTo: nil)

        #expect(members.members.calls == [5])
        #expect(reminders.update.calls == [.init(id: 3, draft: .fixture(title: "Bins") { $0.assigneeID = assignee })])
    }

    @Test func assigningAViewerOrAStranger_isInvalid_withTheDraft_sOtherBrokenRules_andNothingIsUpdated() async {
        reminders.reminder.returns(.fixture(id: 3, listID: 5))
        members.members.returns([.fixture(id: 1, role: .owner), .fixture(id: 8, role: .viewer)])
        for assignee: User.ID in [8, 99] {
            await #expect(throws: DomainError.invalid(ValidationErrors([.assignee: .notAssignable, .dueTime: .timeWithoutDate]))) {
                try await interactor.execute(id: 3, .fixture(dueTime: .fixture("08:00")) { $0.assigneeID = assignee }, movingTo: nil)
            }
        }
        #expect(reminders.update.callCount == 0)
    }

    @Test func movingWhileAssigning_asksTheMembersOfTheListItMovesTo_withoutReadingTheReminder() async {
        members.members.returns([.fixture(id: 1, role: .owner)])

        await #expect(throws: DomainError.invalid(ValidationErrors([.assignee: .notAssignable]))) {
            try await interactor.execute(id: 3, .fixture() { $0.assigneeID = 7 }, movingTo: 6)
        }
        #expect(members.members.calls == [6])
        #expect(reminders.reminder.callCount == 0)
    }

    @Test func noOne_asAssignee_readsNoMembers() async throws {
        reminders.update.returns(.fixture(id: 3))

        _ = try await interactor.execute(id: 3, .fixture(), movingTo: nil)

        #expect(members.members.callCount == 0)
        #expect(reminders.reminder.callCount == 0)
    }

    @Test(arguments: repositoryFailures)
    func aFailureReadingTheMembers_isMappedToTheDomainError(failure: RepositoryError, expected: DomainError) async {
        members.members.fails(with: failure)

        await #expect(throws: expected) { try await interactor.execute(id: 3, .fixture() { $0.assigneeID = 7 }, movingTo: 6) }
        #expect(reminders.update.callCount == 0)
    }
}
