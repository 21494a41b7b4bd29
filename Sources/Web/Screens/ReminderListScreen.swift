import HTTPServer
import Presentation

/// One page of a list (`/lists/5`), and the question before it is deleted (`/lists/5/delete`).
enum ReminderListScreen: WebScreen {
    static func viewModel(_ screens: Screens, _ request: HTTPRequest, _ context: WebContext) throws -> ReminderListViewModel {
        ReminderListViewModel(useCases: try screens.container(context), strings: screens.catalog(context))
    }

    static func appear(at route: Route) throws(HTTPError) -> ReminderListViewModel.Action {
        switch route {
        case .list(let id, let page, let showCompleted): .onAppear(listID: id, page: page, showCompleted: showCompleted)
        case .listDeletion(let id): .deleteListTapped(listID: id)
        default: throw HTTPError(.methodNotAllowed)
        }
    }

    static func action(posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> ReminderListViewModel.Action {
        guard case .list(let id, let page, let showCompleted) = route else { throw HTTPError(.methodNotAllowed) }
        return try ReminderListForm.action(from: FormFields(form: form), listID: id, page: page, showCompleted: showCompleted)
    }

    /// The list's import form posts a calendar file.
    static func action(uploaded form: MultipartForm, at route: Route) throws(HTTPError) -> ReminderListViewModel.Action {
        guard case .list(let id, _, _) = route else { throw HTTPError(.unsupportedMediaType) }
        return try ReminderListForm.action(uploaded: form, listID: id)
    }

    static func template(at route: Route) -> String {
        if case .listDeletion = route { "list-delete" } else { "list" }
    }

    static func navigation(at route: Route, _ state: ReminderListViewModel.State) -> Navigation { Navigation(lists: true) }
}

extension ReminderListViewModel: ScreenViewModel {}
extension ReminderListViewModel.State: HasOutcome {}
