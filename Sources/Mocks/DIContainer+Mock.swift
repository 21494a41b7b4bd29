import Domain
import Entities
import Foundation

extension DIContainer {
    /// A container of mock use cases and a fixed clock; each use case not given is an
    /// unconfigured mock, which fails the test if it is called — but for the overview, which
    /// every signed-in page's sidebar reads, and the invitations, which the lists page reads:
    /// they answer empty ones unless given.
    public static func mock(
        clock: any CalendarClock = FixedCalendarClock(),
        settings: UserSettings = UserSettings(),
        fetchListSummaries: any FetchListSummariesUseCase = MockFetchListSummariesUseCase(),
        fetchList: any FetchListUseCase = MockFetchListUseCase(),
        createList: any CreateListUseCase = MockCreateListUseCase(),
        updateList: any UpdateListUseCase = MockUpdateListUseCase(),
        deleteList: any DeleteListUseCase = MockDeleteListUseCase(),
        fetchReminders: any FetchRemindersUseCase = MockFetchRemindersUseCase(),
        fetchReminder: any FetchReminderUseCase = MockFetchReminderUseCase(),
        fetchSubtasks: any FetchSubtasksUseCase = MockFetchSubtasksUseCase(),
        addReminder: any AddReminderUseCase = MockAddReminderUseCase(),
        addReminderFromSmartList: any AddReminderFromSmartListUseCase = MockAddReminderFromSmartListUseCase(),
        addReminderFromText: any AddReminderFromTextUseCase = MockAddReminderFromTextUseCase(),
        keepQuickAddAsText: any KeepQuickAddAsTextUseCase = MockKeepQuickAddAsTextUseCase(),
        readQuickAddText: any ReadQuickAddTextUseCase = MockReadQuickAddTextUseCase(),
        updateReminder: any UpdateReminderUseCase = MockUpdateReminderUseCase(),
        moveReminder: any MoveReminderUseCase = MockMoveReminderUseCase(),
        setReminderCompleted: any SetReminderCompletedUseCase = MockSetReminderCompletedUseCase(),
        undoCompletion: any UndoCompletionUseCase = MockUndoCompletionUseCase(),
        setReminderFlagged: any SetReminderFlaggedUseCase = MockSetReminderFlaggedUseCase(),
        deleteReminder: any DeleteReminderUseCase = MockDeleteReminderUseCase(),
        restoreReminder: any RestoreReminderUseCase = MockRestoreReminderUseCase(),
        addSubtask: any AddSubtaskUseCase = MockAddSubtaskUseCase(),
        fetchSmartList: any FetchSmartListUseCase = MockFetchSmartListUseCase(),
        fetchOverview: any FetchOverviewUseCase = MockFetchOverviewUseCase(returning: ReminderOverview()),
        searchReminders: any SearchRemindersUseCase = MockSearchRemindersUseCase(),
        fetchParentTitles: any FetchParentTitlesUseCase = MockFetchParentTitlesUseCase(),
        fetchTaggedReminders: any FetchTaggedRemindersUseCase = MockFetchTaggedRemindersUseCase(),
        fetchTagCounts: any FetchTagCountsUseCase = MockFetchTagCountsUseCase(),
        signOut: any SignOutUseCase = MockSignOutUseCase(),
        signOutOtherSessions: any SignOutOtherSessionsUseCase = MockSignOutOtherSessionsUseCase(),
        changeDisplayName: any ChangeDisplayNameUseCase = MockChangeDisplayNameUseCase(),
        changePassword: any ChangePasswordUseCase = MockChangePasswordUseCase(),
        sendConfirmation: any SendConfirmationUseCase = MockSendConfirmationUseCase(),
        deleteAccount: any DeleteAccountUseCase = MockDeleteAccountUseCase(),
        updateSettings: any UpdateSettingsUseCase = MockUpdateSettingsUseCase(),
        sendFeedback: any SendFeedbackUseCase = MockSendFeedbackUseCase(),
        exportAccount: any ExportAccountUseCase = MockExportAccountUseCase(),
        exportList: any ExportListUseCase = MockExportListUseCase(),
        importReminders: any ImportRemindersUseCase = MockImportRemindersUseCase(),
        setListSortOrder: any SetListSortOrderUseCase = MockSetListSortOrderUseCase(),
        repositionReminder: any RepositionReminderUseCase = MockRepositionReminderUseCase(),
        pushPolicy: PushPolicy = .fixture,
        subscribePush: any SubscribePushUseCase = MockSubscribePushUseCase(),
        fetchPushDevices: any FetchPushDevicesUseCase = MockFetchPushDevicesUseCase(),
        removePushDevice: any RemovePushDeviceUseCase = MockRemovePushDeviceUseCase(),
        fetchListShare: any FetchListShareUseCase = MockFetchListShareUseCase(),
        inviteToList: any InviteToListUseCase = MockInviteToListUseCase(),
        manageListMembers: any ManageListMembersUseCase = MockManageListMembersUseCase(),
        leaveList: any LeaveListUseCase = MockLeaveListUseCase(),
        fetchInvitations: any FetchInvitationsUseCase = MockFetchInvitationsUseCase(returning: []),
        answerInvitation: any AnswerInvitationUseCase = MockAnswerInvitationUseCase(),
        setListPreferences: any SetListPreferencesUseCase = MockSetListPreferencesUseCase(),
        fetchPeopleNames: any FetchPeopleNamesUseCase = MockFetchPeopleNamesUseCase(returning: [:])
    ) -> DIContainer {
        // DIContainer only has the wiring initializer; the unconfigured repositories it is given
        // here are replaced by the mocks below before anything can reach them (and reaching one
        // would fail the test as any unconfigured mock does).
        var container = DIContainer(
            lists: MockReminderListRepository(), reminders: MockReminderRepository(), unitOfWork: InMemoryUnitOfWork(),
            archive: .unconfigured, clock: clock,
            accounts: .unconfigured(clock: clock), feedback: .unconfigured, push: .unconfigured,
            access: MockListAccessRepository(), members: MockListMembershipRepository(), settings: settings
        )
        container.fetchListSummariesUseCase = fetchListSummaries
        container.fetchListUseCase = fetchList
        container.createListUseCase = createList
        container.updateListUseCase = updateList
        container.deleteListUseCase = deleteList
        container.fetchRemindersUseCase = fetchReminders
        container.fetchReminderUseCase = fetchReminder
        container.addReminderUseCase = addReminder
        container.addReminderFromSmartListUseCase = addReminderFromSmartList
        container.addReminderFromTextUseCase = addReminderFromText
        container.keepQuickAddAsTextUseCase = keepQuickAddAsText
        container.readQuickAddTextUseCase = readQuickAddText
        container.updateReminderUseCase = updateReminder
        container.moveReminderUseCase = moveReminder
        container.setReminderCompletedUseCase = setReminderCompleted
        container.undoCompletionUseCase = undoCompletion
        container.setReminderFlaggedUseCase = setReminderFlagged
        container.deleteReminderUseCase = deleteReminder
        container.restoreReminderUseCase = restoreReminder
        container.addSubtaskUseCase = addSubtask
        container.fetchSubtasksUseCase = fetchSubtasks
        container.fetchSmartListUseCase = fetchSmartList
        container.fetchOverviewUseCase = fetchOverview
        container.searchRemindersUseCase = searchReminders
        container.fetchParentTitlesUseCase = fetchParentTitles
        container.fetchTaggedRemindersUseCase = fetchTaggedReminders
        container.fetchTagCountsUseCase = fetchTagCounts
        container.signOutUseCase = signOut
        container.signOutOtherSessionsUseCase = signOutOtherSessions
        container.changeDisplayNameUseCase = changeDisplayName
        container.changePasswordUseCase = changePassword
        container.sendConfirmationUseCase = sendConfirmation
        container.deleteAccountUseCase = deleteAccount
        container.updateSettingsUseCase = updateSettings
        container.sendFeedbackUseCase = sendFeedback
        container.exportAccountUseCase = exportAccount
        container.exportListUseCase = exportList
        container.importRemindersUseCase = importReminders
        container.setListSortOrderUseCase = setListSortOrder
        container.repositionReminderUseCase = repositionReminder
        container.pushPolicy = pushPolicy
        container.subscribePushUseCase = subscribePush
        container.fetchPushDevicesUseCase = fetchPushDevices
        container.removePushDeviceUseCase = removePushDevice
        container.fetchListShareUseCase = fetchListShare
        container.inviteToListUseCase = inviteToList
        container.manageListMembersUseCase = manageListMembers
        container.leaveListUseCase = leaveList
        container.fetchInvitationsUseCase = fetchInvitations
        container.answerInvitationUseCase = answerInvitation
        container.setListPreferencesUseCase = setListPreferences
        container.fetchPeopleNamesUseCase = fetchPeopleNames
        return container
    }
}

