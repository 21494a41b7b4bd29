import Domain
import Entities
import HTTPServer
import Presentation

extension Screens {
    /// The answer to an account screen's state: the page or redirect, with the session's cookie
    /// set or cleared as the screen says.
    func answer<State: Encodable>(
        _ state: State, template: String, nav: Navigation, at route: Route, request: HTTPRequest, context: WebContext
    ) async throws -> HTTPResponse where State: SessionChanging {
        var response = try await answer(state.outcome, state: state, template: template, nav: nav, at: route, request: request, context: context)
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
