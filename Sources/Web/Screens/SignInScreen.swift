import HTTPServer
import Presentation

/// The sign-in page (`/sign-in?next=…`); a post signs in (the throttle, in `Domain`, counts the
/// client address's failures and the account's).
enum SignInScreen: WebScreen {
    static func viewModel(_ screens: Screens, _ request: HTTPRequest, _ context: WebContext) throws -> SignInViewModel {
        SignInViewModel(useCases: screens.accounts, strings: screens.catalog(context), origin: context.clientAddress)
    }

    static func appear(at route: Route) throws(HTTPError) -> SignInViewModel.Action {
        guard case .signIn(let next) = route else { throw HTTPError(.methodNotAllowed) }
        return .onAppear(next: next)
    }

    static func action(posted form: URLEncodedForm, at route: Route) throws(HTTPError) -> SignInViewModel.Action {
        try SignInForm.action(from: form)
    }

    static func template(at route: Route) -> String { "sign-in" }

    /// Signed in already: straight on to `next`.
    static func respond(
        sending action: SignInViewModel.Action, at route: Route, _ screens: Screens, _ request: HTTPRequest, _ context: WebContext
    ) async throws -> HTTPResponse {
        if case .onAppear(let next) = action, context.session != nil { return .redirect(to: next.path) }
        return try await show(action, at: route, screens, request, context)
    }
}

extension SignInViewModel: ScreenViewModel {}
extension SignInViewModel.State: SessionChanging {}
