import Entities
import HTTPServer
import Presentation
import Templating

/// A screen whose pages list reminders (a list, a smart list, a tag's page, search), whose rows'
/// actions can be answered in place: `app.js` posts a row's form with `X-Fragment`, and where the
/// action leaves the page as it was but for its rows (completing, flagging, deleting a reminder,
/// moving it to another list), the answer is a fragment instead of a redirect — the flash, the
/// sidebar with its counts, and the rows the action changed, from the same ViewModel, State and
/// row templates as the page (`Templates/fragments/<the page's template>.mustache`), each row as
/// the page now shows it or, gone from the page, an empty `data-gone` row of its id. Everything
/// else (and any post without the header) is answered as a page.
protocol RowsScreen: WebScreen where ViewModel.State: RowsPageState {
    /// The row action `action` carries, if it is one.
    static func rowAction(in action: ViewModel.Action) -> ReminderRowAction?
}

extension RowsScreen {
    static func respond(
        sending action: ViewModel.Action, at route: Route, _ screens: Screens, _ request: HTTPRequest, _ context: WebContext
    ) async throws -> HTTPResponse {
        guard request.headers[Fragment.header] != nil, let changed = rowAction(in: action)?.reminderAnsweredInPlace else {
            return try await show(action, at: route, screens, request, context)
        }
        let state = try await state(after: action, screens, request, context)
        if case .redirect(let destination, let flash, let undo) = state.outcome, destination == route,
            let fragment = try await fragment(
                changing: changed, at: route, flash: flash.map { FlashMessage($0, undo: undo) }, screens, request, context
            )
        {
            return fragment
        }
        return try await answer(state, at: route, screens, request, context)
    }

    /// The page at `route` read again as opening it would, cut to the rows an action on reminder
    /// `changed` may have changed; nil when it cannot be read (the redirect then shows why).
    private static func fragment(
        changing changed: Reminder.ID, at route: Route, flash: FlashMessage?, _ screens: Screens, _ request: HTTPRequest,
        _ context: WebContext
    ) async throws -> HTTPResponse? {
        var state = try await state(after: try appear(at: route), screens, request, context)
        guard state.outcome == .none else { return nil }
        let kept = state.rowsChanged(by: changed)
        let gone = state.pageRows.contains { $0.id == changed } ? [] : [changed]
        state.keepRows(kept)
        let sidebar = try await screens.sidebar(at: route, context, beside: state)
        return try screens.renderer.fragment(
            Fragment.folder + template(at: route), state.rowsPart, flash: flash, sidebar: sidebar, gone: gone, context: context
        )
    }
}

/// How a fragment is asked for and answered.
enum Fragment {
    /// The request header `app.js` sends with a form posted in place, and the response header of
    /// an answer that is a fragment rather than a page.
    static let header = "X-Fragment"
    /// Where the screens' fragment templates are, each named as its page's template.
    static let folder = "fragments/"
}

extension ReminderRowAction {
    /// The reminder whose row the action changes in place, for the actions whose page is
    /// otherwise unchanged; nil for those that bring a row back or reorder rows (Undo, restore,
    /// Keep as text, a move within the order), which are answered with the whole page.
    var reminderAnsweredInPlace: Reminder.ID? {
        switch self {
        case .toggled(let id, _), .flagToggled(let id, _), .deleted(let id), .moved(let id, _): id
        case .completionUndone, .restored, .keptAsText, .repositioned: nil
        }
    }
}

/// A page's state that lists reminder rows.
protocol RowsPageState {
    /// What the page's fragment template reads of the state: the page's rows and what they are
    /// written with (the list page's add form, details and orders are not written for a fragment).
    associatedtype RowsPart: TemplateWritable = Self
    var rowsPart: RowsPart { get }
    /// The page's rows, in order.
    var pageRows: [ReminderRow] { get }
    /// Whether its rows are moved by hand (Move up and Move down).
    var movesRowsByHand: Bool { get }
    /// Keeps only the rows of `ids`, in their places.
    mutating func keepRows(_ ids: Set<Reminder.ID>)
}

extension RowsPageState where RowsPart == Self {
    var rowsPart: Self { self }
}

extension RowsPageState {
    /// The rows an action on reminder `id` may have changed: its own, every parent's (its
    /// progress, "2 of 5"), and in a manual order the open rows at its ends (a row that became
    /// first or last loses Move up or Move down).
    func rowsChanged(by id: Reminder.ID) -> Set<Reminder.ID> {
        var ids: Set = [id]
        for row in pageRows where row.progressText != nil { ids.insert(row.id) }
        if movesRowsByHand {
            for row in pageRows where !row.isSubtask && !row.isCompleted && (row.moveUpLabel == nil || row.moveDownLabel == nil) {
                ids.insert(row.id)
            }
        }
        return ids
    }
}

extension ReminderListViewModel.State: RowsPageState {
    var rowsPart: ListRows { ListRows(state: self) }
    var pageRows: [ReminderRow] { rows }
    var movesRowsByHand: Bool { isManualOrder }
    mutating func keepRows(_ ids: Set<Reminder.ID>) { rows.removeAll { !ids.contains($0.id) } }
}

extension SmartListViewModel.State: RowsPageState {
    var pageRows: [ReminderRow] { sections.flatMap(\.rows) }
    var movesRowsByHand: Bool { false }
    mutating func keepRows(_ ids: Set<Reminder.ID>) {
        for index in sections.indices { sections[index].rows.removeAll { !ids.contains($0.id) } }
    }
}

extension TagViewModel.State: RowsPageState {
    var pageRows: [ReminderRow] { rows }
    var movesRowsByHand: Bool { false }
    mutating func keepRows(_ ids: Set<Reminder.ID>) { rows.removeAll { !ids.contains($0.id) } }
}

extension SearchViewModel.State: RowsPageState {
    var pageRows: [ReminderRow] { rows }
    var movesRowsByHand: Bool { false }
    mutating func keepRows(_ ids: Set<Reminder.ID>) { rows.removeAll { !ids.contains($0.id) } }
}
