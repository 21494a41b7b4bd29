import HTTPServer
import Presentation

/// The lists a reminder can move to (`/reminders/7/move?back=…`), one button each.
enum MoveReminderScreen: WebScreen {
    static func viewModel(_ screens: Screens, _ request: HTTPRequest, _ context: WebContext) throws -> MoveReminderViewModel {
        MoveReminderViewModel(useCases: try screens.container(context), strings: screens.catalog(context))
    }

    static func appear(at route: Route) throws(HTTPError) -> MoveReminderViewModel.Action {
        guard case .moveReminder(let id, let back) = route else { throw HTTPError(.methodNotAllowed) }
        return .onAppear(id: id, back: back)
    }

    /// The row's own move action (`moveReminder` with `toListID`), for the reminder of the address alone.
    static func action(posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> MoveReminderViewModel.Action {
        guard case .moveReminder(let id, let back) = route else { throw HTTPError(.methodNotAllowed) }
        guard case .moved(let posted, let toListID) = try ReminderRowForm.required(from: FormFields(form: form), offering: .move) else {
            throw .badRequest("not a move")
        }
        guard posted == id else { throw .badRequest("a move of another reminder than the page's") }
        return .listChosen(id: id, toListID: toListID, back: back)
    }

    static func template(at route: Route) -> String { "reminder-move" }

    static func navigation(at route: Route, _ state: MoveReminderViewModel.State) -> Navigation { Navigation(lists: true) }
}

extension MoveReminderViewModel: ScreenViewModel {}
extension MoveReminderViewModel.State: HasOutcome {}
