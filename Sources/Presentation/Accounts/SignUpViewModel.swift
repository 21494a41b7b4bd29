import Domain
import Entities

/// The sign-up page: email, display name and password, with the message of each broken rule.
public final class SignUpViewModel {
    /// The use cases the screen needs.
    public typealias UseCases = HasSignUpUseCase

    /// What the user did.
    public enum Action: Sendable, Equatable {
        /// Opened the page, on the way to `next` (the lists by default).
        case onAppear(next: Route)
        /// Submitted the form; `timeZone` is the browser's (set by the page's script), empty
        /// without one: the account then follows the server's.
        case signUpTapped(email: String, displayName: String, password: String, timeZone: String, next: Route)
    }

    /// What the page shows.
    public struct State: Sendable, Equatable {
        /// The page title: "Create an account".
        public var title: String
        /// The email as typed.
        public var email = ""
        /// The display name as typed (the password is never sent back).
        public var displayName = ""
        /// Where to go once signed up.
        public var next = Route.lists
        /// The message beside each field that broke a rule.
        public var errors = FieldErrors.none
        /// Whether the email has an account already: the page offers to sign in instead.
        public var isEmailTaken = false
        /// What the web layer answers: the page, a redirect, or an error.
        public var outcome: Outcome = .none
        /// The session to give the browser once signed up.
        public var sessionChange: SessionChange?
    }

    /// The page's current state.
    public private(set) var state: State
    private let useCases: any UseCases
    private let strings: StringCatalog
    private let origin: String

    /// A ViewModel for one request, from `origin` (the client address the throttle counts when a
    /// taken email's password is checked, as on the sign-in page). Without one, every such
    /// request counts against one shared origin.
    public init(useCases: any UseCases, strings: StringCatalog, origin: String = "") {
        self.useCases = useCases
        self.strings = strings
        self.origin = origin
        state = State(title: strings[.signUpTitle])
    }

    /// Handles what the user did.
    public func send(_ action: Action) async {
        switch action {
        case .onAppear(let next):
            state.next = next
        case let .signUpTapped(email, displayName, password, timeZone, next):
            state.email = email
            state.displayName = displayName
            state.next = next
            do {
                let signedUp = try await useCases.signUpUseCase.execute(
                    AccountDraft(email: email, displayName: displayName, password: password),
                    // The page's language is the one the browser asked for (or the default).
                    settings: UserSettings(language: strings.language, timeZone: timeZone.isEmpty ? nil : timeZone),
                    origin: origin
                )
                let session = signedUp.session
                state.sessionChange = .started(session)
                // Into an account that existed already (the form sent twice, say): greeted as signing in greets.
                let flash: StringKey = if case .signedIn = signedUp { .signedIn } else { .welcome }
                state.outcome = .redirect(next, flash: FlashText(flash, .text(session.user.displayName)))
            } catch .invalid(let errors) {
                state.errors = FieldErrors(errors, strings: strings)
                state.isEmailTaken = errors.issues[.email] == .duplicate
                state.outcome = .invalid
            } catch .tooManyAttempts(let wait) {
                // Sign-ups from this client, or wrong passwords for a taken address: one message.
                state.outcome = .tooManyAttempts(saying: .signUpTooManyAttempts, retryAfter: wait, strings: strings)
            } catch {
                state.outcome = Outcome(error, strings: strings)
            }
        }
    }
}
