import Domain
import Entities

/// The page a reset link opens: a new password, once. A link that is used, expired or unknown
/// shows why, with a way to ask for a new one. A new password signs the person in (every other
/// session ended).
public final class ResetPasswordViewModel {
    /// The use cases the screen needs.
    public typealias UseCases = HasResetPasswordUseCase

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Followed the link of `token`.
        case onAppear(token: String)
        /// Sent a new password through the link of `token`.
        case savePasswordTapped(token: String, newPassword: String)
    }

    /// What the page shows.
    public struct State: Sendable, Equatable {
        /// The page title: "Choose a new password".
        public var title: String
        /// The link's token, posted back with the form.
        public var token = ""
        /// Why the link cannot be used; nil while it can (the form shows).
        public var linkProblem: String?
        /// The message beside the new password.
        public var errors = FieldErrors.none
        /// What the web layer answers: the page, a redirect, the link refused, or an error.
        public var outcome: Outcome = .none
        /// The new session, once the password is set.
        public var sessionChange: SessionChange?
    }

    /// The page's current state.
    public private(set) var state: State
    private let useCases: any UseCases
    private let strings: StringCatalog

    /// A ViewModel for one request.
    public init(useCases: any UseCases, strings: StringCatalog) {
        self.useCases = useCases
        self.strings = strings
        state = State(title: strings[.resetPasswordTitle])
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        do {
            switch action {
            case .onAppear(let token):
                state.token = token
                if let refusal = try await useCases.resetPasswordUseCase.refusal(of: token) { refuse(refusal) }
            case let .savePasswordTapped(token, newPassword):
                state.token = token
                switch try await useCases.resetPasswordUseCase.execute(token: token, newPassword: newPassword) {
                case .failure(let refusal):
                    refuse(refusal)
                case .success(let session):
                    state.sessionChange = .started(session)
                    state.outcome = .redirect(.lists, flash: strings[.passwordResetDone])
                }
            }
        } catch .invalid(let errors) {
            state.errors = FieldErrors(errors, strings: strings)
            state.outcome = .invalid
        } catch {
            state.outcome = Outcome(error, strings: strings)
        }
    }

    private func refuse(_ refusal: AccountLinkRefusal) {
        state.title = strings[.linkRefusedTitle]
        state.linkProblem = strings.message(for: refusal)
        state.outcome = .refused
    }
}
