import Entities

/// Every use case the screens of one signed-in person need, plus the clock: the value a
/// composition root builds for each person (`AccountsContainer.container(for:)` in the app,
/// `mock(…)` in Mocks) and hands to the ViewModels. Its list and reminder repositories see that
/// person's data only; its account use cases are told whose account they act on.
public struct DIContainer: Sendable, HasCalendarClock, HasUserSettings, HasUnitOfWork, HasAddReminderFromSmartListUseCase,
    HasFetchListSummariesUseCase, HasFetchListUseCase, HasCreateListUseCase, HasUpdateListUseCase, HasDeleteListUseCase,
    HasFetchRemindersUseCase, HasFetchReminderUseCase, HasAddReminderUseCase, HasAddReminderFromTextUseCase, HasKeepQuickAddAsTextUseCase, HasReadQuickAddTextUseCase, HasUpdateReminderUseCase,
    HasMoveReminderUseCase, HasSetReminderCompletedUseCase, HasUndoCompletionUseCase, HasSetReminderFlaggedUseCase, HasDeleteReminderUseCase,
    HasRestoreReminderUseCase, HasAddSubtaskUseCase, HasFetchSubtasksUseCase, HasFetchParentTitlesUseCase, HasFetchSmartListUseCase, HasFetchOverviewUseCase,
    HasSearchRemindersUseCase, HasFetchTaggedRemindersUseCase, HasFetchTagCountsUseCase, HasSendConfirmationUseCase,
    HasSignOutUseCase, HasSignOutOtherSessionsUseCase, HasChangeDisplayNameUseCase, HasChangePasswordUseCase, HasDeleteAccountUseCase,
    HasUpdateSettingsUseCase, HasSendFeedbackUseCase, HasExportAccountUseCase,
    HasExportListUseCase, HasImportRemindersUseCase,
    HasSetListSortOrderUseCase, HasRepositionReminderUseCase,
    HasPushPolicy, HasSubscribePushUseCase, HasFetchPushDevicesUseCase, HasRemovePushDeviceUseCase,
    HasFetchListShareUseCase, HasInviteToListUseCase, HasManageListMembersUseCase, HasLeaveListUseCase, HasFetchInvitationsUseCase,
    HasAnswerInvitationUseCase, HasSetListPreferencesUseCase, HasFetchPeopleNamesUseCase {
    public var calendarClock: any CalendarClock
    public var userSettings: UserSettings
    public var unitOfWork: any UnitOfWork
    public var addReminderFromSmartListUseCase: any AddReminderFromSmartListUseCase
    public var fetchListSummariesUseCase: any FetchListSummariesUseCase
    public var fetchListUseCase: any FetchListUseCase
    public var createListUseCase: any CreateListUseCase
    public var updateListUseCase: any UpdateListUseCase
    public var deleteListUseCase: any DeleteListUseCase
    public var fetchRemindersUseCase: any FetchRemindersUseCase
    public var fetchReminderUseCase: any FetchReminderUseCase
    public var addReminderUseCase: any AddReminderUseCase
    public var addReminderFromTextUseCase: any AddReminderFromTextUseCase
    public var keepQuickAddAsTextUseCase: any KeepQuickAddAsTextUseCase
    public var readQuickAddTextUseCase: any ReadQuickAddTextUseCase
    public var updateReminderUseCase: any UpdateReminderUseCase
    public var moveReminderUseCase: any MoveReminderUseCase
    public var setReminderCompletedUseCase: any SetReminderCompletedUseCase
    public var undoCompletionUseCase: any UndoCompletionUseCase
    public var setReminderFlaggedUseCase: any SetReminderFlaggedUseCase
    public var deleteReminderUseCase: any DeleteReminderUseCase
    public var addSubtaskUseCase: any AddSubtaskUseCase
    public var fetchSubtasksUseCase: any FetchSubtasksUseCase
    public var fetchParentTitlesUseCase: any FetchParentTitlesUseCase
    public var restoreReminderUseCase: any RestoreReminderUseCase
    public var fetchSmartListUseCase: any FetchSmartListUseCase
    public var fetchOverviewUseCase: any FetchOverviewUseCase
    public var searchRemindersUseCase: any SearchRemindersUseCase
    public var fetchTaggedRemindersUseCase: any FetchTaggedRemindersUseCase
    public var fetchTagCountsUseCase: any FetchTagCountsUseCase
    public var signOutUseCase: any SignOutUseCase
    public var signOutOtherSessionsUseCase: any SignOutOtherSessionsUseCase
    public var changeDisplayNameUseCase: any ChangeDisplayNameUseCase
    public var changePasswordUseCase: any ChangePasswordUseCase
    public var sendConfirmationUseCase: any SendConfirmationUseCase
    /// Whether the server sends mail (the account page says when it does not).
    public var sendsMail: Bool
    public var deleteAccountUseCase: any DeleteAccountUseCase
    public var updateSettingsUseCase: any UpdateSettingsUseCase
    public var sendFeedbackUseCase: any SendFeedbackUseCase
    public var exportAccountUseCase: any ExportAccountUseCase
    public var exportListUseCase: any ExportListUseCase
    public var importRemindersUseCase: any ImportRemindersUseCase
    public var setListSortOrderUseCase: any SetListSortOrderUseCase
    public var repositionReminderUseCase: any RepositionReminderUseCase
    public var pushPolicy: PushPolicy
    public var subscribePushUseCase: any SubscribePushUseCase
    public var fetchPushDevicesUseCase: any FetchPushDevicesUseCase
    public var removePushDeviceUseCase: any RemovePushDeviceUseCase
    public var fetchListShareUseCase: any FetchListShareUseCase
    public var inviteToListUseCase: any InviteToListUseCase
    public var manageListMembersUseCase: any ManageListMembersUseCase
    public var leaveListUseCase: any LeaveListUseCase
    public var fetchInvitationsUseCase: any FetchInvitationsUseCase
    public var answerInvitationUseCase: any AnswerInvitationUseCase
    public var setListPreferencesUseCase: any SetListPreferencesUseCase
    public var fetchPeopleNamesUseCase: any FetchPeopleNamesUseCase

    /// Wires every interactor to the given repositories, unit of work and archives (the list,
    /// reminder and archive ones bound to one person), clock (in their time zone) and settings,
    /// the account interactors to `accounts`, sending feedback to `feedback`'s queue and delivery,
    /// the devices' push subscriptions to `push`, sharing to `members`, and every use case that
    /// takes a list or reminder id to one `ListAccessPolicy` over `access` (the person's roles on lists).
    public init(
        lists: any ReminderListRepository, reminders: any ReminderRepository, unitOfWork: any UnitOfWork, archive: ArchiveDependencies,
        clock: any CalendarClock, accounts: AccountDependencies, feedback: FeedbackDependencies, push: PushDependencies,
        access: any ListAccessRepository, members: any ListMembershipRepository, settings: UserSettings = UserSettings()
    ) {
        let access = ListAccessPolicy(repository: access)
        calendarClock = clock
        userSettings = settings
        self.unitOfWork = unitOfWork
        fetchListSummariesUseCase = FetchListSummariesInteractor(repository: lists)
        fetchListUseCase = FetchListInteractor(repository: lists, access: access)
        createListUseCase = CreateListInteractor(repository: lists)
        updateListUseCase = UpdateListInteractor(repository: lists, access: access)
        deleteListUseCase = DeleteListInteractor(repository: lists, access: access)
        fetchRemindersUseCase = FetchRemindersInteractor(repository: reminders, clock: clock)
        fetchReminderUseCase = FetchReminderInteractor(repository: reminders, access: access)
        addReminderUseCase = AddReminderInteractor(repository: reminders, access: access, clock: clock)
        addReminderFromSmartListUseCase = AddReminderFromSmartListInteractor(
            lists: lists, access: access, add: addReminderUseCase, defaultListID: settings.defaultListID, clock: clock
        )
        let parser = QuickAddParser(language: QuickAddLanguage(code: settings.language), timeZone: clock.timeZone, weekStart: settings.weekStart)
        addReminderFromTextUseCase = AddReminderFromTextInteractor(
            lists: lists, add: addReminderUseCase, addFromSmartList: addReminderFromSmartListUseCase, parser: parser, clock: clock
        )
        readQuickAddTextUseCase = ReadQuickAddTextInteractor(lists: lists, parser: parser, clock: clock)
        updateReminderUseCase = UpdateReminderInteractor(repository: reminders, members: members, access: access)
        moveReminderUseCase = MoveReminderInteractor(repository: reminders, access: access)
        setReminderCompletedUseCase = SetReminderCompletedInteractor(unitOfWork: unitOfWork, access: access, clock: clock)
        undoCompletionUseCase = UndoCompletionInteractor(unitOfWork: unitOfWork, access: access)
        setReminderFlaggedUseCase = SetReminderFlaggedInteractor(repository: reminders, access: access)
        deleteReminderUseCase = DeleteReminderInteractor(repository: reminders, access: access, clock: clock)
        keepQuickAddAsTextUseCase = KeepQuickAddAsTextInteractor(
            add: addReminderUseCase, addFromSmartList: addReminderFromSmartListUseCase, delete: deleteReminderUseCase, access: access
        )
        addSubtaskUseCase = AddSubtaskInteractor(unitOfWork: unitOfWork, access: access, clock: clock)
        fetchSubtasksUseCase = FetchSubtasksInteractor(repository: reminders, access: access)
        fetchParentTitlesUseCase = FetchParentTitlesInteractor(repository: reminders)
        restoreReminderUseCase = RestoreReminderInteractor(repository: reminders, access: access, clock: clock)
        fetchSmartListUseCase = FetchSmartListInteractor(repository: reminders, clock: clock)
        fetchOverviewUseCase = FetchOverviewInteractor(repository: reminders, clock: clock)
        searchRemindersUseCase = SearchRemindersInteractor(repository: reminders)
        fetchTaggedRemindersUseCase = FetchTaggedRemindersInteractor(repository: reminders)
        fetchTagCountsUseCase = FetchTagCountsInteractor(repository: reminders)
        signOutUseCase = SignOutInteractor(sessions: accounts.sessions)
        signOutOtherSessionsUseCase = SignOutOtherSessionsInteractor(sessions: accounts.sessions)
        changeDisplayNameUseCase = ChangeDisplayNameInteractor(users: accounts.users)
        changePasswordUseCase = ChangePasswordInteractor(dependencies: accounts, unitOfWork: unitOfWork)
        sendConfirmationUseCase = SendConfirmationInteractor(dependencies: accounts)
        sendsMail = accounts.mail?.sendsMail ?? false
        deleteAccountUseCase = DeleteAccountInteractor(users: accounts.users, members: members, hasher: accounts.hasher, throttle: accounts.throttle, clock: clock)
        updateSettingsUseCase = UpdateSettingsInteractor(users: accounts.users, access: access, policy: accounts.settingsPolicy)
        sendFeedbackUseCase = SendFeedbackInteractor(users: accounts.users, feedback: feedback, clock: clock, throttle: accounts.feedbackThrottle)
        exportAccountUseCase = ExportAccountInteractor(archives: archive.archives, format: archive.accountFormat, clock: clock)
        exportListUseCase = ExportListInteractor(archives: archive.archives, access: access, format: archive.fileFormat, clock: clock)
        importRemindersUseCase = ImportRemindersInteractor(unitOfWork: unitOfWork, access: access, format: archive.fileFormat, clock: clock, queue: archive.imports)
        setListSortOrderUseCase = SetListSortOrderInteractor(repository: lists, access: access)
        repositionReminderUseCase = RepositionReminderInteractor(lists: lists, reminders: reminders, access: access)
        pushPolicy = push.policy
        subscribePushUseCase = SubscribePushInteractor(push: push, clock: clock)
        fetchPushDevicesUseCase = FetchPushDevicesInteractor(subscriptions: push.subscriptions)
        removePushDeviceUseCase = RemovePushDeviceInteractor(subscriptions: push.subscriptions)
        fetchListShareUseCase = FetchListShareInteractor(lists: lists, members: members, access: access, clock: clock)
        inviteToListUseCase = InviteToListInteractor(members: members, lists: lists, access: access, clock: clock, mail: accounts.mail)
        manageListMembersUseCase = ManageListMembersInteractor(members: members, access: access, clock: clock)
        leaveListUseCase = LeaveListInteractor(members: members, access: access)
        setListPreferencesUseCase = SetListPreferencesInteractor(members: members, access: access)
        fetchPeopleNamesUseCase = FetchPeopleNamesInteractor(members: members)
        fetchInvitationsUseCase = FetchInvitationsInteractor(members: members, clock: clock)
        answerInvitationUseCase = AnswerInvitationInteractor(members: members, clock: clock, requiresConfirmedAddress: accounts.mail?.sendsMail ?? false)
    }
}
