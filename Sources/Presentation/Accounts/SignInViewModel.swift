import Domain
import Entities

/// The sign-in page: email and password, one message for every wrong pair, and the page asked
/// for before signing in to go back to.
public final class SignInViewModel {
    /// The use cases the screen needs.
    public typealias UseCases = HasSignInUseCase

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Opened the page, on the way to `next` (the lists by default).
        case onAppear(next: Route)
        /// Submitted the form.
        case signInTapped(email: String, password: String, next: Route)
    }

    /// What the page shows.
    public struct State: Sendable, Equatable {
        /// The page title: "Sign in".
        public var title: String
        /// The email as typed (the password is never sent back).
        public var email = ""
        /// Where to go once signed in.
        public var next = Route.lists
        /// The message above the form when the email and password matched no account.
        public var error: String?
        /// What the web layer answers: the page, a redirect, or an error.
        public var outcome: Outcome = .none
        /// The session to give the browser once signed in.
        public var sessionChange: SessionChange?
    }

    /// The page's current state.
    public private(set) var state: State
    private let useCases: any UseCases
    private let strings: StringCatalog
    private let origin: String

    /// A ViewModel for one request, from `origin` (the client address the throttle counts).
    public init(useCases: any UseCases, strings: StringCatalog, origin: String) {
        self.useCases = useCases
        self.strings = strings
        self.origin = origin
        state = State(title: strings[.signInTitle])
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        switch action {
        case .onAppear(let next):
            state.next = next
        case let .signInTapped(email, password, next):
            state.email = email
            state.next = next
            do {
                let session = try await useCases.signInUseCase.execute(email: email, password: password, origin: origin)
                state.sessionChange = .started(session)
                state.outcome = .redirect(next, flash: FlashText(.signedIn, .text(session.user.displayName)))
            } catch .invalidCredentials {
                state.error = strings[.invalidCredentials]
                state.outcome = .invalid
            } catch {
                state.outcome = Outcome(error, strings: strings)
            }
        }
    }
}
