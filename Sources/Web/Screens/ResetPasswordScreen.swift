import HTTPServer
import Presentation

/// The page a reset link opens (`/reset-password?token=…`); a new password signs the person in
/// (every other session ended).
enum ResetPasswordScreen: WebScreen {
    static func viewModel(_ screens: Screens, _ request: HTTPRequest, _ context: WebContext) throws -> ResetPasswordViewModel {
        ResetPasswordViewModel(useCases: screens.accounts, strings: screens.catalog(context), catalogs: screens.catalogs)
    }

    static func appear(at route: Route) throws(HTTPError) -> ResetPasswordViewModel.Action {
        guard case .resetPassword(let token) = route else { throw HTTPError(.methodNotAllowed) }
        return .onAppear(token: token)
    }

    static func action(posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> ResetPasswordViewModel.Action {
        try ResetPasswordForm.action(from: FormFields(form: form))
    }

    static func template(at route: Route) -> String { "reset-password" }
}

extension ResetPasswordViewModel: ScreenViewModel {}
extension ResetPasswordViewModel.State: SessionChanging {}
