import Domain
import Entities
import Foundation
import Mocks
@testable import Presentation
import Testing

struct ForgotPasswordViewModelTests {
    private func viewModel(_ useCase: MockRequestPasswordResetUseCase = MockRequestPasswordResetUseCase()) -> ForgotPasswordViewModel {
        ForgotPasswordViewModel(useCases: AccountsContainer.mock(requestPasswordReset: useCase), strings: strings, origin: "203.0.113.9")
    }

    @Test func onAppear_asksForTheAddress() async {
        let viewModel = viewModel()
        await viewModel.send(.onAppear)
        #expect(viewModel.state == .init(title: "Reset your password"))
    }

    @Test func sendingAnAddress_answersTheSameWhateverHappened() async {
        let request = MockRequestPasswordResetUseCase(returning: ())
        let viewModel = viewModel(request)

        await viewModel.send(.sendLinkTapped(email: " Ada@Example.com "))

        #expect(viewModel.state == .init(
            title: "Reset your password", email: " Ada@Example.com ",
            sentMessage: "If an account has the address ada@example.com, we sent a link to it to choose a new password. It works for one hour."
        ))
        #expect(request.stub.calls == [.init(email: " Ada@Example.com ", origin: "203.0.113.9")])
    }

    @Test func aMalformedAddress_showsItsMessage_andKeepsIt() async {
        let viewModel = viewModel(MockRequestPasswordResetUseCase(failing: .invalid(ValidationErrors([.email: .malformed]))))

        await viewModel.send(.sendLinkTapped(email: "ada"))

        var errors = FieldErrors()
        errors[.email] = strings.message(for: .malformed, of: .email)
        #expect(viewModel.state == .init(title: "Reset your password", email: "ada", errors: errors, outcome: .invalid))
    }

    /// Issue 26 item 10: the 429 said "Too many wrong passwords" to someone who asked for links.
    @Test func tooManyRequests_isThe429_sayingWhatWasAskedTooOften() async {
        let viewModel = viewModel(MockRequestPasswordResetUseCase(failing: .tooManyAttempts(retryAfter: 600)))

        await viewModel.send(.sendLinkTapped(email: "ada@example.com"))

        #expect(viewModel.state.outcome == .tooManyAttempts("Too many requests for a link. Wait 10 minutes, then try again.", retryAfter: 600))
        #expect(viewModel.state == .init(title: "Reset your password", email: "ada@example.com", outcome: viewModel.state.outcome))
    }
}

struct ResetPasswordViewModelTests {
    private let token = "reset-token-0123456789abcdef"

    private func viewModel(_ useCase: MockResetPasswordUseCase) -> ResetPasswordViewModel {
        ResetPasswordViewModel(useCases: AccountsContainer.mock(resetPassword: useCase), strings: strings)
    }

    @Test func aUsableLink_asksForTheNewPassword() async {
        let reset = MockResetPasswordUseCase()
        reset.refusalStub.returns(nil)
        let viewModel = viewModel(reset)

        await viewModel.send(.onAppear(token: token))

        #expect(viewModel.state == .init(title: "Choose a new password", token: token))
        #expect(reset.refusalStub.calls == [token])
    }

    @Test(arguments: [
        (AccountLinkRefusal.expired, "The link has expired."),
        (.used, "The link was used already: each link works once."),
        (.unknown, "The link is not valid. Check that it was copied whole."),
    ])
    func aLinkThatCannotBeUsed_saysWhy(refusal: AccountLinkRefusal, message: String) async {
        let reset = MockResetPasswordUseCase()
        reset.refusalStub.returns(refusal)
        let viewModel = viewModel(reset)

        await viewModel.send(.onAppear(token: token))

        #expect(viewModel.state == .init(title: "This link can't be used", token: token, linkProblem: message, outcome: .refused))
    }

