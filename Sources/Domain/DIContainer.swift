/// Every use case the screens need, plus the clock: the one value a composition root builds
/// (`real(configuration:)` in the app, `mock(…)` in Mocks) and hands to the ViewModels.
public struct DIContainer: Sendable, HasCalendarClock,
    HasFetchListSummariesUseCase, HasFetchListUseCase, HasCreateListUseCase, HasRenameListUseCase, HasDeleteListUseCase,
    HasFetchRemindersUseCase, HasFetchReminderUseCase, HasAddReminderUseCase, HasUpdateReminderUseCase,
    HasMoveReminderUseCase, HasSetReminderCompletedUseCase, HasDeleteReminderUseCase,
    HasFetchSmartListUseCase, HasSearchRemindersUseCase {
    public var calendarClock: any CalendarClock
    public var fetchListSummariesUseCase: any FetchListSummariesUseCase
    public var fetchListUseCase: any FetchListUseCase
    public var createListUseCase: any CreateListUseCase
    public var renameListUseCase: any RenameListUseCase
    public var deleteListUseCase: any DeleteListUseCase
    public var fetchRemindersUseCase: any FetchRemindersUseCase
    public var fetchReminderUseCase: any FetchReminderUseCase
    public var addReminderUseCase: any AddReminderUseCase
    public var updateReminderUseCase: any UpdateReminderUseCase
    public var moveReminderUseCase: any MoveReminderUseCase
    public var setReminderCompletedUseCase: any SetReminderCompletedUseCase
    public var deleteReminderUseCase: any DeleteReminderUseCase
    public var fetchSmartListUseCase: any FetchSmartListUseCase
    public var searchRemindersUseCase: any SearchRemindersUseCase

    /// Wires every interactor to the given repositories and clock.
    public init(lists: any ReminderListRepository, reminders: any ReminderRepository, clock: any CalendarClock) {
        calendarClock = clock
        fetchListSummariesUseCase = FetchListSummariesInteractor(repository: lists)
        fetchListUseCase = FetchListInteractor(repository: lists)
        createListUseCase = CreateListInteractor(repository: lists)
        renameListUseCase = RenameListInteractor(repository: lists)
        deleteListUseCase = DeleteListInteractor(repository: lists)
        fetchRemindersUseCase = FetchRemindersInteractor(repository: reminders)
        fetchReminderUseCase = FetchReminderInteractor(repository: reminders)
        addReminderUseCase = AddReminderInteractor(repository: reminders, clock: clock)
        updateReminderUseCase = UpdateReminderInteractor(repository: reminders)
        moveReminderUseCase = MoveReminderInteractor(repository: reminders)
        setReminderCompletedUseCase = SetReminderCompletedInteractor(repository: reminders, clock: clock)
        deleteReminderUseCase = DeleteReminderInteractor(repository: reminders)
        fetchSmartListUseCase = FetchSmartListInteractor(repository: reminders, clock: clock)
        searchRemindersUseCase = SearchRemindersInteractor(repository: reminders)
    }
}
