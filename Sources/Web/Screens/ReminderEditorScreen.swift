import HTTPServer
import Presentation

/// A reminder's editor (`/reminders/7/edit`).
enum ReminderEditorScreen: WebScreen {
    static func viewModel(_ screens: Screens, _ request: HTTPRequest, _ context: WebContext) throws -> ReminderEditorViewModel {
        ReminderEditorViewModel(useCases: try screens.container(context), strings: screens.catalog(context))
    }

    static func appear(at route: Route) throws(HTTPError) -> ReminderEditorViewModel.Action {
        guard case .reminder(let id) = route else { throw HTTPError(.methodNotAllowed) }
        return .onAppear(id: id)
    }

    static func action(posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> ReminderEditorViewModel.Action {
        guard case .reminder(let id) = route else { throw HTTPError(.methodNotAllowed) }
        return try ReminderEditorForm.action(from: FormFields(form: form), id: id)
    }

    static func template(at route: Route) -> String { "reminder-edit" }

    static func navigation(at route: Route, _ state: ReminderEditorViewModel.State) -> Navigation { Navigation(lists: true) }
}

extension ReminderEditorViewModel: ScreenViewModel {}
extension ReminderEditorViewModel.State: HasOutcome {}