extension AccountsContainer {
    /// A container of mock account use cases; each not given is an unconfigured mock, which
    /// fails the test if it is called. `container` answers for every signed-in person.
    public static func mock(
        signUp: any SignUpUseCase = MockSignUpUseCase(),
        signIn: any SignInUseCase = MockSignInUseCase(),
        resolveSession: any ResolveSessionUseCase = MockResolveSessionUseCase(),
        resolveAlertLink: any ResolveAlertLinkUseCase = MockResolveAlertLinkUseCase(),
        requestPasswordReset: any RequestPasswordResetUseCase = MockRequestPasswordResetUseCase(),
        resetPassword: any ResetPasswordUseCase = MockResetPasswordUseCase(),
        confirmEmail: any ConfirmEmailUseCase = MockConfirmEmailUseCase(),
        sendsMail: Bool = true,
        policy: SessionPolicy = SessionPolicy(),
        container: DIContainer = .mock()
    ) -> AccountsContainer {
        var accounts = AccountsContainer(dependencies: .unconfigured(clock: FixedCalendarClock(), policy: policy)) { _ in container }
        accounts.signUpUseCase = signUp
        accounts.signInUseCase = signIn
        accounts.resolveSessionUseCase = resolveSession
        accounts.resolveAlertLinkUseCase = resolveAlertLink
        accounts.requestPasswordResetUseCase = requestPasswordReset
        accounts.resetPasswordUseCase = resetPassword
        accounts.confirmEmailUseCase = confirmEmail
        accounts.sendsMail = sendsMail
        return accounts
    }
}

