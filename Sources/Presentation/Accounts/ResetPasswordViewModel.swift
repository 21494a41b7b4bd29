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
    public struct State: Sendable, Equatable, LinkPageState {
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
        /// The language of the person the link is for, which the page speaks once it knows
        /// whose the link is, whoever opens it (`StringCatalogs`, rule 1); nil: the request's.
        public var language: String?
    }

    /// The page's current state.
    public internal(set) var state: State
    private let useCases: any UseCases
    var strings: StringCatalog
    /// Every language's catalog; nil: the page speaks `strings` throughout.
    let catalogs: StringCatalogs?

    /// A ViewModel for one request, speaking `strings` (the request's language) until it knows
    /// whose the link is, then that person's language among `catalogs`.
    public init(useCases: any UseCases, strings: StringCatalog, catalogs: StringCatalogs? = nil) {
        self.useCases = useCases
        self.strings = strings
        self.catalogs = catalogs
        state = State(title: strings[.resetPasswordTitle])
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        do {
            switch action {
            case .onAppear(let token):
                state.token = token
                guard try await speakToHolder(of: token) else { return }
            case let .savePasswordTapped(token, newPassword):
                state.token = token
                // The page speaks the holder's language even when it shows the password's rules.
                guard try await speakToHolder(of: token) else { return }
                switch try await useCases.resetPasswordUseCase.execute(token: token, newPassword: newPassword) {
                case .failure(let refusal):
                    refuse(refusal)
                case .success(let session):
                    state.sessionChange = .started(session)
                    state.outcome = .redirect(.lists, flash: FlashText(.passwordResetDone))
                }
            }
        } catch .invalid(let errors) {
            state.errors = FieldErrors(errors, strings: strings)
            state.outcome = .invalid
        } catch {
            state.outcome = Outcome(error, strings: strings)
        }
    }

    /// Speaks the language of the person the link of `token` is for, from now on; false (the
    /// page refused) when the link cannot be used.
    private func speakToHolder(of token: String) async throws(DomainError) -> Bool {
        switch try await useCases.resetPasswordUseCase.holder(of: token) {
        case .failure(let refusal):
            refuse(refusal)
            return false
        case .success(let user):
            speak(to: user)
            return true
        }
    }

    private func refuse(_ refusal: AccountLinkRefusal) {
        state.title = strings[.linkRefusedTitle]
        state.linkProblem = strings.message(for: refusal)
        state.outcome = .refused
    }
}

extension ResetPasswordViewModel: LinkPageViewModel {
    static var titleKey: StringKey { .resetPasswordTitle }
}
