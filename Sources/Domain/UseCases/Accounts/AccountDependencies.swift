/// What the account use cases are built from, in one value for the containers.
public struct AccountDependencies: Sendable {
    public var users: any UserRepository
    public var sessions: any SessionRepository
    public var hasher: any PasswordHasher
    public var commonPasswords: any CommonPasswordList
    public var clock: any CalendarClock
    /// Signs what the server hands to browsers: signed-out form tokens, flash messages.
    public var signer: any MessageSigner
    public var policy: SessionPolicy
    /// Counts failed password checks; one for the app's life.
    public var throttle: PasswordThrottle
    /// The languages and time zones settings may hold.
    public var settingsPolicy: SettingsPolicy
    /// What sending account mail needs; nil when the server sends no mail.
    public var mail: AccountMail?
    /// Counts password reset requests, per address and origin, with the sign-in's policy; one
    /// for the app's life, apart from `throttle` so that asking for links locks nobody out.
    public var resetThrottle: PasswordThrottle
    /// Counts sign-ups, per address and origin, with the sign-in's policy (which makes trying
    /// addresses for accounts as slow as guessing passwords); one for the app's life.
    public var signUpThrottle: PasswordThrottle
    /// Counts feedback, per account and origin (`PasswordThrottle.Policy.feedback`); one for the
    /// app's life.
    public var feedbackThrottle: PasswordThrottle

    /// Creates the dependencies.
    public init(
        users: any UserRepository, sessions: any SessionRepository, hasher: any PasswordHasher,
        commonPasswords: any CommonPasswordList, clock: any CalendarClock, signer: any MessageSigner,
        policy: SessionPolicy = SessionPolicy(), throttle: PasswordThrottle = PasswordThrottle(),
        settingsPolicy: SettingsPolicy = SettingsPolicy(), mail: AccountMail? = nil,
        resetThrottle: PasswordThrottle = PasswordThrottle(), signUpThrottle: PasswordThrottle = PasswordThrottle(),
        feedbackThrottle: PasswordThrottle = PasswordThrottle(policy: .feedback)
    ) {
        self.users = users
        self.sessions = sessions
        self.hasher = hasher
        self.commonPasswords = commonPasswords
        self.clock = clock
        self.signer = signer
        self.policy = policy
        self.throttle = throttle
        self.settingsPolicy = settingsPolicy
        self.mail = mail
        self.resetThrottle = resetThrottle
        self.signUpThrottle = signUpThrottle
        self.feedbackThrottle = feedbackThrottle
    }
}
