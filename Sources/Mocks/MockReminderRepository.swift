import Domain
import Entities
import Foundation

/// A `ReminderRepository` whose every method is a `MockMethod`: stub it, then read its calls.
///
/// ```swift
/// let reminders = MockReminderRepository(onUnconfigured: { Issue.record(Comment(rawValue: $0)) })
/// reminders.add.returns(.fixture())
/// _ = try await AddReminderInteractor(repository: reminders, access: .fixture(), clock: clock).execute(.fixture(), listID: 1)
/// #expect(reminders.add.calls == [.init(draft: .fixture(), listID: 1, createdAt: fixtureDate)])
/// ```
public final class MockReminderRepository: ReminderRepository, Sendable {
    /// `reminder(id:)`, recording the id.
    public let reminder: MockMethod<Reminder.ID, Reminder>
    /// `listPage(_:includeCompleted:page:)`.
    public let listPage: MockMethod<ListPageCall, ReminderListPage>
    /// `reminders(in:today:page:)`.
    public let remindersInSmartList: MockMethod<SmartListCall, Page<Reminder>>
    /// `overview(today:)`, recording the day.
    public let overview: MockMethod<LocalDate, ReminderOverview>
    /// `reminders(matching:page:)`.
    public let remindersMatching: MockMethod<MatchingCall, Page<Reminder>>
    /// `reminders(taggedWith:includeCompleted:page:)`.
    public let remindersTagged: MockMethod<TaggedCall, Page<Reminder>>
    /// `tagCounts()`.
    public let tagCounts: MockMethod<Void, [TagCount]>
    /// `add(_:toList:createdAt:)`.
    public let add: MockMethod<AddCall, Reminder>
    /// `update(id:with:movingTo:)`.
    public let update: MockMethod<UpdateCall, Reminder>
    /// `move(id:toList:)`.
    public let move: MockMethod<MoveCall, Reminder>
    /// `setCompletion(id:completedAt:)`.
    public let setCompletion: MockMethod<SetCompletionCall, Reminder>
    /// `setFlag(id:isFlagged:)`.
    public let setFlag: MockMethod<SetFlagCall, Reminder>
    /// `delete(id:at:)`.
    public let delete: MockMethod<DeleteCall, Int>
    /// `restore(id:deletedSince:)`.
    public let restore: MockMethod<RestoreCall, Reminder>
    /// `subtasks(of:)`, recording the parent's id.
    public let subtasks: MockMethod<Reminder.ID, [Reminder]>
    /// `titles(of:)`, recording the ids.
    public let titles: MockMethod<[Reminder.ID], [Reminder.ID: String]>
    /// `reposition(id:to:)`.
    public let reposition: MockMethod<RepositionCall, Reminder>

    /// A mock with no method configured; a call to one reports to `onUnconfigured` (by default: an issue in the running test), then throws.
    public init(onUnconfigured: @escaping @Sendable (String) -> Void = recordUnconfigured) {
        func method<A, O>(_ name: String) -> MockMethod<A, O> {
            MockMethod(name: "MockReminderRepository.\(name)", onUnconfigured: onUnconfigured)
        }
        reminder = method("reminder")
        listPage = method("listPage")
        remindersInSmartList = method("remindersInSmartList")
        overview = method("overview")
        remindersMatching = method("remindersMatching")
        remindersTagged = method("remindersTagged")
        tagCounts = method("tagCounts")
        add = method("add")
        update = method("update")
        move = method("move")
        setCompletion = method("setCompletion")
        setFlag = method("setFlag")
        delete = method("delete")
        restore = method("restore")
        subtasks = method("subtasks")
        titles = method("titles")
        reposition = method("reposition")
    }

    public func reminder(id: Reminder.ID) async throws(RepositoryError) -> Reminder {
        try await reminder.invoke(id)
    }

    public func listPage(
        _ listID: ReminderList.ID, includeCompleted: Bool, page: PageRequest, overviewOn today: LocalDate?
    ) async throws(RepositoryError) -> ReminderListPage {
        try await listPage.invoke(ListPageCall(listID: listID, includeCompleted: includeCompleted, page: page, overviewOn: today))
    }

    public func reminders(in smartList: SmartList, today: LocalDate, page: PageRequest) async throws(RepositoryError) -> Page<Reminder> {
        try await remindersInSmartList.invoke(SmartListCall(smartList: smartList, today: today, page: page))
    }

    public func overview(today: LocalDate) async throws(RepositoryError) -> ReminderOverview {
        try await overview.invoke(today)
    }

    public func reminders(matching text: String, page: PageRequest) async throws(RepositoryError) -> Page<Reminder> {
        try await remindersMatching.invoke(MatchingCall(text: text, page: page))
    }

    public func reminders(taggedWith tag: Tag, includeCompleted: Bool, page: PageRequest) async throws(RepositoryError) -> Page<Reminder> {
        try await remindersTagged.invoke(TaggedCall(tag: tag, includeCompleted: includeCompleted, page: page))
    }

    public func tagCounts() async throws(RepositoryError) -> [TagCount] {
        try await tagCounts.invoke(())
    }

    public func add(_ draft: ReminderDraft, toList listID: ReminderList.ID, createdAt: Date) async throws(RepositoryError) -> Reminder {
        try await add.invoke(AddCall(draft: draft, listID: listID, createdAt: createdAt))
    }

    public func update(id: Reminder.ID, with draft: ReminderDraft, movingTo listID: ReminderList.ID?) async throws(RepositoryError) -> Reminder {
        try await update.invoke(UpdateCall(id: id, draft: draft, listID: listID))
    }

    public func move(id: Reminder.ID, toList listID: ReminderList.ID) async throws(RepositoryError) -> Reminder {
        try await move.invoke(MoveCall(id: id, listID: listID))
    }

    public func setCompletion(id: Reminder.ID, completedAt: Date?) async throws(RepositoryError) -> Reminder {
        try await setCompletion.invoke(SetCompletionCall(id: id, completedAt: completedAt))
    }

    public func setFlag(id: Reminder.ID, isFlagged: Bool) async throws(RepositoryError) -> Reminder {
        try await setFlag.invoke(SetFlagCall(id: id, isFlagged: isFlagged))
    }

    @discardableResult
    public func delete(id: Reminder.ID, at deletedAt: Date) async throws(RepositoryError) -> Int {
        try await delete.invoke(DeleteCall(id: id, deletedAt: deletedAt))
    }

    public func subtasks(of parentID: Reminder.ID) async throws(RepositoryError) -> [Reminder] {
        try await subtasks.invoke(parentID)
    }

    public func titles(of ids: [Reminder.ID]) async throws(RepositoryError) -> [Reminder.ID: String] {
        try await titles.invoke(ids)
    }

    public func restore(id: Reminder.ID, deletedSince: Date) async throws(RepositoryError) -> Reminder {
        try await restore.invoke(RestoreCall(id: id, deletedSince: deletedSince))
    }

    public func reposition(id: Reminder.ID, to placement: ReminderPlacement) async throws(RepositoryError) -> Reminder {
        try await reposition.invoke(RepositionCall(id: id, placement: placement))
    }
}
