import HTTPServer
import Presentation

/// A smart list (`/today`, `/scheduled`, `/flagged`, `/all`, `/completed`).
enum SmartListScreen: RowsScreen {
    static func viewModel(_ screens: Screens, _ request: HTTPRequest, _ context: WebContext) throws -> SmartListViewModel {
        SmartListViewModel(useCases: try screens.container(context), strings: screens.catalog(context))
    }

    static func appear(at route: Route) throws(HTTPError) -> SmartListViewModel.Action {
        guard case .smartList(let list, let page) = route else { throw HTTPError(.methodNotAllowed) }
        return .onAppear(list, page: page)
    }

    static func action(posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> SmartListViewModel.Action {
        guard case .smartList(let list, let page) = route else { throw HTTPError(.methodNotAllowed) }
        return try SmartListForm.action(from: FormFields(form: form), list: list, page: page)
    }

    static func rowAction(in action: SmartListViewModel.Action) -> ReminderRowAction? {
        guard case .row(let row, _, _) = action else { return nil }
        return row
    }

    static func template(at route: Route) -> String { "smart-list" }

    /// Each smart list is an entry of its own.
    static func navigation(at route: Route, _ state: SmartListViewModel.State) -> Navigation {
        switch route {
        case .smartList(.today, _): Navigation(today: true)
        case .smartList(.scheduled, _): Navigation(scheduled: true)
        case .smartList(.flagged, _): Navigation(flagged: true)
        case .smartList(.all, _): Navigation(all: true)
        case .smartList(.completed, _): Navigation(completed: true)
        default: Navigation()
        }
    }
}

extension SmartListViewModel: ScreenViewModel {}
extension SmartListViewModel.State: HasOutcome {}
