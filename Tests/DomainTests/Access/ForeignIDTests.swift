import Domain
import Entities
import Foundation
import Mocks
import Testing

/// Every use case of a person's container that takes a list or reminder id, given an id of
/// another person's (which the store cannot tell from one that does not exist): each is
/// `notFound`, as for a missing id, after asking the access policy, and reads or changes nothing;
/// given a list where the person's role lacks what the use case needs, `forbidden`, and the same.
///
/// The rows are checked against the container itself: a use case it holds that is neither a row
/// of `cases` nor named in `takesNoListOrReminderID` fails `everyUseCaseOfTheContainer_isInTheTable`.
struct ForeignIDTests {
    /// The id that is another person's; any other is the person's own.
    static let foreign: Int64 = 99

    /// One use case, run with a foreign id.
    struct Case: Sendable, CustomTestStringConvertible {
        /// The container's property.
        let useCase: String
        /// What the use case needs of the person on the list.
        let needs: ListPermission
        /// What the policy must have been asked about.
        let asked: [ListAccessTarget]
        /// Whether the use case's read carries the person's role from its own snapshot (the list
        /// page), so that the store, holding no role for the person there, answers `notFound`.
        var readsTheRoleWithThePage = false
        let run: @Sendable (DIContainer) async throws -> Void

        var testDescription: String { "\(useCase) \(asked)" }
    }

    static let draft = ReminderDraft.fixture(title: "Pay rent")
    static let file = Data("BEGIN:VCALENDAR".utf8)

