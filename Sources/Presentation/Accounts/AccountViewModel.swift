import Domain
import Entities

/// The account page of the person signed in: their display name, a new password, signing out
/// (here or everywhere else), and deleting the account after a confirmation page.
public final class AccountViewModel {
    /// The use cases the screen needs.
    public typealias UseCases = HasSignOutUseCase & HasSignOutOtherSessionsUseCase & HasChangeDisplayNameUseCase
        & HasChangePasswordUseCase & HasDeleteAccountUseCase & HasSendConfirmationUseCase

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Opened the account page.
        case onAppear
        /// Submitted the display name form.
        case saveDisplayNameTapped(displayName: String)
        /// Submitted the password form.
        case changePasswordTapped(currentPassword: String, newPassword: String)
        /// Pressed "Sign out everywhere else".
        case signOutOthersTapped
        /// Followed "Delete account…": the confirmation page.
        case deleteAccountTapped
        /// Confirmed the deletion with their password.
        case deleteAccountConfirmed(password: String)
        /// Pressed "Sign out".
        case signOutTapped
        /// Pressed "Send the link again" beside an unconfirmed address.
        case sendConfirmationTapped
    }

    /// What the page shows.
    public struct State: Sendable, Equatable {
        /// The page title: "Your account" (or the confirmation's question).
        public var title: String
        /// The address the account signs in with.
        public var email: String
        /// Whether the address is confirmed; when not, "Send the link again" shows.
        public var isEmailConfirmed: Bool
        /// What the page says of the address: confirmed, waiting for the link, or that this
        /// server sends no mail.
        public var emailStatus: String
        /// Whether "Send the link again" shows: the address is unconfirmed and mail goes out.
        public var canSendConfirmation: Bool
        /// The display name, as stored or as typed.
        public var displayName: String
        /// The confirmation page's message, naming the account.
        public var deletionMessage: String
        /// What the deletion does to each list the person shares, one sentence each: which
        /// editor takes it, or that it goes for everyone (`AccountDeletionPlan`).
        public var sharedListsFate: [String] = []
        /// The message beside each field that broke a rule.
        public var errors = FieldErrors.none
        /// What the web layer answers: the page, a redirect, or an error.
        public var outcome: Outcome = .none
        /// The session to take from the browser, once signed out or deleted.
        public var sessionChange: SessionChange?
    }

    /// The page's current state.
    public private(set) var state: State
    private let session: AuthenticatedSession
    private let useCases: any UseCases
    private let strings: StringCatalog
    private let origin: String

    /// A ViewModel for one request of the signed-in `session`.
    /// - Parameter sendsMail: whether the server sends mail (without, the address cannot be confirmed).
    public init(session: AuthenticatedSession, useCases: any UseCases, strings: StringCatalog, origin: String, sendsMail: Bool = true) {
        self.session = session
        self.useCases = useCases
        self.strings = strings
        self.origin = origin
        state = State(
            title: strings[.accountTitle], email: session.user.email, isEmailConfirmed: session.user.isEmailConfirmed,
            emailStatus: strings[session.user.isEmailConfirmed ? .emailConfirmed : sendsMail ? .emailUnconfirmed : .emailMailOff],
            canSendConfirmation: sendsMail && !session.user.isEmailConfirmed,
            displayName: session.user.displayName,
            deletionMessage: strings.string(.deleteAccountMessage, session.user.email)
        )
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        let userID = session.user.id
        do {
            switch action {
            case .onAppear:
                break
            case .saveDisplayNameTapped(let displayName):
                state.displayName = displayName
                _ = try await useCases.changeDisplayNameUseCase.execute(userID: userID, displayName: displayName)
                state.outcome = .redirect(.account, flash: FlashText(.displayNameSaved))
            case let .changePasswordTapped(currentPassword, newPassword):
                try await useCases.changePasswordUseCase.execute(session: session, currentPassword: currentPassword, newPassword: newPassword, origin: origin)
                state.outcome = .redirect(.account, flash: FlashText(.passwordChanged))
            case .signOutOthersTapped:
                let count = try await useCases.signOutOtherSessionsUseCase.execute(keeping: session)
                state.outcome = .redirect(.account, flash: FlashText(.otherSessionsEnded, .number(count)))
            case .deleteAccountTapped:
                state.title = strings[.deleteAccountTitle]
                state.sharedListsFate = try await sharedListsFate()
            case .deleteAccountConfirmed(let password):
                state.title = strings[.deleteAccountTitle]
                state.sharedListsFate = try await sharedListsFate()
                try await useCases.deleteAccountUseCase.execute(userID: userID, password: password, origin: origin)
                state.sessionChange = .ended
                state.outcome = .redirect(.signIn(), flash: FlashText(.accountDeleted))
            case .sendConfirmationTapped:
                state.outcome = .redirect(.account, flash: try await confirmationFlash())
            case .signOutTapped:
                try await useCases.signOutUseCase.execute(token: session.token)
                state.sessionChange = .ended
                state.outcome = .redirect(.signIn(), flash: FlashText(.signedOut))
            }
        } catch .invalid(let errors) {
            state.errors = FieldErrors(errors, strings: strings)
            state.outcome = .invalid
        } catch {
            state.outcome = Outcome(error, strings: strings)
        }
    }

    /// One sentence per shared list of the deletion's plan: who takes it, or that it goes.
    private func sharedListsFate() async throws(DomainError) -> [String] {
        let plan = try await useCases.deleteAccountUseCase.plan()
        return plan.handovers.map { strings.string(.deleteAccountHandover, $0.list.name, $0.successors[0].displayName) }
            + plan.deletions.map { strings.plural(.deleteAccountSharedListDeleted, count: $0.members, $0.list.name) }
    }

    /// The flash after "Send the link again": sent, confirmed already, too soon, or no mail.
    private func confirmationFlash() async throws(DomainError) -> FlashText {
        switch try await useCases.sendConfirmationUseCase.execute(for: session.user) {
        case .sent: FlashText(.confirmationSent, .text(session.user.email))
        case .alreadyConfirmed: FlashText(.emailConfirmed)
        case .tooSoon(let wait): FlashText(.confirmationTooSoon, .number((wait + 59) / 60))
        case .mailOff: FlashText(.emailMailOff)
        }
    }
}
