import Entities

/// Creates an account and signs it in: a plausible email, a display name of 1–50 characters, a
/// password of 8–128 characters that is not one of the most common.
///
/// An email that has an account already is a duplicate, unless the password is that account's:
/// then the person is signed in to it, exactly as signing in would (the same throttle, counting
/// `origin`, the client address; a wrong password counts as a failed sign-in). A sign-up takes
/// seconds of hashing, so a double click sends the form twice; the second request then signs in
/// instead of failing.
///
/// Whether an address has an account shows (the duplicate's answer; a new account is signed in
/// at once, which no answer for a taken address can copy), so sign-ups are throttled instead: 5
/// per address or 20 per `origin` in 15 minutes, valid or not, answer `tooManyAttempts` — trying
/// addresses is as slow as guessing passwords.
///
/// `settings` are what the browser suggests for the new account (its language, its time zone):
/// one the app does not have falls back to the default (`SettingsPolicy.suggested`). A new
/// account starts with one list, named in its language (`SettingsPolicy.firstListName(in:)`),
/// its default list, made in the same transaction as the account: whatever front signs a person
/// up, Today has somewhere to add to from the first minute.
public protocol SignUpUseCase: Sendable {
    func execute(_ draft: AccountDraft, settings: UserSettings, origin: String) async throws(DomainError) -> SignUpOutcome
}

public protocol HasSignUpUseCase {
    var signUpUseCase: any SignUpUseCase { get }
}

/// Validates the draft and counts the attempt; for a taken email signs in with the password (`SignInInteractor`);
/// otherwise hashes the password, stores the account, queues the mail confirming its address,
/// then starts its first session.
public struct SignUpInteractor: SignUpUseCase {
    private let dependencies: AccountDependencies

    public init(dependencies: AccountDependencies) { self.dependencies = dependencies }

    public func execute(_ draft: AccountDraft, settings: UserSettings, origin: String) async throws(DomainError) -> SignUpOutcome {
        let valid = try draft.validated().get(orThrow: DomainError.invalid)
        if dependencies.commonPasswords.contains(valid.password) { throw .invalid(ValidationErrors([.password: .commonPassword])) }
        let throttle = dependencies.signUpThrottle
        if let wait = throttle.retryAfter(account: valid.email, origin: origin) { throw .tooManyAttempts(retryAfter: wait) }
        throttle.recordFailure(account: valid.email, origin: origin)
        // Looked up first so that a taken email costs no hash (the hasher runs one or two at a time).
        let existing: StoredCredentials?
        do { existing = try await dependencies.users.credentials(email: valid.email) } catch { throw DomainError(error) }
        if existing != nil { return try await signIn(valid, origin: origin) }
        let hash: String
        do { hash = try await dependencies.hasher.hash(valid.password) } catch { throw .unavailable(error.message) }
        let user: User
        let policy = dependencies.settingsPolicy
        let suggested = policy.suggested(settings)
        do {
            user = try await dependencies.users.create(
                email: valid.email, displayName: valid.displayName, passwordHash: hash, createdAt: dependencies.clock.now(),
                settings: suggested, firstList: policy.firstListName(in: suggested.language)
            )
        } catch .conflict {
            // Made while this request hashed: the first of a form sent twice, most likely.
            return try await signIn(valid, origin: origin)
        } catch {
            throw DomainError(error)
        }
        if let mail = dependencies.mail, mail.sendsMail {
            // The account stands without it: a failure here must not fail the sign-up, and the
            // person can ask for the link again on Settings.
            try? await mail.send(.confirm, to: user, now: dependencies.clock.now())
        }
        do {
            return .accountCreated(try await SessionStarter(sessions: dependencies.sessions, clock: dependencies.clock).start(for: user))
        } catch {
            throw DomainError(error)
        }
    }

    /// Signs in to the account of the draft's email with its password; a wrong password is the
    /// sign-up's answer for a taken email, a duplicate.
    private func signIn(_ valid: AccountDraft, origin: String) async throws(DomainError) -> SignUpOutcome {
        do {
            return .signedIn(try await SignInInteractor(dependencies: dependencies).execute(email: valid.email, password: valid.password, origin: origin))
        } catch .invalidCredentials {
            throw .invalid(ValidationErrors([.email: .duplicate]))
        }
    }
}
