import HTTPServer
import Presentation

/// Asks for a password reset link (`/forgot-password`).
enum ForgotPasswordScreen: WebScreen {
    static func viewModel(_ screens: Screens, _ request: HTTPRequest, _ context: WebContext) throws -> ForgotPasswordViewModel {
        ForgotPasswordViewModel(useCases: screens.accounts, strings: screens.catalog(context), origin: context.clientAddress)
    }

    static func appear(at route: Route) throws(HTTPError) -> ForgotPasswordViewModel.Action { .onAppear }

    static func action(posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> ForgotPasswordViewModel.Action {
        try ForgotPasswordForm.action(from: FormFields(form: form))
    }

    static func template(at route: Route) -> String { "forgot-password" }
}

extension ForgotPasswordViewModel: ScreenViewModel {}
extension ForgotPasswordViewModel.State: HasOutcome {}
