import Entities

/// The use cases that come before a session — sign up, sign in, and finding the session a
/// browser's token names — and the factory of the `DIContainer` of one signed-in person.
///
/// The web front holds one of these for the app's life, and asks it for a container per request:
/// `container(for: user.id)` gives use cases whose repositories see that person's lists and
/// reminders only, so someone else's id is `notFound` exactly like one that does not exist.
public struct AccountsContainer: Sendable, HasSignUpUseCase, HasSignInUseCase, HasResolveSessionUseCase, HasResolveAlertLinkUseCase,
    HasRequestPasswordResetUseCase, HasResetPasswordUseCase, HasConfirmEmailUseCase, HasSendConfirmationUseCase {
    public var signUpUseCase: any SignUpUseCase
    public var signInUseCase: any SignInUseCase
    public var resolveSessionUseCase: any ResolveSessionUseCase
    /// Finds the person (and reminder) a sealed link of an alert or the summary names.
    public var resolveAlertLinkUseCase: any ResolveAlertLinkUseCase
    public var requestPasswordResetUseCase: any RequestPasswordResetUseCase
    public var resetPasswordUseCase: any ResetPasswordUseCase
    public var confirmEmailUseCase: any ConfirmEmailUseCase
    public var sendConfirmationUseCase: any SendConfirmationUseCase
    /// Whether the server sends mail (pages say so where it matters).
    public var sendsMail: Bool
    /// How long sessions live (the web front sets its cookie's lifetime from it).
    public var sessionPolicy: SessionPolicy
    /// Seals the signed-out form token and the flash message with the server's signature.
    public var seal: TextSeal
    private let makeContainer: @Sendable (User) -> DIContainer

    /// Wires the account interactors to `dependencies`.
    /// - Parameter container: builds the container of one person, scoped to their data, with a
    ///   clock in their time zone.
    public init(dependencies: AccountDependencies, container: @escaping @Sendable (User) -> DIContainer) {
        signUpUseCase = SignUpInteractor(dependencies: dependencies)
        signInUseCase = SignInInteractor(dependencies: dependencies)
        resolveSessionUseCase = ResolveSessionInteractor(sessions: dependencies.sessions, clock: dependencies.clock, policy: dependencies.policy)
        requestPasswordResetUseCase = RequestPasswordResetInteractor(dependencies: dependencies)
        resetPasswordUseCase = ResetPasswordInteractor(dependencies: dependencies, tokens: dependencies.mail?.tokens)
        confirmEmailUseCase = ConfirmEmailInteractor(tokens: dependencies.mail?.tokens, clock: dependencies.clock)
        sendConfirmationUseCase = SendConfirmationInteractor(dependencies: dependencies)
        sendsMail = dependencies.mail?.sendsMail ?? false
        sessionPolicy = dependencies.policy
        seal = TextSeal(signer: dependencies.signer)
        resolveAlertLinkUseCase = ResolveAlertLinkInteractor(users: dependencies.users, seal: seal)
        makeContainer = container
    }

    /// The use cases of the signed-in person `user`: their lists, reminders and account only,
    /// on a clock in their time zone.
    public func container(for user: User) -> DIContainer {
        makeContainer(user)
    }
}
