import HTTPServer
import Presentation

/// Every list (`/`); a post creates one.
enum ListsOverviewScreen: WebScreen {
    static func viewModel(_ screens: Screens, _ request: HTTPRequest, _ context: WebContext) throws -> ListsOverviewViewModel {
        ListsOverviewViewModel(person: try context.signedInSession().user, useCases: try screens.container(context), strings: screens.catalog(context))
    }

    static func appear(at route: Route) throws(HTTPError) -> ListsOverviewViewModel.Action { .onAppear }

    static func action(posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> ListsOverviewViewModel.Action {
        try ListsOverviewForm.action(from: FormFields(form: form))
    }

    static func template(at route: Route) -> String { "lists" }

    static func navigation(at route: Route, _ state: ListsOverviewViewModel.State) -> Navigation { Navigation(lists: true) }
}

extension ListsOverviewViewModel: ScreenViewModel {}
extension ListsOverviewViewModel.State: HasOutcome {}
