import HTTPServer
import Presentation

/// Confirms an address through a mailed link (`/confirm-email?token=…`).
enum ConfirmEmailScreen: WebScreen {
    static func viewModel(_ screens: Screens, _ request: HTTPRequest, _ context: WebContext) throws -> ConfirmEmailViewModel {
        ConfirmEmailViewModel(useCases: screens.accounts, strings: screens.catalog(context), catalogs: screens.catalogs)
    }

    static func appear(at route: Route) throws(HTTPError) -> ConfirmEmailViewModel.Action {
        guard case .confirmEmail(let token) = route else { throw HTTPError(.methodNotAllowed) }
        return .onAppear(token: token)
    }

    static func action(posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> ConfirmEmailViewModel.Action {
        try ConfirmEmailForm.action(from: FormFields(form: form))
    }

    static func template(at route: Route) -> String { "confirm-email" }
}

extension ConfirmEmailViewModel: ScreenViewModel {}
extension ConfirmEmailViewModel.State: HasOutcome {}