    static let cases: [Case] = [
        Case(useCase: "fetchListUseCase", needs: .read, asked: [.list(foreign)]) { _ = try await $0.fetchListUseCase.execute(id: foreign) },
        Case(useCase: "updateListUseCase", needs: .administer, asked: [.list(foreign)]) {
            _ = try await $0.updateListUseCase.execute(id: foreign, ReminderListDraft(name: "Mine now", color: .red, icon: .star))
        },
        Case(useCase: "deleteListUseCase", needs: .administer, asked: [.list(foreign)]) { try await $0.deleteListUseCase.execute(id: foreign) },
        Case(useCase: "setListSortOrderUseCase", needs: .administer, asked: [.list(foreign)]) {
            _ = try await $0.setListSortOrderUseCase.execute(id: foreign, order: .title)
        },
        Case(useCase: "fetchRemindersUseCase", needs: .read, asked: [], readsTheRoleWithThePage: true) {
            _ = try await $0.fetchRemindersUseCase.execute(listID: foreign, includeCompleted: false, page: PageRequest())
        },
        Case(useCase: "exportListUseCase", needs: .read, asked: [.list(foreign)]) { _ = try await $0.exportListUseCase.execute(listID: foreign) },
        Case(useCase: "importRemindersUseCase", needs: .change, asked: [.list(foreign)]) {
            _ = try await $0.importRemindersUseCase.execute(listID: foreign, file: file)
        },
        Case(useCase: "addReminderUseCase", needs: .change, asked: [.list(foreign)]) { _ = try await $0.addReminderUseCase.execute(draft, listID: foreign) },
        Case(useCase: "addReminderFromTextUseCase", needs: .change, asked: [.list(foreign)]) {
            _ = try await $0.addReminderFromTextUseCase.execute("Buy milk tomorrow", to: .list(foreign))
        },
        Case(useCase: "keepQuickAddAsTextUseCase", needs: .change, asked: [.reminder(foreign)]) {
            _ = try await $0.keepQuickAddAsTextUseCase.execute(id: foreign, text: "Buy milk tomorrow", destination: .list(1))
        },
        Case(useCase: "fetchReminderUseCase", needs: .read, asked: [.reminder(foreign)]) { _ = try await $0.fetchReminderUseCase.execute(id: foreign) },
        Case(useCase: "fetchSubtasksUseCase", needs: .read, asked: [.reminder(foreign)]) {
            _ = try await $0.fetchSubtasksUseCase.execute(parentID: foreign)
        },
        Case(useCase: "updateReminderUseCase", needs: .change, asked: [.reminder(foreign)]) {
            _ = try await $0.updateReminderUseCase.execute(id: foreign, draft, movingTo: nil)
        },
        Case(useCase: "updateReminderUseCase", needs: .change, asked: [.reminder(5), .list(foreign)]) {
            _ = try await $0.updateReminderUseCase.execute(id: 5, draft, movingTo: foreign)
        },
        Case(useCase: "moveReminderUseCase", needs: .change, asked: [.reminder(foreign)]) {
            _ = try await $0.moveReminderUseCase.execute(id: foreign, toList: 2)
        },
        Case(useCase: "moveReminderUseCase", needs: .change, asked: [.reminder(5), .list(foreign)]) {
            _ = try await $0.moveReminderUseCase.execute(id: 5, toList: foreign)
        },
        Case(useCase: "setReminderCompletedUseCase", needs: .change, asked: [.reminder(foreign)]) {
            _ = try await $0.setReminderCompletedUseCase.execute(id: foreign, isCompleted: true)
        },
        Case(useCase: "undoCompletionUseCase", needs: .change, asked: [.reminder(foreign)]) {
            _ = try await $0.undoCompletionUseCase.execute(id: foreign, occurrence: 6)
        },
        Case(useCase: "undoCompletionUseCase", needs: .change, asked: [.reminder(5), .reminder(foreign)]) {
            _ = try await $0.undoCompletionUseCase.execute(id: 5, occurrence: foreign)
        },
        Case(useCase: "setReminderFlaggedUseCase", needs: .change, asked: [.reminder(foreign)]) {
            _ = try await $0.setReminderFlaggedUseCase.execute(id: foreign, isFlagged: true)
        },
        Case(useCase: "deleteReminderUseCase", needs: .change, asked: [.reminder(foreign)]) { try await $0.deleteReminderUseCase.execute(id: foreign) },
        Case(useCase: "restoreReminderUseCase", needs: .change, asked: [.reminder(foreign)]) { _ = try await $0.restoreReminderUseCase.execute(id: foreign) },
        Case(useCase: "addSubtaskUseCase", needs: .change, asked: [.reminder(foreign)]) { _ = try await $0.addSubtaskUseCase.execute(draft, parentID: foreign) },
        Case(useCase: "repositionReminderUseCase", needs: .change, asked: [.reminder(foreign)]) {
            _ = try await $0.repositionReminderUseCase.execute(id: foreign, to: .up)
        },
        Case(useCase: "fetchListShareUseCase", needs: .read, asked: [.list(foreign)]) { _ = try await $0.fetchListShareUseCase.execute(listID: foreign) },
        Case(useCase: "inviteToListUseCase", needs: .administer, asked: [.list(foreign)]) {
            try await $0.inviteToListUseCase.execute(listID: foreign, email: "sam@example.com", role: .editor, inviter: .fixture())
        },
        Case(useCase: "manageListMembersUseCase", needs: .administer, asked: [.list(foreign)]) {
            try await $0.manageListMembersUseCase.execute(listID: foreign, .setRole(2, .viewer))
        },
        Case(useCase: "manageListMembersUseCase", needs: .administer, asked: [.list(foreign)]) {
            try await $0.manageListMembersUseCase.execute(listID: foreign, .remove(2))
        },
        Case(useCase: "manageListMembersUseCase", needs: .administer, asked: [.list(foreign)]) {
            try await $0.manageListMembersUseCase.execute(listID: foreign, .withdraw(3))
        },
        Case(useCase: "manageListMembersUseCase", needs: .administer, asked: [.list(foreign)]) {
            try await $0.manageListMembersUseCase.execute(listID: foreign, .transfer(to: 2))
        },
        Case(useCase: "leaveListUseCase", needs: .read, asked: [.list(foreign)]) { try await $0.leaveListUseCase.execute(listID: foreign, person: 1) },
        Case(useCase: "setListPreferencesUseCase", needs: .read, asked: [.list(foreign)]) {
            try await $0.setListPreferencesUseCase.execute(listID: foreign, preferences: ListPreferences())
        },
    ]

    /// The use cases that take no list or reminder id from the request, each with why.
    static let takesNoListOrReminderID: [String: String] = [
        "fetchListSummariesUseCase": "every list of the person's",
        "fetchOverviewUseCase": "the counts of the person's lists and smart lists",
        "createListUseCase": "a new list",
        "fetchSmartListUseCase": "the person's reminders by a rule",
        "fetchPeopleNamesUseCase": "the names of people by account id, which the store answers only for those who share a list with the person",
        "searchRemindersUseCase": "the person's reminders by text",
        "readQuickAddTextUseCase": "a typed line, read with the names of the person's own lists; nothing is added",
        "fetchTaggedRemindersUseCase": "the person's reminders by tag",
        "fetchTagCountsUseCase": "the person's tags",
        "fetchParentTitlesUseCase": "the parents of a page already read, those not the person's left out by the store",
        "addReminderFromSmartListUseCase": "the default list of the settings, asked of the policy (the first list instead when refused), added to through addReminderUseCase",
        "updateSettingsUseCase": "a default list, asked of the policy and refused as malformed (as before) rather than not found",
        "signOutUseCase": "the session", "signOutOtherSessionsUseCase": "the sessions", "changeDisplayNameUseCase": "the account",
        "changePasswordUseCase": "the account", "sendConfirmationUseCase": "the account", "deleteAccountUseCase": "the account",
        "sendFeedbackUseCase": "the account", "exportAccountUseCase": "the account",
        "subscribePushUseCase": "the account's devices", "fetchPushDevicesUseCase": "the account's devices",
        "removePushDeviceUseCase": "a device, bound to the account by its store",
        "fetchInvitationsUseCase": "the invitations to the person's own address",
        "answerInvitationUseCase": "an invitation, bound to the person's own address by its store",
    ]

