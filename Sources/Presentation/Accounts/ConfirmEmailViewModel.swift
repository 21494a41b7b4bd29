import Domain
import Entities

/// The page a confirmation link opens: a button that confirms the address (opening the link
/// changes nothing), then the account page saying so. A link that is used, expired or unknown shows why.
public final class ConfirmEmailViewModel {
    /// The use cases the screen needs.
    public typealias UseCases = HasConfirmEmailUseCase

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Followed the link of `token`.
        case onAppear(token: String)
        /// Pressed "Confirm" on the page of `token`.
        case confirmTapped(token: String)
    }

    /// What the page shows.
    public struct State: Sendable, Equatable, LinkPageState {
        /// The page title: "Confirm your address".
        public var title: String
        /// The link's token, posted back with the button.
        public var token = ""
        /// Why the link cannot be used; nil while it can.
        public var linkProblem: String?
        /// What the web layer answers: the page, a redirect, the link refused, or an error.
        public var outcome: Outcome = .none
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
        state = State(title: strings[.confirmEmailTitle])
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        do {
            switch action {
            case .onAppear(let token):
                state.token = token
                switch try await useCases.confirmEmailUseCase.holder(of: token) {
                case .failure(let refusal): refuse(refusal)
                case .success(let user): speak(to: user)
                }
            case .confirmTapped(let token):
                state.token = token
                switch try await useCases.confirmEmailUseCase.execute(token: token) {
                case .failure(let refusal): refuse(refusal)
                // The account page says so; signed out, the sign-in page shows the flash.
                case .success(let user):
                    speak(to: user)
                    state.outcome = .redirect(.account, flash: FlashText(.emailConfirmedFlash, .text(user.email)))
                }
            }
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

extension ConfirmEmailViewModel: LinkPageViewModel {
    static var titleKey: StringKey { .confirmEmailTitle }
}
