import HTTPServer
import Presentation

/// One page of a list (`/lists/5`), the question before it is deleted (`/lists/5/delete`), and its
/// details: name, colour and icon (`/lists/5/details`).
enum ReminderListScreen: RowsScreen {
    static func viewModel(_ screens: Screens, _ request: HTTPRequest, _ context: WebContext) throws -> ReminderListViewModel {
        ReminderListViewModel(useCases: try screens.container(context), strings: screens.catalog(context))
    }

    static func appear(at route: Route) throws(HTTPError) -> ReminderListViewModel.Action {
        switch route {
        case .list(let id, let page, let showCompleted): .onAppear(listID: id, page: page, showCompleted: showCompleted)
        case .listDeletion(let id): .deleteListTapped(listID: id)
        case .listDetails(let id): .detailsOpened(listID: id)
        default: throw HTTPError(.methodNotAllowed)
        }
    }

    static func action(posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> ReminderListViewModel.Action {
        switch route {
        case .list(let id, let page, let showCompleted):
            try ReminderListForm.action(from: FormFields(form: form), listID: id, page: page, showCompleted: showCompleted)
        case .listDetails(let id): try ReminderListForm.detailsAction(from: form, listID: id)
        default: throw HTTPError(.methodNotAllowed)
        }
    }

    /// The list's import form posts a calendar file.
    static func action(uploaded form: MultipartForm, at route: Route) throws(HTTPError) -> ReminderListViewModel.Action {
        guard case .list(let id, _, _) = route else { throw HTTPError(.unsupportedMediaType) }
        return try ReminderListForm.action(uploaded: form, listID: id)
    }

    static func rowAction(in action: ReminderListViewModel.Action) -> ReminderRowAction? {
        guard case .row(let row, _, _, _) = action else { return nil }
        return row
    }

    static func template(at route: Route) -> String {
        switch route {
        case .listDeletion: "list-delete"
        case .listDetails: "list-details"
        default: "list"
        }
    }

    static func navigation(at route: Route, _ state: ReminderListViewModel.State) -> Navigation { Navigation(lists: true) }
}

extension ReminderListViewModel: ScreenViewModel {}
extension ReminderListViewModel.State: HasOutcome {}