    /// A person's container over stores where id `foreign` is someone else's: every repository
    /// call but the access query is recorded in `reached`, and answered with a failure.
    struct World {
        let reached = RecordedCalls()
        let access = MockListAccessRepository()
        let reminders: MockReminderRepository
        let container: DIContainer

        /// A world where the person is `role` on the foreign list (nil: a stranger to it).
        init(roleOnForeign role: ListRole? = nil) {
            let record: @Sendable (String) -> Void = { [reached] in reached.append($0) }
            access.role.stub { target throws(RepositoryError) in
                switch target {
                case .list(ForeignIDTests.foreign), .reminder(ForeignIDTests.foreign): role
                case .list, .reminder: .owner
                }
            }
            let clock = FixedCalendarClock()
            reminders = MockReminderRepository(onUnconfigured: record)
            container = DIContainer(
                lists: MockReminderListRepository(onUnconfigured: record), reminders: reminders,
                unitOfWork: RecordingUnitOfWork(record: record),
                archive: ArchiveDependencies(
                    archives: MockReminderArchiveRepository(onUnconfigured: record), accountFormat: FakeAccountExportFormat(),
                    fileFormat: FakeReminderFileFormat()
                ),
                clock: clock, accounts: AccountWorld().dependencies, feedback: FeedbackDependencies(queue: MockFeedbackQueueRepository(onUnconfigured: record)),
                push: PushDependencies(subscriptions: InMemoryPushSubscriptions(), keys: FakePushKeyValidator(), policy: .fixture),
                access: access, members: MockListMembershipRepository(onUnconfigured: record)
            )
        }
    }

    @Test(arguments: cases)
    func aForeignID_isNotFound_andNothingIsReadOrChanged(_ useCase: Case) async {
        let world = World()
        if useCase.readsTheRoleWithThePage { world.reminders.listPage.fails(with: .notFound) }

        await #expect(throws: DomainError.notFound) { try await useCase.run(world.container) }

        #expect(world.access.role.calls == useCase.asked)
        #expect(world.reached.all.isEmpty)
    }

    @Test(arguments: cases.filter { $0.needs != .read })
    func aRoleWithoutThePermission_isForbidden_andNothingIsReadOrChanged(_ useCase: Case) async throws {
        // The most a person may do on a list without the permission: an editor's, a viewer's.
        // They can see the list, so the refusal says so rather than hide it.
        let role = try #require(ListRole.allCases.first { !$0.permissions.contains(useCase.needs) })
        let world = World(roleOnForeign: role)

        await #expect(throws: DomainError.forbidden) { try await useCase.run(world.container) }

        #expect(world.access.role.calls == useCase.asked)
        #expect(world.reached.all.isEmpty)
    }

    @Test func everyUseCaseOfTheContainer_isInTheTable() {
        let useCases = Set(Mirror(reflecting: World().container).children.compactMap(\.label).filter { $0.hasSuffix("UseCase") })
        let inTable = Set(Self.cases.map(\.useCase)).union(Self.takesNoListOrReminderID.keys)

        #expect(useCases.subtracting(inTable).sorted() == [], "a use case of the container is in neither table")
        #expect(inTable.subtracting(useCases).sorted() == [], "a row names no use case of the container")
    }
}

/// Calls that reached a store, by name.
final class RecordedCalls: Sendable {
    private let calls = Shared<[String]>([])

    func append(_ call: String) { calls.withLock { $0.append(call) } }

    var all: [String] { calls.current }
}

/// A unit of work that records that it was run, and runs nothing.
struct RecordingUnitOfWork: UnitOfWork {
    let record: @Sendable (String) -> Void

    func run<T: Sendable>(_ work: @escaping @Sendable (any StoreTransaction) throws(RepositoryError) -> T) async throws(RepositoryError) -> T {
        record("UnitOfWork.run")
        throw .unavailable("UnitOfWork.run")
    }
}
