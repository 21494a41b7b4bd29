import Domain
import Entities
import Mocks
@testable import Presentation
import Testing

struct SignInViewModelTests {
    private func viewModel(_ signIn: MockSignInUseCase) -> SignInViewModel {
        SignInViewModel(useCases: AccountsContainer.mock(signIn: signIn), strings: strings, origin: "203.0.113.9")
    }

    @Test func onAppear_showsAnEmptyFormOnTheWayToNext() async {
        let viewModel = viewModel(MockSignInUseCase())
        await viewModel.send(.onAppear(next: .list(3)))
        #expect(viewModel.state == SignInViewModel.State(title: "Sign in", next: .list(3)))
    }

    @Test func rightCredentials_startASession_andGoToNext() async {
        let session = AuthenticatedSession.fixture(user: .fixture(displayName: "Ada"))
        let signIn = MockSignInUseCase(returning: session)
        let viewModel = viewModel(signIn)

        await viewModel.send(.signInTapped(email: "ada@example.com", password: "correct horse", next: .smartList(.today)))

        #expect(viewModel.state == SignInViewModel.State(
            title: "Sign in", email: "ada@example.com", next: .smartList(.today),
            outcome: .redirect(.smartList(.today), flash: FlashText(.signedIn, .text("Ada"))), sessionChange: .started(session)
        ))
        #expect(signIn.stub.calls == [.init(email: "ada@example.com", password: "correct horse", origin: "203.0.113.9")])
    }

    @Test func wrongCredentials_showOneMessage_keepTheEmail_neverThePassword() async {
        let viewModel = viewModel(MockSignInUseCase(failing: .invalidCredentials))

        await viewModel.send(.signInTapped(email: "ada@example.com", password: "wrong", next: .lists))

        #expect(viewModel.state == SignInViewModel.State(
            title: "Sign in", email: "ada@example.com", next: .lists,
            error: "That email and password do not match an account. Check both and try again.", outcome: .invalid
        ))
    }

    @Test func storageFailure_isTheErrorPage() async {
        let viewModel = viewModel(MockSignInUseCase(failing: .unavailable("locked")))
        await viewModel.send(.signInTapped(email: "a@b.c", password: "x", next: .lists))
        #expect(viewModel.state == SignInViewModel.State(title: "Sign in", email: "a@b.c", next: .lists, outcome: .failed(unavailableMessage, cause: "locked")))
    }

    @Test func tooManyWrongPasswords_sayHowManyMinutesToWait() async {
        let viewModel = viewModel(MockSignInUseCase(failing: .tooManyAttempts(retryAfter: 541)))
        await viewModel.send(.signInTapped(email: "a@b.c", password: "x", next: .lists))
        #expect(viewModel.state == SignInViewModel.State(
            title: "Sign in", email: "a@b.c", next: .lists,
            outcome: .tooManyAttempts("Too many wrong passwords. Wait 10 minutes, then try again.", retryAfter: 541)
        ))
    }
}

struct SignUpViewModelTests {
    private func viewModel(_ signUp: MockSignUpUseCase) -> SignUpViewModel {
        SignUpViewModel(useCases: AccountsContainer.mock(signUp: signUp), strings: strings, origin: "203.0.113.9")
    }

    @Test func onAppear_showsAnEmptyForm() async {
        let viewModel = viewModel(MockSignUpUseCase())
        await viewModel.send(.onAppear(next: .lists))
        #expect(viewModel.state == SignUpViewModel.State(title: "Create an account"))
    }

