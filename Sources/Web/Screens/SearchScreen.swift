import HTTPServer
import Presentation

/// The search (`/search?q=milk`).
enum SearchScreen: RowsScreen {
    static func viewModel(_ screens: Screens, _ request: HTTPRequest, _ context: WebContext) throws -> SearchViewModel {
        SearchViewModel(useCases: try screens.container(context), strings: screens.catalog(context))
    }

    static func appear(at route: Route) throws(HTTPError) -> SearchViewModel.Action {
        guard case .search(let query, let page) = route else { throw HTTPError(.methodNotAllowed) }
        return .onAppear(query: query, page: page)
    }

    static func action(posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> SearchViewModel.Action {
        guard case .search(let query, let page) = route else { throw HTTPError(.methodNotAllowed) }
        return try SearchForm.action(from: FormFields(form: form), query: query, page: page)
    }

    static func rowAction(in action: SearchViewModel.Action) -> ReminderRowAction? {
        guard case .row(let row, _, _) = action else { return nil }
        return row
    }

    static func template(at route: Route) -> String { "search" }

    /// The search box in the header keeps the query.
    static func navigation(at route: Route, _ state: SearchViewModel.State) -> Navigation { Navigation(query: state.query) }
}

extension SearchViewModel: ScreenViewModel {}
extension SearchViewModel.State: HasOutcome {}
