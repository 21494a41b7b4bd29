import Domain
import Entities
import Foundation

extension DIContainer {
    /// A container of mock use cases and a fixed clock; each use case not given is an
    /// unconfigured mock, which stops the test if it is called.
    public static func mock(
        clock: any CalendarClock = FixedCalendarClock(),
        fetchListSummaries: any FetchListSummariesUseCase = MockFetchListSummariesUseCase(),
        fetchList: any FetchListUseCase = MockFetchListUseCase(),
        createList: any CreateListUseCase = MockCreateListUseCase(),
        renameList: any RenameListUseCase = MockRenameListUseCase(),
        deleteList: any DeleteListUseCase = MockDeleteListUseCase(),
        fetchReminders: any FetchRemindersUseCase = MockFetchRemindersUseCase(),
        fetchReminder: any FetchReminderUseCase = MockFetchReminderUseCase(),
        addReminder: any AddReminderUseCase = MockAddReminderUseCase(),
        updateReminder: any UpdateReminderUseCase = MockUpdateReminderUseCase(),
        moveReminder: any MoveReminderUseCase = MockMoveReminderUseCase(),
        setReminderCompleted: any SetReminderCompletedUseCase = MockSetReminderCompletedUseCase(),
        deleteReminder: any DeleteReminderUseCase = MockDeleteReminderUseCase(),
        fetchSmartList: any FetchSmartListUseCase = MockFetchSmartListUseCase(),
        searchReminders: any SearchRemindersUseCase = MockSearchRemindersUseCase(),
        signOut: any SignOutUseCase = MockSignOutUseCase(),
        signOutOtherSessions: any SignOutOtherSessionsUseCase = MockSignOutOtherSessionsUseCase(),
        changeDisplayName: any ChangeDisplayNameUseCase = MockChangeDisplayNameUseCase(),
        changePassword: any ChangePasswordUseCase = MockChangePasswordUseCase(),
        deleteAccount: any DeleteAccountUseCase = MockDeleteAccountUseCase()
    ) -> DIContainer {
        // DIContainer only has the wiring initializer; the repositories it is given here are
        // replaced by the mocks below before anything can reach them.
        var container = DIContainer(
            lists: UnreachableListRepository(), reminders: UnreachableReminderRepository(), clock: clock,
            accounts: .unreachable(clock: clock)
        )
        container.fetchListSummariesUseCase = fetchListSummaries
        container.fetchListUseCase = fetchList
        container.createListUseCase = createList
        container.renameListUseCase = renameList
        container.deleteListUseCase = deleteList
        container.fetchRemindersUseCase = fetchReminders
        container.fetchReminderUseCase = fetchReminder
        container.addReminderUseCase = addReminder
        container.updateReminderUseCase = updateReminder
        container.moveReminderUseCase = moveReminder
        container.setReminderCompletedUseCase = setReminderCompleted
        container.deleteReminderUseCase = deleteReminder
        container.fetchSmartListUseCase = fetchSmartList
        container.searchRemindersUseCase = searchReminders
        container.signOutUseCase = signOut
        container.signOutOtherSessionsUseCase = signOutOtherSessions
        container.changeDisplayNameUseCase = changeDisplayName
        container.changePasswordUseCase = changePassword
        container.deleteAccountUseCase = deleteAccount
        return container
    }
}

extension AccountsContainer {
    /// A container of mock account use cases; each not given is an unconfigured mock, which
    /// stops the test if it is called. `container` answers for every signed-in person.
    public static func mock(
        signUp: any SignUpUseCase = MockSignUpUseCase(),
        signIn: any SignInUseCase = MockSignInUseCase(),
        resolveSession: any ResolveSessionUseCase = MockResolveSessionUseCase(),
        policy: SessionPolicy = SessionPolicy(),
        container: DIContainer = .mock()
    ) -> AccountsContainer {
        var accounts = AccountsContainer(dependencies: .unreachable(clock: FixedCalendarClock(), policy: policy)) { _ in container }
        accounts.signUpUseCase = signUp
        accounts.signInUseCase = signIn
        accounts.resolveSessionUseCase = resolveSession
        return accounts
    }
}

extension AccountDependencies {
    /// Placeholders the mocks replace before anything can reach them.
    static func unreachable(clock: any CalendarClock, policy: SessionPolicy = SessionPolicy()) -> AccountDependencies {
        AccountDependencies(
            users: MockUserRepository(onUnconfigured: { Mocks.unreachable($0) }),
            sessions: MockSessionRepository(onUnconfigured: { Mocks.unreachable($0) }),
            hasher: FakePasswordHasher(), commonPasswords: CommonPasswords(text: ""), clock: clock, signer: FakeMessageSigner(),
            policy: policy
        )
    }
}

/// Stands in for the repositories `DIContainer.mock` replaces; reaching it is a bug.
private struct UnreachableListRepository: ReminderListRepository {
    func summaries() async throws(RepositoryError) -> [ReminderListSummary] { unreachable() }
    func list(id: ReminderList.ID) async throws(RepositoryError) -> ReminderList { unreachable() }
    func create(name: String) async throws(RepositoryError) -> ReminderList { unreachable() }
    func rename(id: ReminderList.ID, to name: String) async throws(RepositoryError) -> ReminderList { unreachable() }
    func delete(id: ReminderList.ID) async throws(RepositoryError) { unreachable() }
}

/// Stands in for the repositories `DIContainer.mock` replaces; reaching it is a bug.
private struct UnreachableReminderRepository: ReminderRepository {
    func reminder(id: Reminder.ID) async throws(RepositoryError) -> Reminder { unreachable() }
    func listPage(_ listID: ReminderList.ID, includeCompleted: Bool, page: PageRequest) async throws(RepositoryError) -> ReminderListPage { unreachable() }
    func reminders(in smartList: SmartList, today: LocalDate, page: PageRequest) async throws(RepositoryError) -> Page<Reminder> { unreachable() }
    func reminders(matching text: String, page: PageRequest) async throws(RepositoryError) -> Page<Reminder> { unreachable() }
    func add(_ draft: ReminderDraft, toList listID: ReminderList.ID, createdAt: Date) async throws(RepositoryError) -> Reminder { unreachable() }
    func update(id: Reminder.ID, with draft: ReminderDraft, movingTo listID: ReminderList.ID?) async throws(RepositoryError) -> Reminder { unreachable() }
    func move(id: Reminder.ID, toList listID: ReminderList.ID) async throws(RepositoryError) -> Reminder { unreachable() }
    func setCompletion(id: Reminder.ID, completedAt: Date?) async throws(RepositoryError) -> Reminder { unreachable() }
    func delete(id: Reminder.ID) async throws(RepositoryError) { unreachable() }
}

private func unreachable(_ function: String = #function) -> Never {
    fatalError("DIContainer.mock: a use case reached a placeholder repository (\(function))")
}