    @Test func validDraft_startsASession_andGoesToNext() async {
        let session = AuthenticatedSession.fixture(user: .fixture(displayName: "Ada"))
        let signUp = MockSignUpUseCase(returning: .accountCreated(session))
        let viewModel = viewModel(signUp)

        await viewModel.send(.signUpTapped(email: "ada@example.com", displayName: "Ada", password: "correct horse", timeZone: "Asia/Tokyo", next: .lists))

        #expect(viewModel.state == SignUpViewModel.State(
            title: "Create an account", email: "ada@example.com", displayName: "Ada", next: .lists,
            outcome: .redirect(.lists, flash: FlashText(.welcome, .text("Ada"))), sessionChange: .started(session)
        ))
        // The page's language and the browser's time zone are the account's first settings.
        #expect(signUp.stub.calls == [.init(
            draft: AccountDraft(email: "ada@example.com", displayName: "Ada", password: "correct horse"),
            settings: UserSettings(language: "en", timeZone: "Asia/Tokyo"), origin: "203.0.113.9"
        )])
    }

    @Test func theEmailsAccountWithThatPassword_startsASessionOfIt_andWelcomesBack() async {
        // given: the account exists (the form was sent twice, say) under the name it was made with
        let session = AuthenticatedSession.fixture(user: .fixture(displayName: "Ada L."))
        let signUp = MockSignUpUseCase(returning: .signedIn(session))
        let viewModel = viewModel(signUp)

        await viewModel.send(.signUpTapped(email: "ada@example.com", displayName: "Ada", password: "correct horse", timeZone: "", next: .smartList(.today)))

        #expect(viewModel.state == SignUpViewModel.State(
            title: "Create an account", email: "ada@example.com", displayName: "Ada", next: .smartList(.today),
            outcome: .redirect(.smartList(.today), flash: FlashText(.signedIn, .text("Ada L."))), sessionChange: .started(session)
        ))
    }

    /// Too many sign-ups from the client, or wrong passwords for a taken email: one message,
    /// which does not say the email has an account.
    @Test func tooManyAttempts_sayHowManyMinutesToWait_withoutMentioningPasswords() async {
        let viewModel = viewModel(MockSignUpUseCase(failing: .tooManyAttempts(retryAfter: 541)))

        await viewModel.send(.signUpTapped(email: "ada@example.com", displayName: "Ada", password: "guess work", timeZone: "", next: .lists))

        #expect(viewModel.state == SignUpViewModel.State(
            title: "Create an account", email: "ada@example.com", displayName: "Ada", next: .lists,
            outcome: .tooManyAttempts("Too many attempts from your address. Wait 10 minutes, then try again.", retryAfter: 541)
        ))
    }

    /// A taken email also offers to sign in instead.
    @Test func brokenRules_showEachMessage_andKeepWhatWasTyped() async {
        let errors = ValidationErrors([.email: .duplicate, .displayName: .tooLong(maximum: 50), .password: .commonPassword])
        let viewModel = viewModel(MockSignUpUseCase(failing: .invalid(errors)))

        await viewModel.send(.signUpTapped(email: "ada@example.com", displayName: "A very long name", password: "password1", timeZone: "", next: .account))

        var expected = FieldErrors()
        expected[.email] = "An account with this email address already exists."
        expected[.displayName] = "Use at most 50 characters"
        expected[.password] = "This is one of the most common passwords, so it is easy to guess. Choose another."
        #expect(viewModel.state == SignUpViewModel.State(
            title: "Create an account", email: "ada@example.com", displayName: "A very long name", next: .account, errors: expected,
            isEmailTaken: true, outcome: .invalid
        ))
    }

    @Test(arguments: [
        (Field.email, ValidationIssue.empty, "Enter your email address"),
        (.email, .malformed, "Enter an email address like name@example.com"),
        (.email, .tooLong(maximum: 254), "Use an email address of at most 254 characters"),
        (.displayName, .empty, "Enter a display name"),
        (.password, .empty, "Enter your password"),
        (.password, .tooShort(minimum: 8), "Use at least 8 characters"),
        (.newPassword, .tooLong(maximum: 128), "Use at most 128 characters"),
        (.currentPassword, .wrongPassword, "That is not your password"),
    ])
    func everyAccountRule_hasItsMessage(field: Field, issue: ValidationIssue, message: String) {
        #expect(strings.message(for: issue, of: field) == message)
    }

    @Test func storageFailure_isTheErrorPage() async {
        let viewModel = viewModel(MockSignUpUseCase(failing: .unavailable("locked")))
        await viewModel.send(.signUpTapped(email: "a@b.c", displayName: "A", password: "x", timeZone: "", next: .lists))
        #expect(viewModel.state.outcome == .failed(unavailableMessage, cause: "locked"))
    }
}