    @Test func aNewPassword_signsIn_andGoesToTheLists() async {
        let session = AuthenticatedSession.fixture()
        let reset = MockResetPasswordUseCase(returning: .success(session))
        let viewModel = viewModel(reset)

        await viewModel.send(.savePasswordTapped(token: token, newPassword: "a new long password"))

        #expect(viewModel.state == .init(
            title: "Choose a new password", token: token,
            outcome: .redirect(.lists, flash: "Your new password is set, and you're signed in. Every other device was signed out."),
            sessionChange: .started(session)
        ))
        #expect(reset.stub.calls == [.init(token: token, newPassword: "a new long password")])
    }

    @Test func aShortPassword_showsItsMessage() async {
        let viewModel = viewModel(MockResetPasswordUseCase(failing: .invalid(ValidationErrors([.newPassword: .tooShort(minimum: 8)]))))

        await viewModel.send(.savePasswordTapped(token: token, newPassword: "short"))

        var errors = FieldErrors()
        errors[.newPassword] = strings.message(for: .tooShort(minimum: 8), of: .newPassword)
        #expect(viewModel.state == .init(title: "Choose a new password", token: token, errors: errors, outcome: .invalid))
    }

    @Test func aLinkUsedMeanwhile_saysSo() async {
        let viewModel = viewModel(MockResetPasswordUseCase(returning: .failure(.used)))

        await viewModel.send(.savePasswordTapped(token: token, newPassword: "a new long password"))

        #expect(viewModel.state == .init(
            title: "This link can't be used", token: token, linkProblem: "The link was used already: each link works once.", outcome: .refused
        ))
    }
}

struct ConfirmEmailViewModelTests {
    private let token = "confirm-token-0123456789abc"

    private func viewModel(_ useCase: MockConfirmEmailUseCase) -> ConfirmEmailViewModel {
        ConfirmEmailViewModel(useCases: AccountsContainer.mock(confirmEmail: useCase), strings: strings)
    }

    @Test func aUsableLink_asksToConfirm_changingNothing() async {
        let confirm = MockConfirmEmailUseCase()
        confirm.refusalStub.returns(nil)
        let viewModel = viewModel(confirm)

        await viewModel.send(.onAppear(token: token))

        #expect(viewModel.state == .init(title: "Confirm your address", token: token))
        #expect(confirm.stub.calls.isEmpty)
    }

    @Test func anExpiredLink_saysSo() async {
        let confirm = MockConfirmEmailUseCase()
        confirm.refusalStub.returns(.expired)
        let viewModel = viewModel(confirm)

        await viewModel.send(.onAppear(token: token))

        #expect(viewModel.state == .init(title: "This link can't be used", token: token, linkProblem: "The link has expired.", outcome: .refused))
    }

    @Test func confirming_goesToTheAccountSayingSo() async {
        let confirm = MockConfirmEmailUseCase(returning: .success(.fixture(emailConfirmedAt: fixtureDate)))
        let viewModel = viewModel(confirm)

        await viewModel.send(.confirmTapped(token: token))

        #expect(viewModel.state == .init(
            title: "Confirm your address", token: token, outcome: .redirect(.account, flash: "Your address ada@example.com is confirmed.")
        ))
        #expect(confirm.stub.calls == [token])
    }

    @Test func confirmingAUsedLink_saysSo() async {
        let viewModel = viewModel(MockConfirmEmailUseCase(returning: .failure(.used)))

        await viewModel.send(.confirmTapped(token: token))

        #expect(viewModel.state == .init(
            title: "This link can't be used", token: token, linkProblem: "The link was used already: each link works once.", outcome: .refused
        ))
    }

    @Test func storageFailing_isTheErrorPage() async {
        let viewModel = viewModel(MockConfirmEmailUseCase(failing: .unavailable("disk")))

        await viewModel.send(.confirmTapped(token: token))

        #expect(viewModel.state == .init(title: "Confirm your address", token: token, outcome: .failed(unavailableMessage, cause: "disk")))
    }
}
