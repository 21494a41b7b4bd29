import Domain
import Entities
import HTTPServer
import Presentation

extension Screens {
    /// `GET /sign-in` shows the form (signed in: straight to `next`); `POST` signs in, throttled.
    func signIn(_ request: HTTPRequest) async throws -> HTTPResponse {
        let context = RequestContext.current
        let viewModel = SignInViewModel(useCases: accounts, strings: catalog)
        guard request.method == .post else {
            let next = try SignInForm.next(request.typedQuery())
            if context.session != nil { return .redirect(to: LocalPath.sanitized(next)) }
            await viewModel.send(.onAppear(next: next))
            return try answer(viewModel.state.outcome, state: viewModel.state, template: "sign-in", nav: Navigation(), request: request)
        }
        let action = try SignInForm.action(from: request.formFields())
        guard case .signInTapped(let email, _, _) = action else { throw HTTPError(.badRequest) }
        let account = EmailRule.normalized(email)
        if let wait = throttle.retryAfter(account: account, address: context.clientAddress) {
            let minutes = (wait + 59) / 60
            throw HTTPError(.tooManyRequests, catalog.string("Error.TooManyRequests.message", minutes), headers: ["Retry-After": String(wait)])
        }
        await viewModel.send(action)
        if viewModel.state.error != nil {
            throttle.recordFailure(account: account, address: context.clientAddress)
        } else if case .started = viewModel.state.sessionChange {
            throttle.recordSuccess(account: account)
        }
        return try answer(viewModel.state, template: "sign-in", nav: Navigation(), request: request)
    }

    /// `GET /sign-up` shows the form; `POST` creates the account and signs it in.
    func signUp(_ request: HTTPRequest) async throws -> HTTPResponse {
        let viewModel = SignUpViewModel(useCases: accounts, strings: catalog)
        if request.method == .post {
            await viewModel.send(try SignUpForm.action(from: request.formFields()))
        } else {
            let next = try SignInForm.next(request.typedQuery())
            if RequestContext.current.session != nil { return .redirect(to: next) }
            await viewModel.send(.onAppear(next: next))
        }
        return try answer(viewModel.state, template: "sign-up", nav: Navigation(), request: request)
    }

    /// `GET /account` shows the account; `POST` renames, changes the password or signs out elsewhere.
    func account(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await accountPage(request, template: "account", action: request.method == .post ? AccountForm.action(from: request.formFields()) : .onAppear)
    }

    /// `GET /account/delete` asks to confirm the deletion; `POST` deletes the account with its password.
    func confirmAccountDeletion(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await accountPage(request, template: "account-delete", action: request.method == .post ? AccountForm.action(from: request.formFields()) : .deleteAccountTapped)
    }

    /// `POST /sign-out` ends the session on the server and in the browser.
    func signOut(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await accountPage(request, template: "account", action: AccountForm.signOutAction(from: request.formFields()))
    }

    private func accountPage(_ request: HTTPRequest, template: String, action: AccountViewModel.Action) async throws -> HTTPResponse {
        let session = try signedInSession()
        let viewModel = AccountViewModel(session: session, useCases: accounts.container(for: session.user.id), strings: catalog)
        await viewModel.send(action)
        return try answer(viewModel.state, template: template, nav: Navigation(account: true), request: request)
    }

    /// The answer to an account screen's state: the page or redirect, with the session's cookie
    /// set or cleared as the screen says.
    private func answer<State: Encodable & Sendable>(
        _ state: State, template: String, nav: Navigation, request: HTTPRequest
    ) throws -> HTTPResponse where State: SessionChanging {
        var response = try answer(state.outcome, state: state, template: template, nav: nav, request: request)
        let cookies = SessionCookies(isHTTPS: RequestContext.current.isHTTPS)
        switch state.sessionChange {
        case .started(let session)?: cookies.start(session, lifetime: accounts.sessionPolicy.absoluteTimeout, on: &response)
        case .ended?: cookies.end(on: &response)
        case nil: break
        }
        return response
    }
}

/// The states of the account screens: each says what became of the session.
protocol SessionChanging {
    var outcome: Outcome { get }
    var sessionChange: SessionChange? { get }
}

extension SignInViewModel.State: SessionChanging {}
extension SignUpViewModel.State: SessionChanging {}
extension AccountViewModel.State: SessionChanging {}
