import Domain
import Entities

/// The sidebar of every signed-in page: the smart lists with their counts, then the person's lists
/// with their look and open count, the page's own entry marked. The web front builds it once
/// for every page it renders (not each screen), from one read (`FetchOverviewUseCase`).
public final class SidebarViewModel {
    /// The use cases the sidebar needs.
    public typealias UseCases = HasFetchOverviewUseCase

    /// What happened.
    public enum Action: Sendable, Equatable {
        /// A page at `current` is shown; with the `overview` its own read brought (a list's page,
        /// `PageOverview`), the sidebar reads none.
        case onAppear(current: Route, overview: ReminderOverview? = nil)
    }

    /// The sidebar's current state.
    public internal(set) var state = State()
    let useCases: any UseCases
    let strings: StringCatalog

    /// A ViewModel for one request.
    public init(useCases: any UseCases, strings: StringCatalog) {
        self.useCases = useCases
        self.strings = strings
    }

    /// Handles what happened. When storage fails the sidebar still links every smart list, without
    /// counts or lists: the page says what failed, if it failed too.
    public func send(_ action: Action) async {
        switch action {
        case .onAppear(let current, let known):
            var overview = known
            if overview == nil { overview = try? await useCases.fetchOverviewUseCase.execute() }
            let marked = current.sidebarEntry
            let hasSharedList = overview?.lists.contains(where: \.hasMembers) == true
            state.smartLists = SmartList.allCases.filter { !$0.needsSharedList || hasSharedList }.map { smartList in
                let route = Route.smartList(smartList)
                return SidebarEntry(
                    title: strings.string(smartList.titleKey), count: overview?.count(of: smartList), route: route,
                    isCurrent: route == marked
                )
            }
            state.lists = (overview?.lists ?? []).map { summary in
                let route = Route.list(summary.id)
                return SidebarEntry(
                    title: summary.list.name, count: summary.openCount, route: route, look: ListLook(summary.list),
                    sharedMark: strings.sharedMark(summary), isCurrent: route == marked
                )
            }
        }
    }
}

extension SidebarViewModel {
    /// What the sidebar shows.
    public struct State: Sendable, Equatable {
        /// Today, Scheduled, Flagged, All and Completed, in that order, then Assigned to Me for
        /// someone with a shared list.
        public var smartLists: [SidebarEntry] = []
        /// The person's lists, by name.
        public var lists: [SidebarEntry] = []
    }
}

/// A link of the sidebar: a smart list or a list, with its count.
public struct SidebarEntry: Sendable, Equatable {
    /// "Today", or the list's name.
    public var title: String
    /// How many reminders it holds (open ones; Completed's, completed ones); nil when not known.
    public var count: Int?
    /// Where it leads.
    public var route: Route
    /// A list's icon in its colour; none for a smart list.
    public var look: ListLook?
    /// "shared with Ada, Bea" for a list with members (marked as such, naming the others on
    /// it); nil otherwise.
    public var sharedMark: String?
    /// Whether the page shown is this entry's (`aria-current="page"`).
    public var isCurrent = false

    /// An entry.
    public init(title: String, count: Int?, route: Route, look: ListLook? = nil, sharedMark: String? = nil, isCurrent: Bool = false) {
        self.title = title
        self.count = count
        self.route = route
        self.look = look
        self.sharedMark = sharedMark
        self.isCurrent = isCurrent
    }
}

extension Route {
    /// The sidebar entry a page at this route belongs to: a smart list's, whatever its page; a
    /// list's, for its page, details and deletion question; none for any other page.
    var sidebarEntry: Route? {
        switch self {
        case .smartList(let smartList, _): .smartList(smartList)
        case .list(let id, _, _), .listDetails(let id), .listDeletion(let id), .listShare(let id): .list(id)
        default: nil
        }
    }
}

/// The state of a page whose own read brought the person's overview, which its sidebar shows
/// instead of reading it again.
public protocol PageOverview {
    var overview: ReminderOverview? { get }
}

extension ReminderListViewModel.State: PageOverview {}
