import HTTPServer
import Presentation

/// The open reminders with a tag (`/tags/home`).
enum TagScreen: RowsScreen {
    static func viewModel(_ screens: Screens, _ request: HTTPRequest, _ context: WebContext) throws -> TagViewModel {
        TagViewModel(useCases: try screens.container(context), strings: screens.catalog(context))
    }

    static func appear(at route: Route) throws(HTTPError) -> TagViewModel.Action {
        guard case .tag(let name, let page) = route else { throw HTTPError(.methodNotAllowed) }
        return .onAppear(tag: name, page: page)
    }

    static func action(posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> TagViewModel.Action {
        guard case .tag(let name, let page) = route else { throw HTTPError(.methodNotAllowed) }
        return try TagForm.action(from: FormFields(form: form), tag: name, page: page)
    }

    static func rowAction(in action: TagViewModel.Action) -> ReminderRowAction? {
        guard case .row(let row, _, _) = action else { return nil }
        return row
    }

    static func template(at route: Route) -> String { "tag" }

    static func navigation(at route: Route, _ state: TagViewModel.State) -> Navigation { Navigation(lists: true) }
}

extension TagViewModel: ScreenViewModel {}
extension TagViewModel.State: HasOutcome {}
