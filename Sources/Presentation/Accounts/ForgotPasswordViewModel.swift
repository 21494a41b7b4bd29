import Domain
import Entities

/// The "Forgot your password?" page: an address, and always the same answer once sent, whether
/// or not an account has it.
public final class ForgotPasswordViewModel {
    /// The use cases the screen needs.
    public typealias UseCases = HasRequestPasswordResetUseCase

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Opened the page.
        case onAppear
        /// Sent the form with `email`.
        case sendLinkTapped(email: String)
    }

    /// What the page shows.
    public struct State: Sendable, Equatable {
        /// The page title: "Reset your password".
        public var title: String
        /// The address as typed.
        public var email = ""
        /// The answer once sent ("If an account has this address…"); nil before.
        public var sentMessage: String?
        /// The message beside the address.
        public var errors = FieldErrors.none
        /// What the web layer answers: the page, a redirect, or an error.
        public var outcome: Outcome = .none
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
        state = State(title: strings[.forgotPasswordTitle])
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        switch action {
        case .onAppear:
            break
        case .sendLinkTapped(let email):
            state.email = email
            do {
                try await useCases.requestPasswordResetUseCase.execute(email: email, origin: origin)
                // The answer on the page itself, not after a redirect: sending the form again
                // only sends the same answer (and counts against the throttle).
                state.sentMessage = strings.string(.forgotPasswordSent, EmailRule.normalized(email))
            } catch .invalid(let errors) {
                state.errors = FieldErrors(errors, strings: strings)
                state.outcome = .invalid
            } catch .tooManyAttempts(let wait) {
                state.outcome = .tooManyAttempts(saying: .forgotPasswordTooManyRequests, retryAfter: wait, strings: strings)
            } catch {
                state.outcome = Outcome(error, strings: strings)
            }
        }
    }
}
