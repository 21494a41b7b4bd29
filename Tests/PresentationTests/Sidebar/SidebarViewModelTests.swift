import Domain
import Entities
import Mocks
@testable import Presentation
import Testing

struct SidebarViewModelTests {
    private let overview = ReminderOverview(
        lists: [
            ReminderListSummary(list: .fixture(id: 1, name: "Groceries"), openCount: 3),
            ReminderListSummary(list: .fixture(id: 2, name: "Work", color: .green, icon: .work), openCount: 1),
        ],
        counts: [.today: 1, .scheduled: 2, .flagged: 0, .all: 4, .completed: 7]
    )

    private func smartLists(counts: [Int?], current: SmartList? = nil) -> [SidebarEntry] {
        zip(SmartList.allCases, ["Today", "Scheduled", "Flagged", "All", "Completed"]).enumerated().map { index, pair in
            SidebarEntry(title: pair.1, count: counts[index], route: .smartList(pair.0), isCurrent: pair.0 == current)
        }
    }

    private func viewModel(_ fetch: MockFetchOverviewUseCase) -> SidebarViewModel {
        SidebarViewModel(useCases: DIContainer.mock(fetchOverview: fetch), strings: strings)
    }

    @Test func onAppear_onASmartListsPage_showsEveryCount_andMarksThatSmartList() async {
        let fetch = MockFetchOverviewUseCase(returning: overview)
        let sidebar = viewModel(fetch)

        await sidebar.send(.onAppear(current: .smartList(.today, page: 3)))

        #expect(sidebar.state == SidebarViewModel.State(
            smartLists: smartLists(counts: [1, 2, 0, 4, 7], current: .today),
            lists: [
                SidebarEntry(title: "Groceries", count: 3, route: .list(1), look: ListLook()),
                SidebarEntry(title: "Work", count: 1, route: .list(2), look: ListLook(color: .green, icon: .work)),
            ]
        ))
        #expect(fetch.stub.calls.count == 1)
    }

    @Test func onAppear_withTheOverviewThePagesReadBrought_showsIt_withoutAReadOfItsOwn() async {
        let fetch = MockFetchOverviewUseCase(returning: ReminderOverview())
        let sidebar = viewModel(fetch)

        await sidebar.send(.onAppear(current: .list(2), overview: overview))

        #expect(sidebar.state == SidebarViewModel.State(
            smartLists: smartLists(counts: [1, 2, 0, 4, 7]),
            lists: [
                SidebarEntry(title: "Groceries", count: 3, route: .list(1), look: ListLook()),
                SidebarEntry(title: "Work", count: 1, route: .list(2), look: ListLook(color: .green, icon: .work), isCurrent: true),
            ]
        ))
        #expect(fetch.stub.calls.isEmpty)
    }

    @Test(arguments: [Route.list(2, page: 2, showCompleted: true), .listDetails(2), .listDeletion(2)])
    func onAppear_onAListsPages_marksThatList(current: Route) async {
        let sidebar = viewModel(MockFetchOverviewUseCase(returning: overview))

        await sidebar.send(.onAppear(current: current))

        #expect(sidebar.state.smartLists == smartLists(counts: [1, 2, 0, 4, 7]))
        #expect(sidebar.state.lists.map(\.isCurrent) == [false, true])
    }

    @Test(arguments: [Route.lists, .settings, .reminder(1), .search(query: "milk")])
    func onAppear_onAnyOtherPage_marksNothing(current: Route) async {
        let sidebar = viewModel(MockFetchOverviewUseCase(returning: overview))

        await sidebar.send(.onAppear(current: current))

        #expect(!sidebar.state.smartLists.contains(where: \.isCurrent) && !sidebar.state.lists.contains(where: \.isCurrent))
        #expect(sidebar.state.lists.count == 2)
    }

    @Test func onAppear_whenStorageFails_stillLinksEverySmartList_withoutCountsOrLists() async {
        let sidebar = viewModel(MockFetchOverviewUseCase(failing: .unavailable("disk")))

        await sidebar.send(.onAppear(current: .smartList(.completed)))

        #expect(sidebar.state == SidebarViewModel.State(
            smartLists: smartLists(counts: [nil, nil, nil, nil, nil], current: .completed), lists: []
        ))
    }

    @Test func everySmartList_hasItsTitleAndEmptyState_inEveryLanguage() throws {
        let keys = SmartList.allCases.flatMap { [$0.titleKey, $0.emptyTitleKey, $0.emptyMessageKey] }

        for catalog in try StringCatalog.bundledInEveryLanguage() {
            #expect(catalog.missingKeys(keys) == [])
        }
        #expect(keys.prefix(3) == ["SmartList.Today.title", "SmartList.Today.emptyTitle", "SmartList.Today.emptyMessage"])
    }
}

extension SidebarViewModelTests {
    @Test func aListWithMembers_isMarkedShared_namingTheOthersOnIt_whoeverOwnsIt() async {
        let overview = ReminderOverview(
            lists: [
                ReminderListSummary(list: .fixture(id: 1, name: "Groceries"), openCount: 3, hasMembers: true, people: ["Bea", "Cy"]),
                ReminderListSummary(list: .fixture(id: 2, name: "Team"), openCount: 1, isShared: true, people: ["Ada"]),
                ReminderListSummary(list: .fixture(id: 3, name: "Work"), openCount: 0),
            ],
            counts: [:]
        )
        let sidebar = SidebarViewModel(useCases: DIContainer.mock(fetchOverview: MockFetchOverviewUseCase(returning: overview)), strings: strings)

        await sidebar.send(.onAppear(current: .lists))

        #expect(sidebar.state.lists.map(\.sharedMark) == ["shared with Bea, Cy", "shared with Ada", nil])
    }

    @Test func assignedToMe_isOffered_onlyToSomeoneWithASharedList_withItsCount() async {
        let shared = ReminderOverview(
            lists: [ReminderListSummary(list: .fixture(id: 1, name: "Groceries"), openCount: 3, hasMembers: true)],
            counts: [.today: 1, .scheduled: 2, .flagged: 0, .all: 3, .completed: 7, .assigned: 2]
        )
        let sidebar = SidebarViewModel(useCases: DIContainer.mock(fetchOverview: MockFetchOverviewUseCase(returning: shared)), strings: strings)

        await sidebar.send(.onAppear(current: .smartList(.assigned)))

        #expect(sidebar.state.smartLists.map(\.title) == ["Today", "Scheduled", "Flagged", "All", "Completed", "Assigned to Me"])
        #expect(sidebar.state.smartLists.last == SidebarEntry(title: "Assigned to Me", count: 2, route: .smartList(.assigned), isCurrent: true))
    }
}
