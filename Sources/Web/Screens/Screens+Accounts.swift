import Domain
import Entities
import HTTPServer
import Presentation

extension Screens {
    /// The sign-in page (signed in already: straight on to `next`); a post signs in (the
    /// throttle, in `Domain`, counts the client address's failures and the account's).
    func signIn(_ action: SignInViewModel.Action, template: String, _ request: HTTPRequest, _ context: WebContext) async throws -> HTTPResponse {
        if case .onAppear(let next) = action, context.session != nil { return .redirect(to: Route(local: next).path) }
        let viewModel = SignInViewModel(useCases: accounts, strings: catalog(context), origin: context.clientAddress)
        await viewModel.send(action)
        return try answer(viewModel.state, template: template, nav: Navigation(), request: request, context: context)
    }

    /// The sign-up page (signed in already: straight on to `next`); a post makes the account and signs it in.
    func signUp(_ action: SignUpViewModel.Action, template: String, _ request: HTTPRequest, _ context: WebContext) async throws -> HTTPResponse {
        if case .onAppear(let next) = action, context.session != nil { return .redirect(to: Route(local: next).path) }
        let viewModel = SignUpViewModel(useCases: accounts, strings: catalog(context), origin: context.clientAddress)
        await viewModel.send(action)
        return try answer(viewModel.state, template: template, nav: Navigation(), request: request, context: context)
    }

    /// The page a reset link opens; a new password signs the person in (every other session ended).
    func resetPassword(_ action: ResetPasswordViewModel.Action, template: String, _ request: HTTPRequest, _ context: WebContext) async throws -> HTTPResponse {
        let viewModel = ResetPasswordViewModel(useCases: accounts, strings: catalog(context))
        await viewModel.send(action)
        return try answer(viewModel.state, template: template, nav: Navigation(), request: request, context: context)
    }

    /// The account page, its deletion question, and signing out: the person signed in's account.
    func accountPage(
        _ action: AccountViewModel.Action, template: String, nav: Navigation, _ request: HTTPRequest, _ context: WebContext
    ) async throws -> HTTPResponse {
        let session = try context.signedInSession()
        let viewModel = AccountViewModel(
            session: session, useCases: accounts.container(for: session.user), strings: catalog(context),
            origin: context.clientAddress, sendsMail: accounts.sendsMail
        )
        await viewModel.send(action)
        return try answer(viewModel.state, template: template, nav: nav, request: request, context: context)
    }

    /// The answer to an account screen's state: the page or redirect, with the session's cookie
    /// set or cleared as the screen says.
    private func answer<State: Encodable & Sendable>(
        _ state: State, template: String, nav: Navigation, request: HTTPRequest, context: WebContext
    ) throws -> HTTPResponse where State: SessionChanging {
        var response = try answer(state.outcome, state: state, template: template, nav: nav, request: request, context: context)
        let cookies = context.cookies
        switch state.sessionChange {
        case .started(let session)?: cookies.start(session, lifetime: accounts.sessionPolicy.absoluteTimeout, on: &response)
        case .ended?: cookies.end(on: &response)
        case nil: break
        }
        return response
    }
}

/// The states of the account screens: each says what became of the session.
protocol SessionChanging: HasOutcome {
    var sessionChange: SessionChange? { get }
}

extension SignInViewModel.State: SessionChanging {}
extension SignUpViewModel.State: SessionChanging {}
extension AccountViewModel.State: SessionChanging {}
extension ResetPasswordViewModel.State: SessionChanging {}
