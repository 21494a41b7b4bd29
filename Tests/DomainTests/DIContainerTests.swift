import Domain
import Entities
import Mocks
import Testing

struct DIContainerTests {
    private let lists = MockReminderListRepository()
    private let reminders = MockReminderRepository()
    private let clock = FixedCalendarClock()
    private let world = AccountWorld()
    private let feedbackQueue = MockFeedbackQueueRepository()
    private let access = MockListAccessRepository(answering: .owner)

    private var feedback: FeedbackDependencies { FeedbackDependencies(queue: feedbackQueue) }
    private let push = PushDependencies(subscriptions: InMemoryPushSubscriptions(), keys: FakePushKeyValidator(), policy: .fixture)
    private let archive = ArchiveDependencies(
        archives: MockReminderArchiveRepository(), accountFormat: FakeAccountExportFormat(), fileFormat: FakeReminderFileFormat()
    )

    private var container: DIContainer {
        DIContainer(lists: lists, reminders: reminders, unitOfWork: InMemoryUnitOfWork(), archive: archive, clock: clock, accounts: world.dependencies, feedback: feedback, push: push, access: access, members: MockListMembershipRepository())
    }

    @Test func everyUseCase_isItsInteractor() {
        let container = container
        #expect(container.fetchListSummariesUseCase is FetchListSummariesInteractor)
        #expect(container.fetchListUseCase is FetchListInteractor)
        #expect(container.createListUseCase is CreateListInteractor)
        #expect(container.updateListUseCase is UpdateListInteractor)
        #expect(container.deleteListUseCase is DeleteListInteractor)
        #expect(container.fetchRemindersUseCase is FetchRemindersInteractor)
        #expect(container.fetchReminderUseCase is FetchReminderInteractor)
        #expect(container.addReminderUseCase is AddReminderInteractor)
        #expect(container.readQuickAddTextUseCase is ReadQuickAddTextInteractor)
        #expect(container.updateReminderUseCase is UpdateReminderInteractor)
        #expect(container.moveReminderUseCase is MoveReminderInteractor)
        #expect(container.setReminderCompletedUseCase is SetReminderCompletedInteractor)
        #expect(container.undoCompletionUseCase is UndoCompletionInteractor)
        #expect(container.setReminderFlaggedUseCase is SetReminderFlaggedInteractor)
        #expect(container.deleteReminderUseCase is DeleteReminderInteractor)
        #expect(container.restoreReminderUseCase is RestoreReminderInteractor)
        #expect(container.fetchSmartListUseCase is FetchSmartListInteractor)
        #expect(container.fetchOverviewUseCase is FetchOverviewInteractor)
        #expect(container.searchRemindersUseCase is SearchRemindersInteractor)
        #expect(container.signOutUseCase is SignOutInteractor)
        #expect(container.signOutOtherSessionsUseCase is SignOutOtherSessionsInteractor)
        #expect(container.changeDisplayNameUseCase is ChangeDisplayNameInteractor)
        #expect(container.changePasswordUseCase is ChangePasswordInteractor)
        #expect(container.deleteAccountUseCase is DeleteAccountInteractor)
        #expect(container.updateSettingsUseCase is UpdateSettingsInteractor)
        #expect(container.addReminderFromSmartListUseCase is AddReminderFromSmartListInteractor)
        #expect(container.sendFeedbackUseCase is SendFeedbackInteractor)
        #expect(container.exportAccountUseCase is ExportAccountInteractor)
        #expect(container.exportListUseCase is ExportListInteractor)
        #expect(container.importRemindersUseCase is ImportRemindersInteractor)
        #expect(container.setListSortOrderUseCase is SetListSortOrderInteractor)
        #expect(container.repositionReminderUseCase is RepositionReminderInteractor)
    }

    @Test func settings_areThePersons_andTheDefaultListIsWhereSmartListsAdd() async throws {
        let settings = UserSettings(language: "en", timeZone: "Asia/Tokyo", weekStart: .sunday, defaultListID: 6)
        let container = DIContainer(lists: lists, reminders: reminders, unitOfWork: InMemoryUnitOfWork(), archive: archive, clock: clock, accounts: world.dependencies, feedback: feedback, push: push, access: access, members: MockListMembershipRepository(), settings: settings)
        lists.list.returns(.fixture(id: 6))
        reminders.add.returns(.fixture(id: 9))
        world.users.setSettings.returns(.fixture(id: 3, settings: settings))

        _ = try await container.addReminderFromSmartListUseCase.execute(.fixture(title: "Call mum"), from: .flagged)
        _ = try await container.updateSettingsUseCase.execute(userID: 3, settings: settings)

        #expect(container.userSettings == settings)
        #expect(reminders.add.calls.map(\.listID) == [6])
        // Where smart lists add, that the default list takes it, and that settings may name it.
        #expect(access.role.calls == [.list(6), .list(6), .list(6)])
        #expect(world.users.setSettings.calls == [.init(settings, id: 3)])
    }

