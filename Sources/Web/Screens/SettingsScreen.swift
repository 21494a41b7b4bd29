import HTTPServer
import Presentation

/// The settings (`/settings`): language, time zone, first day of the week, default list,
/// notifications, devices; feedback.
enum SettingsScreen: WebScreen {
    static func viewModel(_ screens: Screens, _ request: HTTPRequest, _ context: WebContext) throws -> SettingsViewModel {
        SettingsViewModel(
            session: try context.signedInSession(), useCases: try screens.container(context), strings: screens.catalog(context),
            catalogs: screens.renderer.localizations.all.map(\.catalog), userAgent: request.headers["User-Agent"] ?? "",
            sendsMail: screens.accounts.sendsMail, origin: context.clientAddress
        )
    }

    static func appear(at route: Route) throws(HTTPError) -> SettingsViewModel.Action { .onAppear }

    static func action(posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> SettingsViewModel.Action {
        try SettingsForm.action(from: FormFields(form: form))
    }

    static func template(at route: Route) -> String { "settings" }

    static func navigation(at route: Route, _ state: SettingsViewModel.State) -> Navigation { Navigation(settings: true) }
}

extension SettingsViewModel: ScreenViewModel {}
extension SettingsViewModel.State: HasOutcome {}
