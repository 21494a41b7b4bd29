import HTTPServer
import Presentation

/// The sign-up page (`/sign-up?next=…`); a post makes the account and signs it in.
enum SignUpScreen: WebScreen {
    static func viewModel(_ screens: Screens, _ request: HTTPRequest, _ context: WebContext) throws -> SignUpViewModel {
        SignUpViewModel(useCases: screens.accounts, strings: screens.catalog(context), origin: context.clientAddress)
    }

    static func appear(at route: Route) throws(HTTPError) -> SignUpViewModel.Action {
        guard case .signUp(let next) = route else { throw HTTPError(.methodNotAllowed) }
        return .onAppear(next: next)
    }

    static func action(posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> SignUpViewModel.Action {
        try SignUpForm.action(from: form)
    }

    static func template(at route: Route) -> String { "sign-up" }

    /// Signed in already: straight on to `next`.
    static func respond(
        sending action: SignUpViewModel.Action, at route: Route, _ screens: Screens, _ request: HTTPRequest, _ context: WebContext
    ) async throws -> HTTPResponse {
        if case .onAppear(let next) = action, context.session != nil { return .redirect(to: next.path) }
        return try await show(action, at: route, screens, request, context)
    }
}

extension SignUpViewModel: ScreenViewModel {}
extension SignUpViewModel.State: SessionChanging {}