extension AccountDependencies {
    /// Placeholders the mocks replace before anything can reach them: unconfigured mocks.
    static func unconfigured(clock: any CalendarClock, policy: SessionPolicy = SessionPolicy()) -> AccountDependencies {
        AccountDependencies(
            users: MockUserRepository(), sessions: MockSessionRepository(),
            hasher: FakePasswordHasher(), commonPasswords: CommonPasswords(text: ""), clock: clock, signer: FakeMessageSigner(),
            policy: policy
        )
    }
}

extension ArchiveDependencies {
    /// Archives that fail the test when read, in the fake formats.
    static var unconfigured: ArchiveDependencies {
        ArchiveDependencies(
            archives: MockReminderArchiveRepository(), accountFormat: FakeAccountExportFormat(), fileFormat: FakeReminderFileFormat()
        )
    }
}

extension FeedbackDependencies {
    /// Placeholders the mocks replace before anything can reach them: an unconfigured mock queue.
    static var unconfigured: FeedbackDependencies {
        FeedbackDependencies(queue: MockFeedbackQueueRepository())
    }
}

extension PushDependencies {
    /// Placeholders the mocks replace before anything can reach them: an empty store, the
    /// shape-only key check and the fixture policy.
    static var unconfigured: PushDependencies {
        PushDependencies(subscriptions: InMemoryPushSubscriptions(), keys: FakePushKeyValidator(), policy: .fixture)
    }
}