    @Test func clock_isTheGivenClock() {
        let clock = FixedCalendarClock(localDate: .fixture("2027-01-01"))
        let container = DIContainer(lists: lists, reminders: reminders, unitOfWork: InMemoryUnitOfWork(), archive: archive, clock: clock, accounts: world.dependencies, feedback: feedback, push: push, access: access, members: MockListMembershipRepository())
        #expect(container.calendarClock.localNow().date == .fixture("2027-01-01"))
    }

    @Test func listUseCases_useTheGivenListRepository() async throws {
        lists.list.returns(.fixture(id: 2))
        lists.delete.succeeds()

        _ = try await container.fetchListUseCase.execute(id: 2)
        try await container.deleteListUseCase.execute(id: 2)

        #expect(lists.list.calls == [2])
        #expect(lists.delete.calls == [2])
        #expect(access.role.calls == [.list(2), .list(2)])
    }

    @Test func reminderUseCases_useTheGivenRepositoriesAndClock() async throws {
        reminders.listPage.returns(.fixture(reminders: page([])))
        reminders.add.returns(.fixture())
        reminders.remindersInSmartList.returns(page([]))
        reminders.setFlag.returns(.fixture(id: 4, isFlagged: true))
        reminders.delete.returns(0)
        reminders.restore.returns(.fixture(id: 4))
        reminders.subtasks.returns([])

        _ = try await container.fetchRemindersUseCase.execute(listID: 1, includeCompleted: false, page: PageRequest())
        _ = try await container.addReminderUseCase.execute(.fixture(), listID: 1)
        _ = try await container.fetchSmartListUseCase.execute(.today, page: PageRequest())
        _ = try await container.setReminderFlaggedUseCase.execute(id: 4, isFlagged: true)
        try await container.deleteReminderUseCase.execute(id: 4)
        _ = try await container.restoreReminderUseCase.execute(id: 4)
        _ = try await container.fetchSubtasksUseCase.execute(parentID: 4)

        #expect(lists.list.callCount == 0)
        #expect(reminders.listPage.callCount == 1)
        #expect(reminders.add.calls.map(\.createdAt) == [clock.date])
        #expect(reminders.remindersInSmartList.calls.map(\.today) == [clock.localDate])
        #expect(reminders.setFlag.calls == [.init(id: 4, isFlagged: true)])
        #expect(reminders.delete.calls == [.init(id: 4, deletedAt: clock.date)])
        #expect(reminders.restore.calls == [.init(id: 4, deletedSince: DeletedReminders.oldestRestorable(at: clock.date))])
        #expect(reminders.subtasks.calls == [4])
    }
}

extension DIContainerTests {
    @Test func sendingFeedback_readsTheAccount_queuesOnTheGivenQueueAtTheClocksTime() async throws {
        world.users.credentialsByID.returns(StoredCredentials(user: .fixture(id: 4), passwordHash: "hash"))
        feedbackQueue.enqueue.returns(.fixture(id: 9, userID: 4))

        _ = try await container.sendFeedbackUseCase.execute(userID: 4, draft: .fixture(), origin: "203.0.113.9")

        #expect(world.users.credentialsByID.calls == [4])
        #expect(feedbackQueue.enqueue.calls == [.init(draft: .fixture(), user: .fixture(id: 4), createdAt: clock.date)])
    }
}

struct AccountsContainerTests {
    @Test func everyUseCase_isItsInteractor_andContainersArePerPerson() async throws {
        let world = AccountWorld()
        let accounts = AccountsContainer(dependencies: world.dependencies) { user in
            DIContainer.mock(clock: FixedCalendarClock(localDate: .fixture("2027-01-0\(user.id)")))
        }
        #expect(accounts.signUpUseCase is SignUpInteractor)
        #expect(accounts.signInUseCase is SignInInteractor)
        #expect(accounts.resolveSessionUseCase is ResolveSessionInteractor)
        #expect(accounts.sessionPolicy == world.policy)
        #expect(accounts.container(for: .fixture(id: 3)).calendarClock.localNow().date == .fixture("2027-01-03"))
    }
}
